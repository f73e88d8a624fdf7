import Foundation
import LayoutModel

extension LayoutSubview {
    /// The subview's first text baseline from its top, for the package's relation layout on
    /// Linux (SwiftUI's `dimensions(in:)[.firstTextBaseline]`, which this vocabulary's
    /// guides do not have): a text's top inset plus its font's ascent (a text field's with
    /// the built-in face's proportions), seen through padding and the modifiers that keep
    /// their child's frame; nil when the subview shows no text there (a stack, a frame),
    /// which callers read as its bottom.
    package func firstTextBaseline() -> CGFloat? {
        var offset = 0.0
        var current: Node? = node
        while let n = current {
            switch n.kind {
            case .text(let content):
                let font = content.text.font
                let ascent = Double(font.face.ascender) * font.size / Double(font.face.unitsPerEm)
                return CGFloat(offset + content.decoration.insets.top + ascent)
            case .textField(_, let height):
                // One line of its font, which the node does not keep: the built-in face's
                // proportions of ascent to line height.
                let face = FontFace.dejaVuSans
                let line = Double(face.ascender - face.descender + face.lineGap)
                return CGFloat(offset + height * Double(face.ascender) / line)
            case .padding(let insets):
                offset += insets.top
                current = n.child
            case .passthrough, .background, .overlay:
                current = n.child
            case .custom(let box) where box is OffsetBox || box is AlignmentGuideBox:
                current = n.children.first
            default:
                return nil
            }
        }
        return nil
    }
}
