import LayoutModel

// Groups and lists: docs/ARCHITECTURE.md, "Layout rules", rules 13 and 22. A `Group` is no
// container: a modifier on it applies to each of its views where they stand in a list (a
// stack's children, a `ZStack`'s, a geometry reader's content). Where one view is expected (the
// root, a background's or overlay's view), a list stands in an implicit container (a `VStack` at
// the root, a centred `ZStack` in a background or overlay), and a modifier there whose content
// is a list applies to that container. Both are settled when the tree is built; whether content
// is a list is `TopLevelViewCount`'s answer.

extension Builder {
    /// Builds the content of a modifier. In a list (a container's children) that is each
    /// view of the content (rule 13: a modifier on a `Group` applies to each of its views).
    /// In a place for one view it is one node (see `single`), which the modifier then
    /// applies to: at the root, `Group { a; b }.padding()` pads the implicit `VStack`, as in
    /// SwiftUI.
    func each<V: View>(_ scopePath: UInt64, _ content: V) -> [Node] {
        guard implicitRoot != nil else { return collect(scopePath, content) }
        return [single(scopePath, content)]
    }

    /// Builds `content` in a place for one view whose implicit container is `kind` (a
    /// background's or overlay's view).
    func unary<V: View>(_ scopePath: UInt64, _ content: V, combinedAs kind: Node.Kind) -> Node {
        let saved = implicitRoot
        implicitRoot = kind
        let node = single(scopePath, content)
        implicitRoot = saved
        return node
    }

    /// Builds `content` into exactly one node: several views become a container of the kind
    /// implicit where the content stands (a vertical stack with automatic spacing in a list),
    /// none an empty node. In a place for one view, a list at the top of the content (a
    /// `Group` of several views, a `ForEach` of any length, whose length SwiftUI does not
    /// know beforehand) is built as a list (rule 22): its items are the implicit container's
    /// children, and a modifier on a `Group` among them applies to each of its views. (SwiftUI counts the views of the whole content, through a `Group` of one
    /// modified `Group`; this engine counts only the top list's items.)
    func single<V: View>(_ scopePath: UInt64, _ content: V) -> Node {
        var nodes: [Node]
        var isList = false
        if implicitRoot != nil {
            let top = TopLevelViewCount.counting(content)
            isList = top.count > 1 || top.hasDynamicList
        }
        if isList {
            nodes = collectChildren(scopePath, content)
        } else {
            nodes = collect(scopePath, content)
            if nodes.count == 1 { return nodes[0] }
        }
        if nodes.isEmpty && !isList { return engine.node(.empty, path: Builder.mix(scopePath, 0xE)) }
        let container = implicitRoot ?? .stack(axis: .vertical, crossAlignment: 0.5, spacing: nil)
        return engine.node(container, path: Builder.mix(scopePath, 0x5), children: nodes)
    }
}
