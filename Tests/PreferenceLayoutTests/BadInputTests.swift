import Foundation
import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Bad input: clamps and errors, never a crash")
struct BadInputTests {
    @Test("NaN and negative proposals are clamped to 0 and reported; infinite ones stay")
    func proposals() throws {
        let r = try layout(Color.red.id("c"), width: .nan, height: -5)
        #expect(r.frames["c"]?.size == .zero)
        #expect(r.diagnostics.map(\.kind) == [.invalidValue])
        #expect(r.diagnostics.first?.subject == "proposal")
        let inf = try layout(Color.red.frame(maxWidth: 50).id("c"), width: .infinity, height: 10)
        #expect(inf.frames["c"]?.size == Size(width: 50, height: 10))
    }

    @Test("Frame lengths SwiftUI rejects are dropped and reported, naming the view")
    func frameLengths() throws {
        // SwiftUI drops a negative or non-finite fixed-frame length ("Invalid frame
        // dimension"): the frame then follows its child on that axis.
        let r = try layout(Color.red.frame(width: -10, height: .nan).id("a"), width: 100, height: 80)
        #expect(r.frames["a"] == rect(0, 0, 100, 80))
        // One diagnostic per modifier, worded as the constraint engine words it.
        let messages = r.diagnostics.filter { $0.kind == .invalidValue }.map(\.message)
        #expect(
            messages == [
                "frame(width: -10.0, height: NaN): width -10.0 and height NaN are not lengths of 0 or more; "
                    + "the frame follows its child there (the view 'a')"
            ])
        let b = try layout(Color.red.frame(width: .infinity, height: 5).id("b"), width: 100, height: 80)
        #expect(b.frames["b"] == rect(0, 0, 100, 5))
        #expect(b.diagnostics.count == 1)
    }

    @Test("Flexible frames: NaN is dropped and reported, contradictions normalised and reported")
    func flexibleFrameValues() throws {
        // min 30 > max 10 without an ideal stays so (SwiftUI raises a maximum only to the
        // ideal): the child is offered the proposal clamped, min(max(30, 100), 10) = 10, and
        // the frame follows the child, 10.
        let d = try layout(Color.red.frame(minWidth: 30, maxWidth: 10).id("d"), width: 100, height: 10)
        #expect(d.frames["d"]?.width == 10)
        #expect(d.diagnostics.map(\.kind) == [.contradictoryFrame])
        #expect(d.diagnostics.first?.subject == "frame(minWidth: 30.0, maxWidth: 10.0) of 'd'")
        // NaN min and max are dropped; the ideal −1 becomes 0 and counts only under nil.
        let e = try layout(
            Color.red.frame(minWidth: .nan, idealWidth: -1, maxWidth: .nan).id("e"), width: 100, height: 10)
        #expect(e.frames["e"]?.width == 100)
        #expect(
            e.diagnostics.filter { $0.kind == .invalidValue }.map(\.message)
                == [
                    "frame(minWidth: NaN, idealWidth: -1.0, maxWidth: NaN): minWidth NaN and maxWidth NaN are not usable "
                        + "lengths; the frame ignores them (the view 'e')"
                ])
        let ideal = try layout(
            Color.red.frame(minWidth: .nan, idealWidth: -1, maxWidth: .nan).id("e"), width: nil, height: 10)
        #expect(ideal.frames["e"]?.width == 0)
    }

    @Test("Negative padding shrinks the view; NaN and infinite padding are 0 and reported")
    func padding() throws {
        // SwiftUI: the child is offered the proposal minus the insets (100 + 8) and the view is
        // the child's size plus the insets (108 − 8): the child overflows by 4 on each side.
        let r = try layout(Color.red.id("in").padding(-4).id("c"), width: 100, height: 100)
        #expect(r.frames["c"] == rect(0, 0, 100, 100))
        #expect(r.frames["in"] == rect(-4, -4, 108, 108))
        #expect(r.diagnostics.isEmpty)
        // Under nil the colour is 10: 10 − 2 × 20 is below 0, so the view is 0.
        let small = try layout(Color.red.padding(-20).id("c"), width: nil, height: nil)
        #expect(small.frames["c"]?.size == .zero)
        let bad = try layout(Color.red.padding(.nan).padding(.infinity).id("c"), width: 100, height: 100)
        #expect(bad.frames["c"] == rect(0, 0, 100, 100))
        #expect(bad.diagnostics.filter { $0.kind == .invalidValue }.count == 2)
    }

    @Test("Spacer lengths and stack spacings SwiftUI does not define are reported")
    func otherLengths() throws {
        let r = try layout(
            VStack(spacing: .nan) {
                Spacer(minLength: -8).id("s")
                Text("a").font(size: .infinity).id("t")
            }.id("v"), width: 100, height: nil)
        #expect(r.frames["s"]?.height == 0)
        #expect(r.frames["t"]?.size == .zero)
        let subjects = r.diagnostics.map(\.subject)
        #expect(subjects.contains("VStack(spacing: NaN) of 'v'"))
        #expect(subjects.contains("Spacer(minLength: -8.0) of 's'"))
        // (An infinite font size is clamped to 0 where the font is made, in LayoutModel.)
        // Negative spacing is SwiftUI's: the children overlap.
        let overlap = try layout(
            HStack(spacing: -5) {
                Color.red.frame(width: 20).id("a")
                Color.red.frame(width: 20).id("b")
            },
            width: nil, height: 10)
        #expect(overlap.frames["b"]?.minX == 15)
        #expect(overlap.diagnostics.isEmpty)
        for frame in r.frames.values {
            #expect(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }

    @Test("Empty strings, empty stacks and empty trees lay out as zero")
    func empties() throws {
        let r = try layout(
            VStack {
                Text("").id("t")
                HStack {}.id("h")
            }.id("v"), width: 100, height: 100)
        #expect(r.frames["t"]?.size == .zero)
        #expect(r.frames["h"]?.size == .zero)
        #expect(try layout(EmptyView(), width: 10, height: 10).size == .zero)
    }

    @Test("An unknown identifier is a thrown error naming it; duplicates are diagnosed")
    func identifiers() throws {
        let r = try layout(
            HStack {
                Color.red.id("x")
                Color.blue.id("x")
            }, width: 100, height: 10)
        #expect(throws: PreferenceLayoutError.unknownIdentifier("nope")) { try r.frame(of: "nope") }
        #expect(try r.frame(of: "x").minX == 54)
        #expect(r.diagnostics.map(\.kind) == [.duplicateIdentifier])
    }

    @Test("A custom layout answering NaN or a negative length is 0 there, and said")
    func customLayoutSize() throws {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: Double.nan, height: -7)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let r = try layout(Broken { Color.red }.id("b"), width: 100, height: 100)
        #expect(r.frames["b"] == rect(0, 0, 0, 0))
        #expect(
            r.diagnostics.map(\.message)
                == [
                    "Broken.sizeThatFits: answered width NaN and height -7.0, not a length of 0 or more; 0 is used (the view 'b')"
                ])
    }

    @Test("A tree deeper than the limit is refused up front with a clear error")
    func tooDeep() throws {
        var view = AnyView(Color.red)
        for _ in 0..<300 { view = AnyView(view.padding(1)) }
        let engine = PreferenceLayoutEngine(root: view, options: .init(maximumDepth: 100))
        #expect(throws: PreferenceLayoutError.tooDeep(limit: 100)) {
            try engine.layout(in: Size(width: 10, height: 10))
        }
        #expect(PreferenceLayoutError.tooDeep(limit: 100).description.contains("100 levels"))
    }
}

@Suite("Text sizes remembered between layouts")
struct TextSizeCacheTests {
    @Test("The same long string at other widths, and a changed copy of it, are measured anew")
    func keyedByWidthAndContent() throws {
        var long = Array(repeating: "password", count: 12).joined(separator: " ")
        let font = Font(size: 16)
        for width in [100.0, 250, 100] {
            let r = try layout(Text(long).font(size: 16).id("t"), width: width, height: nil)
            let expected = TextMeasurement.layout(long, font: font, width: width, lineLimit: nil)
            #expect(r.frames["t"]?.size == Size(width: expected.width, height: expected.height))
        }
        long += " password password"
        let r = try layout(Text(long).font(size: 16).id("t"), width: 100, height: nil)
        let expected = TextMeasurement.layout(long, font: font, width: 100, lineLimit: nil)
        #expect(r.frames["t"]?.height == expected.height)
    }
}
