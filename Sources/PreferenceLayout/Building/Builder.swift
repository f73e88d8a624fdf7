import LayoutModel

/// Evaluates a view tree into ``Node``s: runs composite bodies (binding their state and
/// environment first), flattens lists and records identifiers, preferences and observers.
///
/// Every view position gets a structural path (a 64-bit hash of the parent's path and the
/// child's index, or of its `ForEach` identifier), which keys `@State` storage across passes.
///
/// Evaluation recurses, one level of the view tree at a time (user views are generic values
/// whose bodies can only be visited that way): the depth is held to
/// `PreferenceLayoutEngine.Options.maximumDepth` (less where the thread's stack has room for
/// fewer levels, `StackBudget`), and a deeper tree is refused with a typed error.
/// The rules for each kind of view are in `Builder+Views.swift`, composites and records in
/// `Builder+Composites.swift`.
final class Builder: ViewVisitor {
    /// The engine this builder builds for. Unowned (checked): the core keeps its reusable
    /// builders, so an owning reference would be a cycle that leaks the engine.
    unowned let engine: EngineCore
    /// The engine's depth limit for the current layout, read at every scope (kept here: a
    /// read through `engine` checks the reference each time).
    private var depthLimit: Int
    /// The deepest scope this builder reached since it was made or restored.
    private var deepest = 0

    /// The nodes produced so far for the current parent (and, below them, those of the
    /// enclosing parents still being built).
    var stack: [Node] = []
    var path: UInt64 = 0x9E37_79B9_7F4A_7C15
    var counter: UInt64 = 0
    var environment: EnvironmentValues
    var font: Font = Font()
    var lineLimit: Int?
    var depth = 0
    /// The innermost identifier above the current view (names geometry observers in diagnostics).
    var nearestIdentifier: String?
    /// The record of the composite whose body is being evaluated.
    var currentRecord: EvaluationRecord?
    /// Where the views being built stand (rules 13 and 22): nil in a list (a container's
    /// children, a modifier's content), where a modifier applies to each view of a list;
    /// else in a place for one view (the root, a background's or overlay's view), where
    /// several views stand in an implicit container of this kind, and a modifier whose
    /// content is several views applies to that container (see `each`).
    var implicitRoot: Node.Kind? = .stack(axis: .vertical, crossAlignment: 0.5, spacing: nil)
    /// In place: the content records reused, with the environment they see now.
    var reusedContents: [(EvaluationRecord, EnvironmentValues)] = []
    /// In place: the records the body being evaluated again made last time, in order, and the
    /// next one to match (see `takePreviousRecord`).
    var previousRecords: [EvaluationRecord] = []
    var previousIndex = 0

    init(engine: EngineCore, environment: EnvironmentValues) {
        self.engine = engine
        depthLimit = engine.depthLimit
        self.environment = environment
    }

    /// Has `view` accept this builder.
    func visit<V: View>(_ view: V) {
        var visitor = self
        view.accept(&visitor)
    }

    /// Captures what a view built later (GeometryReader content) needs to see.
    struct Context {
        var path: UInt64
        var implicitRoot: Node.Kind?
        var environment: EnvironmentValues
        var font: Font
        var lineLimit: Int?
        var depth: Int
        var nearestIdentifier: String?
    }

    /// The current context, for a view at `path`.
    func context(path: UInt64) -> Context {
        Context(
            path: path, implicitRoot: implicitRoot, environment: environment, font: font, lineLimit: lineLimit,
            depth: depth, nearestIdentifier: nearestIdentifier)
    }

    /// Restores `context`, with no siblings built yet.
    func restore(_ context: Context) {
        depthLimit = engine.depthLimit
        deepest = 0
        path = context.path
        implicitRoot = context.implicitRoot
        environment = context.environment
        font = context.font
        lineLimit = context.lineLimit
        depth = context.depth
        nearestIdentifier = context.nearestIdentifier
        counter = 0
        stack.removeAll(keepingCapacity: true)
    }

    /// Restores the context `record` was visited in, for evaluating it again in place (its
    /// environment already set to the one it sees now).
    func restore(for record: EvaluationRecord) {
        restore(record.context)
        currentRecord = nil
    }

    // MARK: Paths and scopes

    static func mix(_ seed: UInt64, _ value: UInt64) -> UInt64 {
        // splitmix64 finaliser over the combination: cheap and well spread.
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &+ (value &* 0xBF58_476D_1CE4_E5B9)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The path of the next view in the current scope.
    func nextPath() -> UInt64 {
        counter &+= 1
        return Builder.mix(path, counter)
    }

    /// Accepts `body` with `scopePath` as the parent path; its nodes go to the current siblings.
    /// A scope deeper than the limit is not visited: the engine notes it and refuses the tree.
    func inScope<V: View>(_ scopePath: UInt64, _ body: V) {
        let savedPath = path
        let savedCounter = counter
        path = scopePath
        counter = 0
        depth += 1
        if depth > depthLimit {
            engine.depthExceeded = true
        } else {
            if depth > deepest {
                deepest = depth
                if depth > engine.deepestScope { engine.deepestScope = depth }
            }
            visit(body)
        }
        depth -= 1
        path = savedPath
        counter = savedCounter
    }

    /// Builds `content` into its own list of nodes.
    func collect<V: View>(_ scopePath: UInt64, _ content: V) -> [Node] {
        let start = stack.count
        inScope(scopePath, content)
        let nodes = Array(stack[start...])
        stack.removeSubrange(start...)
        return nodes
    }

    /// Builds `content` as a container's children: a modifier on a list among them applies
    /// to each of its views (rule 13).
    func collectChildren<V: View>(_ scopePath: UInt64, _ content: V) -> [Node] {
        let saved = implicitRoot
        implicitRoot = nil
        let nodes = collect(scopePath, content)
        implicitRoot = saved
        return nodes
    }

    /// Emits a node to the current siblings.
    func emit(_ node: Node) { stack.append(node) }

    /// Emits `node` carrying `extra`; a node that already carries one is wrapped in a
    /// passthrough node, so each node has at most one.
    ///
    /// - Returns: the node that carries `extra`.
    @discardableResult
    func emit(_ node: Node, extra: Node.Extra) -> Node {
        let target =
            node.extra == nil ? node : engine.node(.passthrough, path: Builder.mix(node.path, 0xB), child: node)
        if target !== node { target.priority = node.priority }
        target.extra = extra
        emit(target)
        return target
    }

    // MARK: Views of this module

    func visitExtension<V: View>(_ view: V) {
        if let primitive = view as? any BuilderPrimitive {
            primitive.build(in: self)
        }
    }

    func visitExtensionModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        if let primitive = modifier as? any BuilderModifier {
            primitive.build(content: content, in: self)
        }
    }
}

/// A view of this module that builds its own node.
protocol BuilderPrimitive {
    func build(in builder: Builder)
}

extension BuilderPrimitive where Self: View {
    /// What every such view's `accept` does: this engine builds it directly; any other
    /// visitor sees an extension view.
    func dispatch<Visitor: ViewVisitor>(visitor: inout Visitor) {
        if let builder = visitor as? Builder {
            build(in: builder)
        } else {
            visitor.visitExtension(self)
        }
    }
}

/// A modifier of this module that builds its own node around its content.
protocol BuilderModifier: ViewModifier {
    func build<Content: View>(content: Content, in builder: Builder)
}

extension BuilderModifier {
    /// What every such modifier's `accept` does: this engine builds it directly; any other
    /// visitor (another engine walking the vocabulary) sees an extension modifier.
    func dispatch<Content: View, Visitor: ViewVisitor>(content: Content, visitor: inout Visitor) {
        if let builder = visitor as? Builder {
            build(content: content, in: builder)
        } else {
            visitor.visitExtensionModifier(self, content: content)
        }
    }
}
