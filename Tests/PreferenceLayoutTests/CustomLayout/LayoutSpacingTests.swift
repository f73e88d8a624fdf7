import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

/// Records the distances its neighbouring subviews ask for along `axis`, as a custom layout
/// computing its own gaps does.
private func recordDistances(_ subviews: LayoutSubviews, along axis: Axis, into log: Log<CGFloat>) {
    log.values = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: axis) }
}

/// A stack-like layout along the horizontal axis that only reads its subviews' distances.
private struct RowProbe: Layout {
    let log: Log<CGFloat>
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        recordDistances(subviews, along: .horizontal, into: log)
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// The same along the vertical axis.
private struct ColumnProbe: Layout {
    let log: Log<CGFloat>
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        recordDistances(subviews, along: .vertical, into: log)
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

@Suite("Layout API: subviews' spacing is the stacks' (rule 16)")
struct LayoutSpacingTests {
    /// The gap an `HStack` leaves between `a` and `b`, and the distance a custom layout reads.
    private func horizontal<A: View, B: View>(_ a: A, _ b: B) throws -> (stack: Double, custom: Double) {
        let stack = try layout(
            HStack {
                a.id("a")
                b.id("b")
            }, width: nil, height: nil)
        let gap = try stack.frame(of: "b").minX - stack.frame(of: "a").maxX
        let log = Log<CGFloat>()
        _ = try layout(
            RowProbe(log: log) {
                a
                b
            }, width: nil, height: nil)
        return (gap, Double(log.values.first ?? -1))
    }

    private func vertical<A: View, B: View>(_ a: A, _ b: B) throws -> (stack: Double, custom: Double) {
        let stack = try layout(
            VStack {
                a.id("a")
                b.id("b")
            }, width: nil, height: nil)
        let gap = try stack.frame(of: "b").minY - stack.frame(of: "a").maxY
        let log = Log<CGFloat>()
        _ = try layout(
            ColumnProbe(log: log) {
                a
                b
            }, width: nil, height: nil)
        return (gap, Double(log.values.first ?? -1))
    }

    @Test("Text beside text: 8, as the stack puts them (text-baseline spacing is not modelled)")
    func textBesideText() throws {
        let t = Text("Cats").font(size: 16)
        let u = Text("Dogs").font(size: 16)
        #expect(try horizontal(t, u) == (8, 8))
        #expect(try vertical(t, u) == (8, 8))
    }

    @Test("A spacer beside anything: 0 on the stack's axis")
    func spacerBesideAnything() throws {
        let t = Text("Cats").font(size: 16)
        #expect(try horizontal(t, Spacer()) == (0, 0))
        #expect(try horizontal(Spacer(minLength: 4), Color.red.frame(width: 5, height: 5)) == (0, 0))
        #expect(try vertical(Spacer(), t) == (0, 0))
        // A stack that starts with a spacer asks for 0 at its start.
        #expect(
            try horizontal(
                t,
                HStack {
                    Spacer()
                    Text("x")
                }) == (0, 0))
    }

    @Test("Padding forgets the wish on its edges; a frame keeps a spacer's")
    func modifiers() throws {
        #expect(try horizontal(Spacer().padding(.leading, 3), Text("a")) == (0, 0))
        #expect(try horizontal(Text("a"), Spacer().padding(.leading, 3)) == (8, 8))
        #expect(try horizontal(Text("a"), Spacer().frame(width: 20)) == (0, 0))
        #expect(try horizontal(Color.blue.padding(2), Color.red) == (8, 8))
    }

    @Test("A custom layout asks of its neighbours the union of its subviews' wishes")
    func defaultContainerSpacing() throws {
        // The probe holds a spacer, horizontal in the probe's orientation: it asks for 0 at
        // its leading and trailing edges, so the probe does, and its neighbour touches it.
        let r = try layout(
            HStack {
                Text("a").id("a")
                RowProbe(log: Log()) { Spacer() }.frame(width: 10).id("probe")
            }, width: nil, height: nil)
        #expect(try r.frame(of: "probe").minX - r.frame(of: "a").maxX == 8)  // a frame forgets it
        let bare = try layout(
            HStack {
                Text("a").id("a")
                RowProbe(log: Log()) { Spacer() }.id("probe")
            }, width: nil, height: nil)
        #expect(try bare.frame(of: "probe").minX - bare.frame(of: "a").maxX == 0)
    }

    @Test("A custom layout's own spacing is what its neighbours see")
    func customSpacing() throws {
        struct Wide: Layout {
            func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
                var s = ViewSpacing()
                s.formUnion(ViewSpacing.zero, edges: .top)
                return s.union(subviews.first?.spacing ?? ViewSpacing(), edges: .leading)
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 30, height: 30)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let r = try layout(
            VStack(spacing: nil) {
                Color.red.frame(width: 5, height: 5).id("above")
                Wide { Color.blue }.id("wide")
            }, width: nil, height: nil)
        // Its top asks for 0: it touches the view above.
        #expect(try r.frame(of: "wide").minY == r.frame(of: "above").maxY)
    }
}
