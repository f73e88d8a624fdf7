import LayoutModel

/// The nodes a view emitted and the fields each carried then (what enclosing modifiers set on
/// them).
struct RecordOutputs {
    private var nodes: [Node] = []
    private var fields: [Node.Fields] = []

    init() {}

    var count: Int { nodes.count }

    /// Replaces the outputs by `siblings[start...]` with the fields they carry now.
    ///
    /// - Returns: whether they are the same nodes as before with matching fields (what an
    ///   in-place evaluation must reproduce).
    mutating func replace(with siblings: [Node], from start: Int) -> Bool {
        let newNodes = Array(siblings[start...])
        let newFields = newNodes.map(\.fields)
        let same =
            newNodes.count == nodes.count
            && zip(newNodes, nodes).allSatisfy { $0 === $1 }
            && zip(newFields, fields).allSatisfy { $0.matches($1) }
        nodes = newNodes
        fields = newFields
        return same
    }

    /// Takes the fields the nodes carry now off them: an evaluation in place clears them
    /// anyway when it makes the nodes again.
    func takeFields() -> [Node.Fields] {
        nodes.map { node in
            let taken = node.fields
            node.fields = Node.Fields(priority: taken.priority)
            return taken
        }
    }

    /// Puts fields taken by `takeFields()` back on the nodes.
    func restoreFields(_ taken: [Node.Fields]) {
        for (node, fields) in zip(nodes, taken) {
            node.fields = fields
            // Their parents were not made again: an effect that appeared below must reach them.
            node.propagatePlacementMatters()
        }
    }

    /// Puts the recorded fields back on the nodes and appends the nodes to `siblings`.
    func restoreFields(appendingTo siblings: inout [Node]) {
        for (node, fields) in zip(nodes, fields) { node.fields = fields }
        siblings.append(contentsOf: nodes)
    }

    /// Marks the nodes as having kept their caches in this build (their view was kept), so
    /// that their parents, made again, keep theirs; a change below them invalidates them and
    /// their ancestors after the evaluation.
    func markKept() {
        for node in nodes { node.isClean = true }
    }
}

extension Node {
    /// What enclosing modifiers set on a node after its view emitted it.
    struct Fields {
        var identifier: String?
        var extra: Extra?
        var priority = 0.0

        /// Equal as far as an evaluation decides them (extras are new objects each time, so
        /// only their presence is compared).
        func matches(_ other: Fields) -> Bool {
            identifier == other.identifier && (extra == nil) == (other.extra == nil) && priority == other.priority
        }
    }

    var fields: Fields {
        get { Fields(identifier: identifier, extra: extra, priority: priority) }
        set {
            identifier = newValue.identifier
            extra = newValue.extra
            priority = newValue.priority
        }
    }
}
