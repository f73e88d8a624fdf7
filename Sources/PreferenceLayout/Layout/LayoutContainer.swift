import LayoutModel

/// `layout { content }`: the subviews of `content` laid out by `layout`.
public struct LayoutContainer<L: Layout, Content: View>: PrimitiveView, BuilderPrimitive {
    public var layout: L
    public var content: Content

    public func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        dispatch(visitor: &visitor)
    }

    func build(in builder: Builder) {
        let p = builder.nextPath()
        let engine = builder.engine
        let box = LayoutBox(layout, core: engine)
        let node = engine.node(.custom(box), path: p, children: builder.collectChildren(p, content))
        // A stack-like layout gives its spacers their axis, as a stack does.
        if let axis = box.stackOrientation {
            for child in node.children { engine.settleSpacer(in: child, axis) }
        }
        // Its guides are asked for as an alignment guide's are.
        if !box.isBuiltIn { engine.hasAlignmentGuides = true }
        builder.emit(node)
    }
}
