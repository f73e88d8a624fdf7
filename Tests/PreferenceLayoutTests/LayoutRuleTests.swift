import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Layout rules (docs/ARCHITECTURE.md, Preference engine)")
struct LayoutRuleTests {
    @Test("Rule 1: shapes and colours take the proposal, nil becomes 10")
    func shapes() throws {
        #expect(try layout(Circle().id("c"), width: 30, height: 20).frames["c"]?.size == Size(width: 30, height: 20))
        #expect(try layout(Color.red.id("c"), width: nil, height: 20).frames["c"]?.size == Size(width: 10, height: 20))
        #expect(try layout(Capsule().id("c"), width: nil, height: nil).frames["c"]?.size == Size(width: 10, height: 10))
    }

    @Test("Rule 2: text is one line under nil, wraps under a width, 0 × 0 at width 0 and when empty")
    func text() throws {
        let t = Text("I forgot my password").font(size: 16).id("t")
        #expect(try layout(t, width: nil, height: nil).frames["t"]?.size == Size(width: 169.4921875, height: 18.625))
        let wrapped = try layout(t, width: 100, height: nil).frames["t"]
        let expected = TextMeasurement.layout("I forgot my password", font: Font(size: 16), width: 100, lineLimit: nil)
        #expect(expected.lines.count == 2)
        #expect(wrapped?.size == Size(width: expected.width, height: 2 * 18.625))
        #expect(try layout(t, width: 0, height: 50).frames["t"]?.size == .zero)
        #expect(try layout(Text("").id("e"), width: nil, height: nil).frames["e"]?.size == .zero)
        let limited = try layout(
            Text("I forgot my password").font(size: 16).lineLimit(1).id("t"), width: 100, height: nil)
        #expect(limited.frames["t"]?.height == 18.625)
    }

    @Test("Rule 3: a fixed frame proposes its length, aligns the child and may be overflowed")
    func fixedFrame() throws {
        let view = Color.red.frame(width: 40, height: 20).id("c").frame(
            width: 100, height: 60, alignment: .bottomTrailing
        ).id("f")
        let r = try layout(view, width: 500, height: 500)
        #expect(r.frames["f"] == rect(0, 0, 100, 60))
        #expect(r.frames["c"] == rect(60, 40, 40, 20))
        let overflow = try layout(
            Text("Password:").font(size: 16).id("t").frame(width: 40).id("f"), width: 500, height: 500)
        let t = try #require(overflow.frames["t"])
        #expect(overflow.frames["f"]?.width == 40)
        let lines = TextMeasurement.layout("Password:", font: Font(size: 16), width: 40, lineLimit: nil).lines.count
        #expect(lines >= 2)
        #expect(t.width <= 40 && t.height == Double(lines) * 18.625)
        let half = try layout(Color.red.id("c").frame(height: 30), width: 70, height: 500)
        #expect(half.frames["c"]?.size == Size(width: 70, height: 30))
    }

    @Test(
        "Rule 4: flexible frames clamp the proposal and the child",
        arguments: [
            // (min, max, proposal, child width, expected frame width)
            (Double?.some(100), Double?.none, 75.0, 100.0, 100.0),
            (Double?.some(100), Double?.none, 300.0, 300.0, 300.0),
            (Double?.none, Double?.some(100), 300.0, 100.0, 100.0),
            (Double?.none, Double?.some(100), 50.0, 50.0, 50.0),
            (Double?.some(50), Double?.some(150), 20.0, 50.0, 50.0),
            (Double?.some(50), Double?.some(150), 400.0, 150.0, 150.0)
        ])
    func flexibleFrame(_ c: (Double?, Double?, Double, Double, Double)) throws {
        let view = Rectangle().id("r").frame(minWidth: c.0, maxWidth: c.1).id("f")
        let r = try layout(view, width: c.2, height: 10)
        #expect(r.frames["r"]?.width == c.3)
        #expect(r.frames["f"]?.width == c.4)
    }

    @Test("Rule 4: a text inside maxWidth .infinity fills the proposal; min only keeps a short text's min")
    func flexibleFrameText() throws {
        let t = Text("Log in").font(size: 16)
        let wide = try layout(
            t.id("t").frame(maxWidth: .infinity, alignment: .leading).id("f"), width: 300, height: 100)
        // The root is placed at the origin, not centred in the proposal.
        #expect(wide.frames["f"] == rect(0, 0, 300, 18.625))
        #expect(wide.frames["t"] == rect(0, 0, 48.53125, 18.625))
        let minOnly = try layout(t.frame(minWidth: 100).id("f"), width: 300, height: 100)
        #expect(minOnly.frames["f"]?.width == 100)
        let ideal = try layout(t.frame(idealWidth: 80).fixedSize().id("f"), width: 300, height: 100)
        #expect(ideal.frames["f"]?.width == 80)
    }

    @Test("Rule 5: fixedSize on one axis keeps the other proposal")
    func fixedSizeOneAxis() throws {
        let t = Text("I forgot my password").font(size: 16)
        let v = try layout(t.fixedSize(horizontal: false, vertical: true).id("t"), width: 100, height: 5)
        #expect(v.frames["t"]?.height == 2 * 18.625)
        let h = try layout(t.fixedSize(horizontal: true, vertical: false).id("t"), width: 100, height: 5)
        #expect(h.frames["t"]?.width == 169.4921875)
    }

    @Test("Rule 6: padding shrinks the proposal and adds the insets; the default is 16")
    func padding() throws {
        let r = try layout(Color.red.id("c").padding().id("p"), width: 100, height: 50)
        #expect(r.frames["p"] == rect(0, 0, 100, 50))
        #expect(r.frames["c"] == rect(16, 16, 68, 18))
        let tight = try layout(
            Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 5, height: 2)
        #expect(tight.frames["c"] == rect(2, 1, 0, 0))
    }

    @Test("Rule 7: stacks share by flexibility, keep explicit and default spacing, and pass nil on")
    func stacks() throws {
        let view = HStack {
            Color.red.frame(width: 30).id("a")
            Color.red.id("b")
            Color.red.frame(maxWidth: 20).id("c")
        }
        let r = try layout(view, width: 200, height: 10)
        // 200 − 16 spacing: a takes 30, c (flexibility 20) is offered 77 and takes 20, b the rest.
        #expect(r.frames["a"] == rect(0, 0, 30, 10))
        #expect(r.frames["b"] == rect(38, 0, 134, 10))
        #expect(r.frames["c"] == rect(180, 0, 20, 10))
        let ideal = try layout(
            VStack(spacing: 5) {
                Color.red.id("a")
                Text("Log in").font(size: 16).id("t")
            }, width: nil, height: nil)
        // Under a nil width the stack is as wide as the text, and places the colour with that
        // width (SwiftUI's placement, which makes maxWidth-infinity buttons equal in a
        // fixed-size stack).
        #expect(ideal.frames["a"] == rect(0, 0, 48.53125, 10))
        #expect(ideal.frames["t"] == rect(0, 15, 48.53125, 18.625))
    }

    @Test("Rule 7: layout priority is offered space first, lower priorities keep their minimum")
    func priority() throws {
        let view = HStack(spacing: 0) {
            Text("I forgot my password").font(size: 16).id("low")
            Text("I forgot my password").font(size: 16).layoutPriority(1).id("high")
        }
        let r = try layout(view, width: 200, height: 100)
        #expect(r.frames["high"]?.width == 169.4921875)
        #expect(try #require(r.frames["low"]).width <= 200 - 169.4921875)
    }

    @Test("Rule 7: the cross axis aligns children; the stack is as tall as the tallest")
    func crossAlignment() throws {
        let view = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("a")
            Color.red.frame(width: 10, height: 10).id("b")
        }.id("s")
        let r = try layout(view, width: 100, height: 100)
        #expect(r.frames["s"] == rect(0, 0, 20, 30))
        #expect(r.frames["b"] == rect(10, 20, 10, 10))
    }

    @Test("Rule 8: a ZStack is the union of its aligned children")
    func zstack() throws {
        let view = ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 20, height: 40).id("b")
        }.id("z")
        let r = try layout(view, width: 300, height: 300)
        #expect(r.frames["z"] == rect(0, 0, 50, 40))
        #expect(r.frames["a"] == rect(0, 0, 50, 20))
        #expect(r.frames["b"] == rect(30, 0, 20, 40))
    }

    @Test("Rule 9: background and overlay are offered the primary's size and do not change it")
    func backgroundOverlay() throws {
        let view = Text("Log in").font(size: 16).padding(6).id("p")
            .background(Color.blue.id("bg"))
            .overlay(alignment: .bottomLeading) { Color.red.frame(width: 5, height: 5).id("dot") }
            .id("all")
        let r = try layout(view, width: 300, height: 300)
        #expect(r.frames["all"] == rect(0, 0, 60.53125, 30.625))
        #expect(r.frames["bg"] == r.frames["p"])
        #expect(r.frames["dot"] == rect(0, 25.625, 5, 5))
    }

    @Test("Rule 10: a GeometryReader takes the proposal and places content top-leading")
    func geometryReader() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width / 2, height: proxy.frame(in: .named("root")).minY).id("half")
            }.id("reader")
        }.coordinateSpace(name: "root")
        let r = try layout(view, width: 200, height: 100)
        #expect(r.frames["reader"] == rect(0, 30, 200, 70))
        #expect(r.frames["half"] == rect(0, 30, 100, 30))
        #expect(
            try layout(GeometryReader { _ in Color.red }.id("g"), width: nil, height: nil).frames["g"]?.size
                == Size(width: 10, height: 10))
    }

    @Test("Rule 11: ViewThatFits picks the first child whose ideal size fits, else the last")
    func viewThatFits() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("I forgot my password").font(size: 16).id("long")
            Text("Log in").font(size: 16).id("short")
        }
        let wide = try layout(view, width: 200, height: 50)
        #expect(wide.frames["long"] != nil && wide.frames["short"] == nil)
        let narrow = try layout(view, width: 100, height: 50)
        #expect(narrow.frames["long"] == nil && narrow.frames["short"]?.width == 48.53125)
        let none = try layout(view, width: 10, height: 50)
        #expect(none.frames["short"] != nil)
    }

    @Test("Rule 12: a custom Layout sizes and places its subviews")
    func customLayout() throws {
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                subviews.reduce(CGSize.zero) {
                    let s = $1.sizeThatFits(.unspecified)
                    return CGSize(width: $0.width + s.width, height: $0.height + s.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                var p = bounds.origin
                for s in subviews {
                    let size = s.sizeThatFits(.unspecified)
                    s.place(at: p, proposal: .unspecified)
                    p = CGPoint(x: p.x + size.width, y: p.y + size.height)
                }
            }
        }
        let view = Diagonal {
            Color.red.frame(width: 10, height: 20).id("a")
            Color.red.frame(width: 30, height: 5).id("b")
        }.id("d")
        let r = try layout(view, width: 300, height: 300)
        #expect(r.frames["d"] == rect(0, 0, 40, 25))
        #expect(r.frames["b"] == rect(10, 20, 30, 5))
    }

    @Test("Grid: columns take the widest cell, rows the tallest, and a row spans the grid")
    func grid() throws {
        let view = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Text("User:").font(size: 16).id("u")
                Color.red.frame(width: 10, height: 30).id("x")
            }.id("row1")
            GridRow {
                Text("Password:").font(size: 16).id("p")
                Color.red.frame(width: 50, height: 10).id("y")
            }.id("row2")
        }.id("g")
        let r = try layout(view, width: 500, height: 500)
        #expect(r.frames["g"] == rect(0, 0, 81.125 + 4 + 50, 30 + 2 + 18.625))
        #expect(r.frames["u"] == rect((81.125 - 41.859375) / 2, (30 - 18.625) / 2, 41.859375, 18.625))
        #expect(r.frames["x"] == rect(85.125 + 20, 0, 10, 30))
        #expect(r.frames["y"] == rect(85.125, 32 + 4.3125, 50, 10))
        // A row spans the grid's width and its own height.
        #expect(r.frames["row1"] == rect(0, 0, 81.125 + 4 + 50, 30))
        #expect(r.frames["row2"] == rect(0, 32, 81.125 + 4 + 50, 18.625))
    }

    @Test("Grid: a row's observers and identifier see the row's frame, however many modifiers wrap it")
    func gridRowObserver() throws {
        let frames = Log<Rect>()
        let widths = Log<Double>()
        let view = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 10, height: 30)
                Color.red.frame(width: 20, height: 5)
            }
            GridRow {
                Color.red.frame(width: 50, height: 10)
            }
            .onGeometryChange(for: Rect.self, of: { $0.frame(in: .global) }) { frames.values.append($0) }
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { widths.values.append($0) }
            .id("row")
        }
        let r = try layout(view, width: 500, height: 500)
        // Columns 50 and 20 with 4 between; the second row starts below 30 + 2. The second
        // observer wraps the row in a passthrough node: still a row of the grid.
        #expect(frames.values == [rect(0, 32, 74, 10)])
        #expect(widths.values == [74])
        #expect(r.frames["row"] == rect(0, 32, 74, 10))
        #expect(r.size == Size(width: 74, height: 42))
    }
}
