import LayoutModel

/// The nodes of one kind of build (the evaluation of a pass, or the geometry readers' content
/// built during its placement), in creation order, and the previous build's, to reuse.
///
/// Every build creates nodes in a deterministic order. A node about to be created is matched
/// with the next previous one, and reused when path and kind agree. When the structure
/// changed the order stops agreeing, and the rest of the previous build is looked up by
/// (path, kind) instead.
struct NodeList {
    var previous: [Node] = []
    var built: [Node] = []
    /// The next previous node expected while the structure agrees.
    var cursor = 0
    /// The previous build's unmatched nodes, once the structure disagreed.
    var index: [ReuseKey: Node]?

    /// What reconciliation matches a node on: its view position and its kind.
    struct ReuseKey: Hashable {
        var path: UInt64
        var tag: UInt8
    }

    /// Starts a build: the nodes built so far become the previous build.
    mutating func begin() {
        swap(&previous, &built)
        built.removeAll(keepingCapacity: true)
        cursor = 0
        index = nil
    }

    /// The node `take(tag:path:)` would return, left in place.
    mutating func peek(tag: UInt8, path: UInt64) -> Node? {
        if index == nil {
            guard cursor < previous.count else { return nil }
            let next = previous[cursor]
            if next.path == path && next.kind.tag == tag { return next }
            indexRemaining()
        }
        return index?[ReuseKey(path: path, tag: tag)]
    }

    /// The previous build's node for (path, kind), removed from further matching.
    mutating func take(tag: UInt8, path: UInt64) -> Node? {
        if index == nil {
            guard cursor < previous.count else { return nil }
            let next = previous[cursor]
            if next.path == path && next.kind.tag == tag {
                cursor += 1
                return next
            }
            indexRemaining()
        }
        return index?.removeValue(forKey: ReuseKey(path: path, tag: tag))
    }

    /// Appends nodes built earlier as if built again (`nodes` in creation order), stepping
    /// over them in the previous build when they are next: a reader's kept content stays
    /// where the next build reconciles it.
    ///
    /// - Complexity: O(nodes).
    mutating func keep(_ nodes: [Node]) {
        built.append(contentsOf: nodes)
        guard index == nil, let first = nodes.first, cursor + nodes.count <= previous.count,
            previous[cursor] === first, previous[cursor + nodes.count - 1] === nodes.last!
        else { return }
        cursor += nodes.count
    }

    /// The structure stopped agreeing with the previous build: from here on, previous nodes
    /// are found by (path, kind).
    ///
    /// - Complexity: O(previous nodes left), once per build.
    private mutating func indexRemaining() {
        var index: [ReuseKey: Node] = [:]
        index.reserveCapacity(previous.count - cursor)
        for old in previous[cursor...] {
            let key = ReuseKey(path: old.path, tag: old.kind.tag)
            if index[key] == nil { index[key] = old }
        }
        self.index = index
    }
}
