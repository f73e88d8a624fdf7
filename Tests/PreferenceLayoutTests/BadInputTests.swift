import Foundation
import Testing
import LayoutModel
@testable import PreferenceLayout

@Suite("Bad input: clamps and errors, never a crash")
struct BadInputTests {
    @Test("NaN, negative and infinite proposals are clamped")
    func proposals() throws {
        let r = try layout(Color.red.id("c"), width: .nan, height: -5)
        #expect(r.frames["c"]?.size == .zero)
        let inf = try layout(Color.red.frame(maxWidth: 50).id("c"), width: .infinity, height: 10)
        #expect(inf.frames["c"]?.size == Size(width: 50, height: 10))
    }

    @Test("Negative, NaN and infinite frame lengths and paddings are clamped")
    func modifiers() throws {
        let view = VStack(spacing: -3) {
            Color.red.frame(width: -10, height: .nan).id("a")
            Color.red.frame(width: .infinity, height: 5).id("b")
            Color.red.padding(-4).padding(.nan).padding(.infinity).id("c")
            Color.red.frame(minWidth: 30, maxWidth: 10).id("d")
            Color.red.frame(minWidth: .nan, idealWidth: -1, maxWidth: .nan).id("e")
            Spacer(minLength: -8).id("s")
        }
        let r = try layout(view, width: 100, height: 100)
        #expect(r.frames["a"]?.size == Size(width: 0, height: 0) || r.frames["a"]?.width == 0)
        #expect(r.frames["b"]?.width == 100)
        #expect(r.frames["c"]?.width == 100)
        #expect(r.frames["d"]?.width == 30)
        #expect(r.frames["e"]?.width == 100)
        for frame in r.frames.values {
            #expect(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite)
            #expect(frame.width >= 0 && frame.height >= 0)
        }
    }

    @Test("Empty strings, empty stacks and empty trees lay out as zero")
    func empties() throws {
        let r = try layout(VStack { Text("").id("t"); HStack {}.id("h") }.id("v"), width: 100, height: 100)
        #expect(r.frames["t"]?.size == .zero)
        #expect(r.frames["h"]?.size == .zero)
        #expect(try layout(EmptyView(), width: 10, height: 10).size == .zero)
    }

    @Test("An unknown identifier is a thrown error naming it; duplicates are diagnosed")
    func identifiers() throws {
        let r = try layout(HStack { Color.red.id("x"); Color.blue.id("x") }, width: 100, height: 10)
        #expect(throws: LayoutError.unknownIdentifier("nope")) { try r.frame(of: "nope") }
        #expect(try r.frame(of: "x").minX == 54)
        #expect(r.diagnostics.map(\.kind) == [.duplicateIdentifier])
    }

    @Test("A tree deeper than the limit is refused up front with a clear error")
    func tooDeep() throws {
        var view = AnyView(Color.red)
        for _ in 0..<300 { view = AnyView(view.padding(1)) }
        let engine = LayoutEngine(root: view, options: .init(maximumDepth: 100))
        #expect(throws: LayoutError.tooDeep(limit: 100)) { try engine.layout(in: Size(width: 10, height: 10)) }
        #expect(LayoutError.tooDeep(limit: 100).description.contains("100 levels"))
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
