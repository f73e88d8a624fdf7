import LayoutModel

// Persistent nodes (see `NodeList`). A reused node keeps its caches only when its size
// inputs are equal and its children are the same reused nodes, themselves clean; since
// children are created before their parent, a change anywhere clears the caches of the
// changed node and of its ancestors, and nothing else. (An in-place evaluation creates no
// parents: it invalidates ancestors through parent links, see
// `EngineCore+Incremental.swift`.)

/// What the nodes being created belong to.
enum BuildMode {
    /// A full evaluation, reconciled with the previous one.
    case full
    /// Evaluating recorded views again, which must recreate exactly the nodes they made in
    /// the last full evaluation (`evaluationNodes.built`, from `evaluationNodes.cursor`).
    case inPlace
    /// Geometry reader content during placement.
    case deferred
}

extension EngineCore {
    /// Starts a full evaluation.
    func beginBuild() {
        deepestScope = 0
        evaluationNodes.begin()
        generation &+= 1
        inputIssues.removeAll()
    }

    /// Where the next evaluation node goes in creation order.
    var nodePosition: Int {
        mode == .inPlace ? evaluationNodes.cursor : evaluationNodes.built.count
    }

    /// Whether evaluation records are kept for what is being built.
    var isRecording: Bool { mode != .deferred }

    /// A node of `kind` for the view position `path`: the previous build's node at that
    /// position when there is one (its caches kept if nothing it depends on changed), else a
    /// new one.
    ///
    /// - Complexity: O(children) while the structure agrees with the previous build; the
    ///   first disagreement of a build indexes the previous build's remaining nodes once.
    func node(
        _ kind: Node.Kind, path: UInt64, children: [Node] = [], child: Node? = nil,
        secondary: Node? = nil
    ) -> Node {
        settleSpacers(children, child, secondary, for: kind)
        guard let old = previousNode(tag: kind.tag, path: path) else {
            let node = Node(kind, path: path, children: children, child: child, secondary: secondary)
            node.changedGeneration = generation
            adoptChildren(of: node)
            switch mode {
            case .full: evaluationNodes.built.append(node)
            case .deferred: deferredNodes.built.append(node)
            case .inPlace:
                // A new node here means the attempt fails (it must reproduce the last nodes).
                changedInPlace.append(node)
            }
            return node
        }
        let clean: Bool
        if case .geometryReader = kind {
            // Rule 10: the reader's size is the proposal; its content is built at placement.
            clean = true
        } else {
            clean = kind.hasSameSizeInputs(as: old.kind) && old.hasSameCleanChildren(children, child, secondary)
        }
        if case .custom(let box as CustomLayoutBox) = kind, case .custom(let previous as CustomLayoutBox) = old.kind {
            box.adoptCache(from: previous)  // a custom layout keeps its cache, brought up to date
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
        if clean {
            old.isClean = true
        } else {
            old.invalidate()
            old.changedGeneration = generation
        }
        adoptChildren(of: old)
        switch mode {
        case .full: evaluationNodes.built.append(old)
        case .deferred: deferredNodes.built.append(old)
        case .inPlace:
            // Already in `evaluationNodes.built`.
            if old.changedGeneration == generation { changedInPlace.append(old) }
        }
        return old
    }

    /// Links `node`'s children to it and settles its `placementMatters` from its kind and
    /// theirs (its identifier and extra are set after), except in a failed in-place
    /// evaluation, whose nodes are dropped: no parent links to them.
    private func adoptChildren(of node: Node) {
        guard mode != .inPlace || !inPlaceFailed else { return }
        var matters = node.kind.isPlacedForItsOwnSake
        for c in node.children {
            c.parent = node
            matters = matters || c.placementMatters
        }
        if let c = node.child {
            c.parent = node
            matters = matters || c.placementMatters
        }
        if let c = node.secondary {
            c.parent = node
            matters = matters || c.placementMatters
        }
        node.placementMatters = matters
    }

    /// A text node: the previous build's text content is kept, measurements included, when
    /// string, font and line limit are unchanged.
    func textNode(
        _ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration = .none,
        path: UInt64
    ) -> Node {
        if let old = peekPreviousNode(tag: 1, path: path), case .text(let content) = old.kind,
            content.hasInputs(string, font: font, lineLimit: lineLimit, decoration: decoration)
        {
            return node(old.kind, path: path)
        }
        return node(
            .text(TextContent(string, font: font, lineLimit: lineLimit, decoration: decoration, cache: textCache)),
            path: path)
    }

    /// The node `node(_:path:…)` would reuse for (tag, path), left in place.
    func peekPreviousNode(tag: UInt8, path: UInt64) -> Node? {
        switch mode {
        case .full: return evaluationNodes.peek(tag: tag, path: path)
        case .deferred: return deferredNodes.peek(tag: tag, path: path)
        case .inPlace: return inPlaceNode(tag: tag, path: path, advance: false)
        }
    }

    /// The previous build's node for (tag, path), taken out of further matching.
    private func previousNode(tag: UInt8, path: UInt64) -> Node? {
        switch mode {
        case .full: return evaluationNodes.take(tag: tag, path: path)
        case .deferred: return deferredNodes.take(tag: tag, path: path)
        case .inPlace: return inPlaceNode(tag: tag, path: path, advance: true)
        }
    }

    /// In place, the node must be the very one the last full evaluation created here.
    private func inPlaceNode(tag: UInt8, path: UInt64, advance: Bool) -> Node? {
        let i = evaluationNodes.cursor
        let nodes = evaluationNodes.built
        guard i < nodes.count, nodes[i].path == path && nodes[i].kind.tag == tag else {
            if advance { inPlaceFailed = true }
            return nil
        }
        if advance { evaluationNodes.cursor = i + 1 }
        return nodes[i]
    }

    func markChanged(_ node: Node) {
        node.changedGeneration = generation
        if mode == .inPlace { changedInPlace.append(node) }
    }
}
