import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private struct Tag: LayoutValueKey {
    static let defaultValue: String? = nil
}

/// Places each subview at x = 10 × its rank, and logs the ranks it read.
private struct ByRank: Layout {
    let log: Log<Int>
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        log.values = subviews.map { $0[Rank.self] }
        return CGSize(width: 100, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for s in subviews {
            s.place(
                at: CGPoint(x: bounds.minX + 10 * CGFloat(s[Rank.self]), y: bounds.minY),
                proposal: ProposedViewSize(width: 5, height: 5))
        }
    }
}

@Suite("Layout API: layout values")
struct LayoutValueKeyTests {
    @Test("A value reaches its layout through modifiers; a Group's reaches each view; the outer one counts")
    func reading() throws {
        let log = Log<Int>()
        _ = try layout(
            ByRank(log: log) {
                Text("a").layoutValue(key: Rank.self, value: 3)
                Text("b")
                Text("c").layoutValue(key: Rank.self, value: 1).padding().frame(width: 50).id("c")
                Group {
                    Text("d")
                    Text("e")
                }.layoutValue(key: Rank.self, value: 7)
                Text("f").layoutValue(key: Rank.self, value: 1).layoutValue(key: Rank.self, value: 2)
            }, width: nil, height: nil)
        #expect(log.values == [3, 0, 1, 7, 7, 2])
    }

    @Test("Two keys on one view are both read")
    func twoKeys() throws {
        final class Seen { var tags: [String?] = [] }
        struct TagReader: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                seen.tags = subviews.map { $0[Tag.self] }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let seen = Seen()
        let log = Log<Int>()
        _ = try layout(
            TagReader(seen: seen) {
                Color.red.layoutValue(key: Rank.self, value: 5).layoutValue(key: Tag.self, value: "five")
                Color.red.layoutValue(key: Tag.self, value: "none")
            }, width: nil, height: nil)
        #expect(seen.tags == ["five", "none"])
        _ = try layout(
            ByRank(log: log) {
                Color.red.layoutValue(key: Rank.self, value: 5).layoutValue(key: Tag.self, value: "five")
            }, width: nil, height: nil)
        #expect(log.values == [5])
    }

    @Test("A value that changes in a subview's state lays its container out again")
    func changeInPlace() throws {
        struct Ranked: View {
            @State var rank = 1
            var body: some View {
                Color.red.layoutValue(key: Rank.self, value: rank)
                    .onGeometryChange(for: Double.self, of: { $0.size.width }) { _ in rank = 4 }
                    .id("ranked")
            }
        }
        let log = Log<Int>()
        let r = try layout(
            ByRank(log: log) {
                Ranked()
                Color.blue.id("blue")
            }, width: nil, height: nil)
        #expect(r.statistics.passes == 2)
        #expect(log.values == [4, 0])
        #expect(try r.frame(of: "ranked") == rect(40, 0, 5, 5))
    }
}
