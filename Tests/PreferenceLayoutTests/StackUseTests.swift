import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// A custom layout at the leaf that notes where sizing and placing reach.
private struct ProbeLayout: Layout {
    let mark: StackMark
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        mark.note()
        for subview in subviews { _ = subview.sizeThatFits(proposal) }
        return CGSize(width: 4, height: 4)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        mark.note()
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// The leaf: a composite whose body notes where evaluation reaches, holding the probe layout
/// around a guided colour.
private struct Leaf: View {
    let mark: StackMark
    var body: some View {
        let _ = mark.note()
        ProbeLayout(mark: mark) {
            Color.red.alignmentGuide(.leading) { _ in
                mark.note()
                return 0
            }
        }
        .id("leaf")
    }
}

/// The kinds of level a tree can be made of, each wrapping the level below.
private let kinds: [(name: String, wrap: @Sendable (AnyView) -> AnyView)] = [
    ("padding", { AnyView($0.padding(1)) }),
    ("fixed frame", { AnyView($0.frame(width: 50, height: 50)) }),
    ("flexible frame", { AnyView($0.frame(minWidth: 1, maxWidth: .infinity)) }),
    ("VStack", { view in AnyView(VStack { view }) }),
    (
        "HStack beside a text",
        { view in
            AnyView(
                HStack {
                    view
                    Text("a")
                })
        }
    ),
    ("ZStack", { view in AnyView(ZStack { view }) }),
    ("background", { AnyView($0.background(Color.blue)) }),
    ("overlay", { AnyView(Color.blue.overlay($0)) }),
    ("fixedSize", { AnyView($0.fixedSize()) }),
    ("offset", { AnyView($0.offset(x: 1)) }),
    ("alignmentGuide", { AnyView($0.alignmentGuide(.leading) { $0.width / 2 }) }),
    ("aspectRatio", { AnyView($0.aspectRatio(1, contentMode: .fit)) }),
    (
        "Grid",
        { view in
            AnyView(
                Grid {
                    GridRow {
                        view
                        Text("a")
                    }
                })
        }
    ),
    ("custom layout", { view in AnyView(ProbeLayout(mark: StackMark()) { view }) }),
    ("GeometryReader", { view in AnyView(GeometryReader { _ in view }) }),
    ("ViewThatFits", { view in AnyView(ViewThatFits { view }) }),
    ("Group", { view in AnyView(Group { view }.padding(1)) }),
    ("layoutPriority and id", { AnyView($0.layoutPriority(1).id("x")) })
]

/// A tree of `levels` levels of one kind around the leaf.
private func tree(_ levels: Int, _ wrap: @Sendable (AnyView) -> AnyView, _ mark: StackMark) -> AnyView {
    var view = AnyView(Leaf(mark: mark))
    for _ in 0..<levels { view = wrap(view) }
    return view
}

@Suite("The stack the engine's walks take per level, against what it assumes")
struct StackUseTests {
    @Test("Every kind of level takes less stack than the engine counts per level", arguments: kinds.map(\.name))
    func perLevel(kind: String) throws {
        let wrap = try #require(kinds.first { $0.name == kind }).wrap
        let levels = 40
        let (used, scopes) = onThread(stackSize: 64 << 20) { () -> (Int, Int) in
            let mark = StackMark()
            let engine = PreferenceLayoutEngine(root: tree(levels, wrap, mark), options: .init(maximumDepth: 10_000))
            let top = stackAddress()
            _ = try? engine.layout(in: Size(width: 400, height: 400))
            return (mark.address == .max ? 0 : Int(top - mark.address), engine.core.deepestScope)
        }
        #expect(used > 0, "the leaf was never reached")
        let perScope = Double(used) / Double(scopes)
        print("stack use: \(kind): \(used) bytes over \(scopes) scopes, \(Int(perScope)) a scope")
        #expect(used <= scopes * PreferenceLayoutEngine<AnyView>.stackBytesPerLevel)
    }
}
