import ConstraintLayout
import LayoutModel
import LayoutTestSupport
import PreferenceLayout
import Testing

/// Both engines' diagnostics for `view` at `proposal`, and their frames.
private func layOut<V: View>(_ view: V, _ proposal: ProposedSize) throws
    -> (
        preference: (frames: [String: Rect], diagnostics: [String]),
        constraint: (frames: [String: Rect], diagnostics: [String])
    )
{
    let preference = try PreferenceLayoutEngine(root: view).layout(proposal: proposal)
    let constraint = try ConstraintLayoutEngine(root: view).layout(proposal: proposal)
    return ((preference.frames, preference.diagnostics.map(\.message)), (constraint.frames, constraint.diagnostics))
}

@Suite("Non-finite values never leave an engine silently")
struct NonFiniteValueTests {
    @Test("A font of 10^308 puts a text at infinity: both engines name the view")
    func hugeFont() throws {
        let view = VStack {
            Text("hello").font(size: 1e308).id("a")
            Text("b").id("b")
        }
        let (preference, constraint) = try layOut(view, ProposedSize(width: 300, height: nil))
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            let width = try #require(result.frames["a"]?.width)
            #expect(width == .infinity, "\(engine)")
            let said = result.diagnostics.filter { $0.hasPrefix("non-finite frame: ") }
            #expect(said.count == 1, "\(engine): \(result.diagnostics)")
            #expect(said.first?.contains("the view 'a' at (") == true, "\(engine): \(said)")
            #expect(said.first?.contains("the view 'b' at (") == true, "\(engine): \(said)")
        }
        // The preference engine's kind says so too.
        let kinds = try PreferenceLayoutEngine(root: view).layout(in: Size(width: 300, height: .infinity)).diagnostics
            .map(\.kind)
        #expect(kinds.contains(.nonFiniteFrame))
    }

    @Test("A font size that is no size is 0 where it is made, and both engines say where it was given")
    func clampedFonts() throws {
        #expect(Font(size: -4) == Font(size: 0) && Font(size: .nan).hashValue == Font(size: 0).hashValue)
        #expect(Font(size: .nan).size == 0 && Font(size: 12).clampedFrom == nil)
        var font = Font(size: 12)
        font.size = -.infinity
        #expect(font.size == 0 && font.clampedFrom == -.infinity)
        let view = VStack {
            Text("on the text").font(size: .nan).id("a")
            HStack { Text("by a modifier") }.font(size: -4).id("b")
            Text("fine").font(size: 12).id("c")
        }
        let (preference, constraint) = try layOut(view, ProposedSize(width: 300, height: nil))
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            #expect(result.frames["a"]?.size == Size(width: 0, height: 0), "\(engine)")
            #expect(result.frames["b"]?.size == Size(width: 0, height: 0), "\(engine)")
            #expect(result.frames["c"]?.width ?? 0 > 0, "\(engine)")
            let fonts = result.diagnostics.filter { $0.hasPrefix("font(") }
            #expect(
                fonts == [
                    "font(size: NaN): not a finite size of 0 or more; 0 is used, which measures every text 0 × 0 (the view 'a')",
                    "font(size: -4.0): not a finite size of 0 or more; 0 is used, which measures every text 0 × 0 (the view 'b')"
                ], "\(engine): \(result.diagnostics)")
        }
    }

    @Test("A line limit below 1 keeps one line, and both engines say where it was given")
    func clampedLineLimits() throws {
        let long = "I forgot my password again and again"
        let view = VStack {
            Text(long).lineLimit(0).id("a")
            HStack { Text(long) }.lineLimit(-3).id("b")
        }
        let (preference, constraint) = try layOut(view, ProposedSize(width: 100, height: nil))
        let oneLine = TextMeasurement.layout(long, font: Font(), width: 100, lineLimit: 1)
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            #expect(result.frames["a"]?.height == oneLine.height, "\(engine)")
            #expect(result.frames["b"]?.height == oneLine.height, "\(engine)")
            #expect(
                result.diagnostics == [
                    "lineLimit(0): not a line count of 1 or more; 1 is used (the view 'a')",
                    "lineLimit(-3): not a line count of 1 or more; 1 is used (the view 'b')"
                ], "\(engine)")
        }
    }

    @Test("Two lengths near 10^308 that add up to infinity: both engines name the stack and the root")
    func overflowingSum() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1e308).id("a")
            Color.blue.frame(width: 1e308).id("b")
        }
        .id("row")
        let (preference, constraint) = try layOut(view, ProposedSize(width: nil, height: 10))
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            #expect(result.frames["row"] == Rect(x: 0, y: 0, width: .infinity, height: 10), "\(engine)")
            #expect(result.frames["b"] == Rect(x: 1e308, y: 0, width: 1e308, height: 10), "\(engine)")
            let said = try #require(result.diagnostics.first { $0.hasPrefix("non-finite frame: ") }, "\(engine)")
            #expect(
                said.hasPrefix(
                    "non-finite frame: the view 'row' at (0.0, 0.0) infinity × 10.0, the root at (0.0, 0.0) infinity × 10.0; "
                ),
                "\(engine): \(said)")
        }
    }

    @Test("An infinity on an axis offered infinity is what was asked for; a NaN never is")
    func infiniteProposal() throws {
        let colour = Color.red.id("c")
        let (preference, constraint) = try layOut(colour, ProposedSize(width: .infinity, height: 10))
        for result in [preference, constraint] {
            #expect(result.frames["c"] == Rect(x: 0, y: 0, width: .infinity, height: 10))
            #expect(!result.diagnostics.contains { $0.hasPrefix("non-finite frame") })
        }
        // An infinite colour centred in an infinite width: infinity minus infinity.
        let centred = ZStack {
            Color.red.frame(maxWidth: .infinity).id("wide")
            Text("x")
        }
        let (p, c) = try layOut(centred, ProposedSize(width: .infinity, height: 100))
        for result in [p, c] {
            #expect(result.frames["wide"]?.minX.isNaN == true)
            #expect(result.diagnostics.contains { $0.hasPrefix("non-finite frame: the view 'wide' at (NaN, ") })
        }
    }

    @Test("An alignment guide answering NaN or infinity keeps the default line, and both engines say so")
    func guideClosures() throws {
        for answer in [Double.nan, .infinity, -.infinity] {
            let view = VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in answer }.id("guided")
                Color.blue.frame(width: 40, height: 10).id("plain")
            }
            let (preference, constraint) = try layOut(view, ProposedSize(width: 100, height: nil))
            let described = answer.isNaN ? "NaN" : answer > 0 ? "infinity" : "-infinity"
            for (engine, result) in [("preference", preference), ("constraint", constraint)] {
                // As if there were no guide: both leading, one above the other.
                #expect(result.frames["guided"] == Rect(x: 0, y: 0, width: 20, height: 10), "\(engine)")
                #expect(result.frames["plain"] == Rect(x: 0, y: 18, width: 40, height: 10), "\(engine)")
                #expect(
                    result.diagnostics.contains(
                        "alignmentGuide(.leading): the closure returned \(described); the default line is used (the view 'guided')"
                    ),
                    "\(engine): \(result.diagnostics)")
                #expect(!result.diagnostics.contains { $0.hasPrefix("non-finite frame") }, "\(engine)")
            }
        }
    }

    @Test("Offsets that overflow one way round and not the other: every frame is summed from the root down")
    func sumsFromTheRootDown() throws {
        // From the root: -1e308 + 1e308 + 1e308 is 1e308; from the leaf up it would be infinite.
        let view = Color.red.frame(width: 10, height: 10).id("leaf").offset(x: 1e308).offset(x: 1e308).offset(x: -1e308)
        let (preference, constraint) = try layOut(view, ProposedSize(width: 100, height: 100))
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            #expect(result.frames["leaf"] == Rect(x: 1e308, y: 0, width: 10, height: 10), "\(engine)")
            #expect(result.diagnostics.isEmpty, "\(engine): \(result.diagnostics)")
        }
        let one = try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 100, height: 100))
        #expect(one.frame(of: "leaf") == one.frames["leaf"])
    }

    @Test("A finite guide too large for a double puts the view at infinity, and both engines say so")
    func hugeGuide() throws {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -1e308 }.id("a")
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 1e308 }.id("b")
        }
        let (preference, constraint) = try layOut(view, ProposedSize(width: 100, height: nil))
        for (engine, result) in [("preference", preference), ("constraint", constraint)] {
            #expect(
                result.diagnostics.contains { $0.hasPrefix("non-finite frame: ") }, "\(engine): \(result.diagnostics)")
        }
    }

    @Test("A grid's negative spacing overlaps its cells in both engines, as a stack's does")
    func negativeGridSpacing() throws {
        // Columns 30 and 40 wide, rows 10 and 12 tall, 5 and 3 points overlapping; cells centred.
        let grid = Grid(horizontalSpacing: -5, verticalSpacing: -3) {
            GridRow {
                Color.red.frame(width: 20, height: 10).id("a")
                Color.red.frame(width: 40, height: 10).id("b")
            }
            GridRow {
                Color.red.frame(width: 30, height: 12).id("c")
                Color.red.frame(width: 10, height: 12).id("d")
            }
        }
        .id("grid")
        let expected: [String: Rect] = [
            "grid": Rect(x: 0, y: 0, width: 65, height: 19),
            "a": Rect(x: 5, y: 0, width: 20, height: 10), "b": Rect(x: 25, y: 0, width: 40, height: 10),
            "c": Rect(x: 0, y: 7, width: 30, height: 12), "d": Rect(x: 40, y: 7, width: 10, height: 12)
        ]
        for proposal in [ProposedSize(width: nil, height: nil), ProposedSize(width: 500, height: 500)] {
            let (preference, constraint) = try layOut(grid, proposal)
            #expect(preference.frames == expected, "preference at \(proposal)")
            #expect(constraint.frames == expected, "constraint at \(proposal)")
            #expect(preference.diagnostics.isEmpty && constraint.diagnostics.isEmpty)
        }
        // Spacing far below the columns' widths: the grid's width is negative, the same in both.
        let overlapping = Grid(horizontalSpacing: -1_000) {
            GridRow {
                Color.red.frame(width: 10).id("x")
                Color.red.frame(width: 10).id("y")
            }
        }.id("g")
        let (p, c) = try layOut(overlapping, ProposedSize(width: nil, height: 10))
        #expect(p.frames["y"] == Rect(x: -990, y: 0, width: 10, height: 10))
        #expect(p.frames == c.frames)
    }
}
