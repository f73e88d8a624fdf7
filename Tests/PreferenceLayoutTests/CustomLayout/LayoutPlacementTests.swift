import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Layout API: placing subviews")
struct LayoutPlacementTests {
    /// 100 × 50; places its first subview twice and leaves the others to the engine.
    private struct PlacesFirstTwice: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: 100, height: 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: CGPoint(x: bounds.minX + 1, y: bounds.minY + 2), proposal: .unspecified)
            subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 6), proposal: .unspecified)
        }
    }

    @Test("The last place counts; an unplaced subview is centred at its size for the container's proposal")
    func lastPlaceAndCentring() throws {
        let r = try layout(
            PlacesFirstTwice {
                Color.red.frame(width: 10, height: 10).id("first")
                Color.blue.frame(maxWidth: .infinity, maxHeight: 4).id("second")
            }.padding(10), width: 300, height: 200)
        #expect(try r.frame(of: "first") == rect(15, 16, 10, 10))
        // Proposed the container's 280 × 180: the flexible frame takes 280 × 4, centred on the
        // container's 100 × 50 at (10, 10).
        #expect(try r.frame(of: "second") == rect(10 + 50 - 140, 10 + 25 - 2, 280, 4))
        #expect(r.diagnostics.isEmpty)
    }

    @Test("An anchor puts that point of the subview at the position")
    func anchors() throws {
        struct Anchored: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let centre = CGPoint(x: bounds.midX, y: bounds.midY)
                subviews[0].place(at: centre, anchor: .center, proposal: .unspecified)
                subviews[1].place(
                    at: centre, anchor: .bottomTrailing, proposal: ProposedViewSize(width: 30, height: 20))
                subviews[2].place(at: centre, anchor: UnitPoint(x: 0.25, y: 2), proposal: .zero)
            }
        }
        let r = try layout(
            Anchored {
                Text("Log in").font(size: 16).id("text")
                Color.red.id("red")
                Color.blue.frame(minWidth: 8, minHeight: 4).id("blue")
            }, width: nil, height: nil)
        #expect(try r.frame(of: "text") == rect(50 - 48.53125 / 2, 50 - 18.625 / 2, 48.53125, 18.625))
        #expect(try r.frame(of: "red") == rect(20, 30, 30, 20))
        #expect(try r.frame(of: "blue") == rect(48, 42, 8, 4))
    }

    @Test("dimensions(in:) carries a subview's alignment guides")
    func dimensions() throws {
        final class Seen {
            var leading: Double?
            var explicitTop: Double?
            var trailing = 0.0
        }
        struct Reader: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                let d = subviews[0].dimensions(in: ProposedViewSize(width: 40, height: 10))
                seen.leading = d[explicit: .leading]
                seen.explicitTop = d[explicit: .top]
                seen.trailing = d[.trailing]
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let seen = Seen()
        _ = try layout(
            Reader(seen: seen) {
                Color.red.alignmentGuide(.leading) { d in d.width / 4 }
            }, width: nil, height: nil)
        #expect(seen.leading == 10)
        #expect(seen.explicitTop == nil)
        #expect(seen.trailing == 40)
    }

    @Test("A layout's explicit guide lines it up in a stack")
    func explicitAlignment() throws {
        struct Indented: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                let s = subviews[0].sizeThatFits(.unspecified)
                return CGSize(width: s.width + 20, height: s.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                subviews[0].place(at: CGPoint(x: bounds.minX + 20, y: bounds.minY), proposal: .unspecified)
            }
            func explicitAlignment(
                of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                subviews: Subviews, cache: inout Void
            ) -> CGFloat? {
                guide == .leading ? bounds.minX + 20 : nil
            }
        }
        let r = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).id("top")
                Indented { Color.blue.frame(width: 30, height: 10).id("inner") }.id("indented")
            }.id("stack"), width: nil, height: nil)
        // The indented content's edge lines up with the view above.
        #expect(try r.frame(of: "indented") == rect(0, 10, 50, 10))
        #expect(try r.frame(of: "inner").minX == 20)
        #expect(try r.frame(of: "top") == rect(20, 0, 50, 10))
        #expect(try r.frame(of: "stack").width == 70)
    }

    @Test("A range of subviews is indexed from 0 and places the container's subviews")
    func slices() throws {
        struct SkipFirst: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let rest = subviews[1...]
                #expect(rest.startIndex == 0 && rest.count == 2)
                for (i, s) in rest.enumerated() {
                    s.place(at: CGPoint(x: Double(i) * 10, y: 0), proposal: ProposedViewSize(width: 5, height: 5))
                }
                let picked = subviews[[2, 0]]
                #expect(picked[0] == subviews[2] && picked[1] == subviews[0])
                picked[1].place(at: CGPoint(x: 90, y: 90), proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
        let r = try layout(
            SkipFirst {
                Color.red.id("a")
                Color.red.id("b")
                Color.red.id("c")
            }, width: nil, height: nil)
        #expect(try r.frame(of: "a") == rect(90, 90, 10, 10))
        #expect(try r.frame(of: "b") == rect(0, 0, 5, 5))
        #expect(try r.frame(of: "c") == rect(10, 0, 5, 5))
    }
}
