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
// (An in-place evaluation creates no parents: it invalidates ancestors through parent links.)

/// The nodes of one kind of build, in creation order.
struct NodeList {
    var previous: [Node] = []
    var built: [Node] = []
    /// Nodes made by an in-place evaluation that failed: kept until the full evaluation that
    /// follows has finished, since nodes it reuses may still link to them (links do not own).
    var strays: [Node] = []
    /// The next previous node expected while the structure agrees.
    var cursor = 0
    /// The previous build's unmatched nodes, once the structure disagreed.
    var index: [EngineCore.ReuseKey: Node]?

    /// Starts a build: the nodes built so far become the previous build.
    mutating func begin() {
        swap(&previous, &built)
        built.removeAll(keepingCapacity: true)
        cursor = 0
        index = nil
    }

    /// The node `take(tag:path:)` would return, left in place.
    /// Unretained: `previous` holds it until the next `begin()`.
    @inline(__always)
    mutating func peek(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        if index == nil {
            guard cursor < previous.count else { return nil }
            if let old = nextInOrder(tag: tag, path: path) { return old }
        }
        return peekOutOfOrder(tag: tag, path: path)
    }

    /// The previous node at the cursor (there is one) if it matches, read in place, unretained.
    @inline(__always)
    private func nextInOrder(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        let i = cursor
        return previous.withUnsafeBufferPointer { nodes in
            let old = nodes[i]
            return old.path == path && old.kind.tag == tag ? .passUnretained(old) : nil
        }
    }

    /// `peek` once the structure disagrees.
    @inline(never)
    private mutating func peekOutOfOrder(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        if index == nil { indexRemaining() }
        return index![EngineCore.ReuseKey(path: path, tag: tag)].map { .passUnretained($0) }
    }

    /// The previous build's node for (path, kind), removed from further matching; unretained:
    /// `previous` holds it until the next `begin()` (the index holds only nodes it holds).
    @inline(__always)
    mutating func take(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        // Inline, the usual answers: nothing left in order (a first build), or the next node.
        if index == nil {
            guard cursor < previous.count else { return nil }
            if let old = nextInOrder(tag: tag, path: path) {
                cursor += 1
                prefetchAhead()
                return old
            }
        }
        return takeOutOfOrder(tag: tag, path: path)
    }

    /// Asks for the memory of the previous build's node `Prefetch.distance` ahead of the
    /// cursor and of what was made with it: a build that agrees with the previous one reaches
    /// them in order.
    @inline(__always)
    private func prefetchAhead() {
        let ahead = cursor + Prefetch.distance
        guard ahead < previous.count else { return }
        previous.withUnsafeBufferPointer {
            Prefetch.built(upTo: Prefetch.address(at: ahead, in: $0), after: Prefetch.address(at: ahead - 1, in: $0))
        }
    }

    /// `take` once the structure disagrees: indexes what is left, then looks it up.
    @inline(never)
    private mutating func takeOutOfOrder(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        if index == nil { indexRemaining() }
        return index!.removeValue(forKey: EngineCore.ReuseKey(path: path, tag: tag)).map { .passUnretained($0) }
    }

    /// Appends nodes built earlier as if built again (`nodes` in creation order, or empty when
    /// `root` is the only one), stepping over them in the previous build when they are next:
    /// a reader's kept content stays where the next build reconciles it.
    ///
    /// - Complexity: O(nodes).
    mutating func keep(_ root: Node, _ nodes: [Node]) {
        let first = nodes.first ?? root
        let count = max(nodes.count, 1)
        if nodes.isEmpty {
            built.append(root)
        } else {
            built.append(contentsOf: nodes)
        }
        if index == nil, cursor + count <= previous.count, previous[cursor] === first,
           previous[cursor + count - 1] === root {
            cursor += count
            prefetchAhead()
        }
    }

    /// The structure stopped agreeing with the previous build: from here on, previous nodes
    /// are found by (path, kind).
    private mutating func indexRemaining() {
        var index: [EngineCore.ReuseKey: Node] = [:]
        index.reserveCapacity(previous.count - cursor)
        for old in previous[cursor...] {
            let key = EngineCore.ReuseKey(path: old.path, tag: old.kind.tag)
            if index[key] == nil { index[key] = old }
        }
        self.index = index
    }
}

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
    struct ReuseKey: Hashable {
        var path: UInt64
        var tag: UInt8
    }

    /// Starts a full evaluation.
    func beginBuild() {
        evaluationNodes.begin()
        generation &+= 1
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
    func node(_ kind: consuming Node.Kind, path: UInt64, children: consuming [Node] = [], child: Node? = nil,
              secondary: Node? = nil) -> Node {
        makeNode(kind, path: path, children: children, child: child.map { .passUnretained($0) },
                 secondary: secondary.map { .passUnretained($0) }).takeUnretainedValue()
    }

    /// `node(...)` with the links and the node unretained: the node list of the build holds
    /// every node this returns (`built` of a full or deferred build; in place, the last full
    /// evaluation's node reused, or a new one kept in `strays`), and `child` and `secondary`
    /// must be such nodes. Nothing is retained on the way to the builder's stack.
    ///
    /// - Complexity: as `node(...)`.
    func makeNode(_ kind: consuming Node.Kind, path: UInt64, children: consuming [Node] = [],
                  child: Unmanaged<Node>? = nil, secondary: Unmanaged<Node>? = nil) -> Unmanaged<Node> {
        // `kind` and `children` are consumed: they move into the node without a copy.
        settleSpacers(children, child, secondary, for: kind)
        if let previous = previousNode(tag: kind.tag, path: path) {
            // Moved into the closure through optionals (read in place with `!`, moved out
            // with `take()`): a closure cannot consume what it captures, and passing a
            // captured value on copies it.
            var kind = Optional(kind), children = Optional(children)
            previous._withUnsafeGuaranteedRef { old in
                let clean: Bool
                if case .geometryReader = kind! {
                    // Rule 10: the reader's size is the proposal; its content is built at placement.
                    clean = true
                } else {
                    clean = kind!.hasSameSizeInputs(as: old.kind) && old.hasSameCleanChildren(children!, child, secondary)
                }
                if case .spacer(let m, _) = kind!, case .spacer(_, let axis) = old.kind {
                    old.kind = .spacer(minLength: m, axis: axis)  // the parent settles the axis
                } else {
                    old.kind = kind.take()!
                }
                old.children = children.take()!
                old.setLinks(child: child, secondary: secondary)
                // Cleared only when set: writing nil over nil still calls the extra's destroy.
                if old.extra != nil { old.extra = nil }
                if old.identifier != nil { old.identifier = nil }
                old.previousPriority = old.priority
                old.priority = 0
                if clean {
                    old.isClean = true
                } else {
                    old.invalidate()
                    old.changedGeneration = generation
                }
                adoptChildren(of: old, child, secondary)
                switch mode {
                case .full: evaluationNodes.built.append(old)
                case .deferred: deferredNodes.built.append(old)
                case .inPlace:
                    // Already in `evaluationNodes.built`, which holds it.
                    if old.changedGeneration == generation { changedInPlace.append(.passUnretained(old)) }
                }
            }
            return previous
        }
        let node = Node(kind, path: path, children: children, child: child, secondary: secondary)
        Prefetch.aheadOfAllocation(after: node)
        node.changedGeneration = generation
        adoptChildren(of: node, child, secondary)
        let made = Unmanaged.passUnretained(node)
        // The new node moves into its list (no retain and release around the append).
        switch mode {
        case .full: evaluationNodes.built.append(consume node)
        case .deferred: deferredNodes.built.append(consume node)
        case .inPlace:
            changedInPlace.append(.passUnretained(node))
            // A new node here means the attempt fails (it must reproduce the last nodes).
            evaluationNodes.strays.append(consume node)
        }
        return made
    }

    /// Links `node`'s children to it and settles its `placementMatters` from its kind and
    /// theirs (its identifier and extra are set after), except in a failed in-place
    /// evaluation, whose nodes are dropped: no parent links to them.
    @inline(__always)
    private func adoptChildren(of node: Node, _ child: Unmanaged<Node>?, _ secondary: Unmanaged<Node>?) {
        guard mode != .inPlace || !inPlaceFailed else { return }
        let link = Unmanaged.passUnretained(node)
        var matters = node.kind.isPlacedForItsOwnSake
        node.forEachChild { _, c in
            c.parentLink = link
            matters = matters || c.placementMatters
        }
        child?._withUnsafeGuaranteedRef {
            $0.parentLink = link
            matters = matters || $0.placementMatters
        }
        secondary?._withUnsafeGuaranteedRef {
            $0.parentLink = link
            matters = matters || $0.placementMatters
        }
        node.placementMatters = matters
    }

    /// A text node: the previous build's text content is kept, measurements included, when
    /// string, font and line limit are unchanged. The node is unretained (see `makeNode`).
    func textNode(_ string: String, font: Font, lineLimit: Int?, decoration: TextDecoration = .none,
                  path: UInt64) -> Unmanaged<Node> {
        if let old = peekPreviousNode(tag: 1, path: path),
           let kind = old._withUnsafeGuaranteedRef({ old -> Node.Kind? in
               guard case .text(let content) = old.kind,
                     content.hasInputs(string, font: font, lineLimit: lineLimit, decoration: decoration) else { return nil }
               return old.kind
           }) {
            return makeNode(kind, path: path)
        }
        return makeNode(.text(TextContent(string, font: font, lineLimit: lineLimit, decoration: decoration)), path: path)
    }

    /// The node `makeNode(_:path:…)` would reuse for (tag, path), left in place (unretained:
    /// the previous build's list holds it).
    @inline(__always)
    func peekPreviousNode(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        switch mode {
        case .full: return evaluationNodes.peek(tag: tag, path: path)
        case .deferred: return deferredNodes.peek(tag: tag, path: path)
        case .inPlace: return inPlaceNode(tag: tag, path: path, advance: false)
        }
    }

    /// The previous build's node for (tag, path), unretained: until the next build of its
    /// list begins, `previous` (or, in place, `built`) holds it. Inlined into `makeNode`,
    /// its only caller.
    @inline(__always)
    private func previousNode(tag: UInt8, path: UInt64) -> Unmanaged<Node>? {
        switch mode {
        case .full: return evaluationNodes.take(tag: tag, path: path)
        case .deferred: return deferredNodes.take(tag: tag, path: path)
        case .inPlace: return inPlaceNode(tag: tag, path: path, advance: true)
        }
    }

    /// In place, the node must be the very one the last full evaluation created here.
    @inline(__always)
    private func inPlaceNode(tag: UInt8, path: UInt64, advance: Bool) -> Unmanaged<Node>? {
        // Read in place: a copy of the list would retain and release its buffer.
        let i = evaluationNodes.cursor
        let found = evaluationNodes.built.withUnsafeBufferPointer { nodes -> Unmanaged<Node>? in
            guard i < nodes.count, nodes[i].path == path && nodes[i].kind.tag == tag else { return nil }
            return .passUnretained(nodes[i])
        }
        guard let found else {
            if advance { inPlaceFailed = true }
            return nil
        }
        if advance { evaluationNodes.cursor = i + 1 }
        return found
    }

    /// The content of the reader the previous build made at the position of the reader at
    /// `path` about to be made, if there was one (see `DeferredGeometryContent.adopt`).
    func previousReaderContent(path: UInt64) -> GeometryReaderContent? {
        peekPreviousNode(tag: EngineCore.readerTag, path: path)?._withUnsafeGuaranteedRef { old in
            guard case .geometryReader(let content) = old.kind else { return nil }
            return content
        }
    }

    private static let readerTag = Node.Kind.geometryReader(GeometryReaderContent()).tag

    /// Gives each spacer among a new node's children the axis it spaces along: the stack's
    /// axis inside a stack, none elsewhere. A spacer whose axis changes loses its caches.
    @inline(__always)
    func settleSpacers(_ children: [Node], _ child: Unmanaged<Node>?, _ secondary: Unmanaged<Node>?,
                       for kind: Node.Kind) {
        var axis: Axis?
        if case .stack(let a, _, _) = kind { axis = a }
        children.withUnsafeBufferPointer { nodes in
            for c in nodes where c.settleSpacer(axis) { markChanged(c) }
        }
        child?._withUnsafeGuaranteedRef { if $0.settleSpacer(nil) { markChanged($0) } }
        secondary?._withUnsafeGuaranteedRef { if $0.settleSpacer(nil) { markChanged($0) } }
    }

    private func markChanged(_ node: Node) {
        node.changedGeneration = generation
        if mode == .inPlace { changedInPlace.append(.passUnretained(node)) }
    }
}

extension Node {
    /// Gives a spacer `axis`; returns whether that changed it.
    @inline(__always)
    func settleSpacer(_ axis: Axis?) -> Bool {
        guard case .spacer(let m, let current) = kind, current != axis else { return false }
        kind = .spacer(minLength: m, axis: axis)
        invalidate()
        return true
    }
}
