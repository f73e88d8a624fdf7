import LayoutModel

// `Divider`: docs/ARCHITECTURE.md, "Layout modifiers and views" (OpenSwiftUI's plain divider
// style). A colour framed to `Divider.thickness` across the enclosing stack's axis: in an
// `HStack` or `LazyHStack` 1 wide and as tall as offered, elsewhere 1 tall and as wide as
// offered. It is compiled to that frame around a shape, so no layout rule of its own sizes it.
extension TreeCompiler {
    /// SwiftUI's divider: a colour framed to the thickness across the enclosing stack's axis
    /// (a horizontal line outside an `HStack`).
    mutating func visitDivider(_ divider: Divider) {
        let line = add(.shape)
        let vertical = stackAxis == .horizontal
        emit(
            add(
                .frame(
                    width: vertical ? Divider.thickness : nil, height: vertical ? nil : Divider.thickness,
                    alignment: .center), children: line))
    }
}
