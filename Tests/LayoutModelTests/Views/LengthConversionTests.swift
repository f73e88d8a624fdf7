import Foundation
import LayoutModel
import Testing

@Suite("Lengths of other floating-point types")
struct LengthConversionTests {
    @Test("Optional CGFloat and Float lengths reach frame and padding as Double")
    func optionalLengths() {
        let labelWidth: CGFloat? = 81.125
        let none: CGFloat? = nil
        let height: Float? = 18.5
        #expect(visits(Text("a").frame(width: labelWidth, alignment: .trailing)) == ["frame 81.125", "text a"])
        #expect(visits(Text("a").frame(width: none)) == ["frame -1.0", "text a"])
        #expect(appearances(Text("a").frame(height: height)) == ["frame nil 18.5", "text a"])
        #expect(visits(Text("a").frame(maxWidth: labelWidth)) == ["flex 81.125", "text a"])
        var reader = AppearanceReader()
        Text("a").padding(.horizontal, labelWidth).accept(&reader)
        #expect(reader.log == ["padding", "text a"])
        let padded = Text("a").padding(.horizontal, labelWidth)
        #expect(padded.modifier.insets == EdgeInsets(top: 0, leading: 81.125, bottom: 0, trailing: 81.125))
    }

    @Test("Literals, Doubles and plain CGFloats keep the Double forms")
    func plainLengths() {
        let width: CGFloat = 480
        let height: Double = 28
        // A plain CGFloat converts to Double by itself (SE-0307), also on Linux.
        let bubble = Text("a").frame(width: width, height: height)
        #expect(bubble.modifier == FrameModifier(width: 480, height: 28, alignment: .center))
        #expect(Text("a").frame(width: 480).modifier.width == 480)
        #expect(Text("a").frame(maxWidth: .infinity).modifier.maxWidth == .infinity)
        #expect(Text("a").padding(width).modifier.insets.leading == 480)
    }
}
