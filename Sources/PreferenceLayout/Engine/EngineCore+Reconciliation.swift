import LayoutModel

// Persistent nodes. Every build (the evaluation of a pass, and the geometry readers' content
// built during its placement) creates nodes in a deterministic order. The nodes of the
// previous build are kept in that order; a node about to be created is matched with the next
// previous one, and reused when path and kind agree. When the structure changed the order
// stops agreeing, and the rest of the previous build is looked up by (path, kind) instead.
//
// A reused node keeps its caches only when its size inputs are equal and its children are the
// same reused nodes, themselves clean; since children are created before their parent, a
// change anywhere clears the caches of the changed node and of its ancestors, and nothing else.

extension EngineCore {
    struct ReuseKey: Hashable {
        var path: UInt64
        var tag: UInt8
    }

    /// Starts a build: the nodes built so far become the previous build.
    func beginBuild() {
        swap(&previousNodes, &builtNodes)
        builtNodes.removeAll(keepingCapacity: true)
        reuseCursor = 0
        reuseIndex = nil
    }

    /// A node of `kind` for the view position `path`: the previous build's node at that
    /// position when there is one (its caches kept if nothing it depends on changed), else a
    /// new one.
    ///
    /// - Complexity: O(children) while the structure agrees with the previous build; the
    ///   first disagreement of a build indexes the previous build's remaining nodes once.
    func node(_ kind: Node.Kind, path: UInt64, children: [Node] = [], child: Node? = nil,
              secondary: Node? = nil) -> Node {
        settleSpacers(children, child, secondary, for: kind)
        let node: Node
        if let old = previousNode(tag: kind.tag, path: path) {
            let clean: Bool
            if case .geometryReader = kind {
                // Rule 10: the reader's size is the proposal; its content is built at placement.
                clean = true
            } else {
                clean = kind.hasSameSizeInputs(as: old.kind) && old.hasSameCleanChildren(children, child, secondary)
            }
            if case .spacer(let m, _) = kind, case .spacer(_, let axis) = old.kind {
                old.kind = .spacer(minLength: m, axis: axis)  // the parent settles the axis
            } else {
                old.kind = kind
            }
            old.children = children
            old.child = child
            old.secondary = secondary
            old.extra = nil
            old.identifier = nil
            old.previousPriority = old.priority
            old.priority = 0
            if clean { old.isClean = true } else { old.invalidate() }
            node = old
        } else {
            node = Node(kind, path: path, children: children, child: child, secondary: secondary)
        }
        builtNodes.append(node)
        return node
    }

    /// A text node: the previous build's text content is kept, measurements included, when
    /// string, font and line limit are unchanged.
    func textNode(_ string: String, font: Font, lineLimit: Int?, path: UInt64) -> Node {
        if let old = peekPreviousNode(tag: 1, path: path), case .text(let content) = old.kind,
           content.hasInputs(string, font: font, lineLimit: lineLimit) {
            return node(old.kind, path: path)
        }
        return node(.text(TextContent(string, font: font, lineLimit: lineLimit)), path: path)
    }

    /// The node `previousNode(tag:path:)` would return, left in place.
    private func peekPreviousNode(tag: UInt8, path: UInt64) -> Node? {
        if reuseIndex == nil {
            guard reuseCursor < previousNodes.count else { return nil }
            let old = previousNodes[reuseCursor]
            if old.path == path && old.kind.tag == tag { return old }
            indexRemainingPreviousNodes()
        }
        return reuseIndex![ReuseKey(path: path, tag: tag)]
    }

    private func previousNode(tag: UInt8, path: UInt64) -> Node? {
        if reuseIndex == nil {
            guard reuseCursor < previousNodes.count else { return nil }
            let old = previousNodes[reuseCursor]
            if old.path == path && old.kind.tag == tag {
                reuseCursor += 1
                return old
            }
            indexRemainingPreviousNodes()
        }
        return reuseIndex!.removeValue(forKey: ReuseKey(path: path, tag: tag))
    }

    /// The structure stopped agreeing with the previous build: from here on, previous nodes
    /// are found by (path, kind).
    private func indexRemainingPreviousNodes() {
        var index: [ReuseKey: Node] = [:]
        index.reserveCapacity(previousNodes.count - reuseCursor)
        for old in previousNodes[reuseCursor...] {
            let key = ReuseKey(path: old.path, tag: old.kind.tag)
            if index[key] == nil { index[key] = old }
        }
        reuseIndex = index
    }

    /// Gives each spacer among a new node's children the axis it spaces along: the stack's
    /// axis inside a stack, none elsewhere. A spacer whose axis changes loses its caches.
    @inline(__always)
    func settleSpacers(_ children: [Node], _ child: Node?, _ secondary: Node?, for kind: Node.Kind) {
        var axis: Axis?
        if case .stack(let a, _, _) = kind { axis = a }
        for c in children { c.settleSpacer(axis) }
        child?.settleSpacer(nil)
        secondary?.settleSpacer(nil)
    }
}

extension Node {
    @inline(__always)
    func settleSpacer(_ axis: Axis?) {
        guard case .spacer(let m, let current) = kind, current != axis else { return }
        kind = .spacer(minLength: m, axis: axis)
        invalidate()
    }
}
