import LayoutModel

/// The subviews of a custom ``Layout``, in order, as SwiftUI's `LayoutSubviews`.
///
/// A range or a selection of indices is again a `LayoutSubviews`, indexed from 0; each of its
/// subviews is still the container's, placed as such.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    /// The container node whose children these are (it holds the layout, whose cache may
    /// hold these: not retained).
    unowned let container: Node
    /// The subviews' nodes.
    let nodes: [Node]
    /// Each subview's index among the container's children.
    let positions: [Int]
    unowned let core: EngineCore

    /// The direction of the horizontal axis: always left to right in this engine.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// Every child of `container`.
    init(of container: Node, _ core: EngineCore) {
        self.container = container
        nodes = container.children
        positions = Array(container.children.indices)
        self.core = core
    }

    private init(container: Node, nodes: [Node], positions: [Int], core: EngineCore) {
        self.container = container
        self.nodes = nodes
        self.positions = positions
        self.core = core
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], position: positions[index], container: container, core: core)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        self[Array(bounds)]
    }

    /// The subviews at `indices`, in that order. `subviews[1...]` comes here too: a partial
    /// range is taken up to the last subview, not as the endless sequence it also is.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let from = indices as? PartialRangeFrom<Int> { return self[from.relative(to: self)] }
        var selected: [Node] = []
        var selectedPositions: [Int] = []
        for i in indices {
            selected.append(nodes[i])
            selectedPositions.append(positions[i])
        }
        var subset = LayoutSubviews(container: container, nodes: selected, positions: selectedPositions, core: core)
        subset.layoutDirection = layoutDirection
        return subset
    }

    /// Whether these are all the container's children, in order.
    var isWhole: Bool { nodes.count == container.children.count && positions.elementsEqual(nodes.indices) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.container === rhs.container && lhs.positions == rhs.positions
            && lhs.nodes.elementsEqual(rhs.nodes, by: ===) && lhs.layoutDirection == rhs.layoutDirection
    }
}
