import LayoutModel
import Testing

@testable import PreferenceLayout

@Suite("Golden examples from SwiftUI's published behaviour")
struct GoldenTests {
    @Test("Three rectangles in a 300 × 100 frame are 100 × 100 each")
    func threeRectangles() throws {
        let view = HStack(spacing: 0) {
            Rectangle().id("a")
            Rectangle().id("b")
            Rectangle().id("c")
        }.frame(width: 300, height: 100)
        let r = try layout(view)
        #expect(r.frames["a"] == rect(0, 0, 100, 100))
        #expect(r.frames["b"] == rect(100, 0, 100, 100))
        #expect(r.frames["c"] == rect(200, 0, 100, 100))
        #expect(r.size == Size(width: 300, height: 100))
    }

    @Test("maxWidth 100 and minWidth 100 in 150 give 75 and 100, the stack overflows to 175")
    func flexibleFramesOverflow() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("max")
            Rectangle().frame(minWidth: 100).id("min")
        }.id("stack").frame(width: 150, height: 50)
        let r = try layout(view)
        #expect(r.frames["max"]?.width == 75)
        #expect(r.frames["min"]?.width == 100)
        #expect(r.frames["stack"] == rect(-12.5, 0, 175, 50))
        #expect(r.frames["max"]?.minX == -12.5)
        #expect(r.frames["min"]?.minX == 62.5)
    }

    @Test("A spacer between two 50-wide colours in 300 is 200 wide")
    func spacer() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50).id("l")
            Spacer().id("s")
            Color.red.frame(width: 50).id("r")
        }
        let r = try layout(view, width: 300, height: 100)
        #expect(r.frames["s"]?.width == 200)
        #expect(r.frames["s"]?.minX == 50)
        #expect(r.frames["r"] == rect(250, 0, 50, 100))
    }

    @Test("fixedSize gives a rectangle 10 × 10, or its ideal 100 × 40")
    func fixedSize() throws {
        let a = try layout(Rectangle().fixedSize().id("r"), width: 300, height: 300)
        #expect(a.frames["r"]?.size == Size(width: 10, height: 10))
        let b = try layout(
            Rectangle().frame(idealWidth: 100, idealHeight: 40).fixedSize().id("r"), width: 300, height: 300)
        #expect(b.frames["r"]?.size == Size(width: 100, height: 40))
    }
}
