import Cassowary
import LayoutModel

/// A view tree as the constraint engine keeps it: nodes by index, the texts they show, and the
/// relations among them (groups of views sharing a length, and grid lines).
struct CompiledTree {
    var nodes: [LayoutNode] = []
    /// Children of every node, each node's as one contiguous slice.
    var childList: [Int] = []
    var root = 0
    /// The deepest level of views the compiler visited: what sizing and placement recurse
    /// through at most.
    var depth = 0
    var texts: [TextItem] = []
    var flexibleFrames: [FlexibleFrameModifier] = []
    /// The alignment guides of `.alignmentGuide` nodes.
    var alignmentGuides: [AlignmentGuideModifier] = []
    var members: [RelationMember] = []
    var groups: [RelationGroup] = []
    var grids: [GridSpec] = []
    /// Identifiers in the order they were written (innermost first along a chain).
    var identifiers: [(String, Int)] = []
    /// Bad or contradictory values found while compiling: the node, the types on its path and
    /// the value (named by ``diagnostics``).
    var notes: [(node: Int, path: String, bad: BadValue)] = []
    /// Each group's index by name and axis (see `addGroup`).
    var groupIndex: [RelationGroupKey: Int] = [:]

    func children(of node: Int) -> ArraySlice<Int> {
        let parent = nodes[node]
        return childList[Int(parent.childStart)..<Int(parent.childStart + parent.childCount)]
    }

    func child(of node: Int) -> Int { childList[Int(nodes[node].childStart)] }

    /// The notes, each naming its view by the nearest identifier at or above it (else by its
    /// path of types from the root).
    var diagnostics: [String] {
        guard !notes.isEmpty else { return [] }
        let names = identifierNames
        return notes.map { note in note.bad.message(naming: viewName(note.node, names) ?? note.path) }
    }

    /// Each identified node's first identifier.
    var identifierNames: [Int: String] {
        var names: [Int: String] = [:]
        for (name, node) in identifiers where names[node] == nil { names[node] = name }
        return names
    }

    /// `node` named by the nearest identifier at or above it (`names`: ``identifierNames``), nil
    /// when none is.
    func viewName(_ node: Int, _ names: [Int: String]) -> String? {
        var node = node
        while node >= 0, names[node] == nil { node = Int(nodes[node].parent) }
        return node >= 0 ? "the view '\(names[node]!)'" : nil
    }
}
