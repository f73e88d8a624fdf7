import LayoutModel

/// What one evaluation of a composite view (or of a user modifier's content) produced, kept
/// so that a later pass can evaluate again only what changed (see
/// `EngineCore+Incremental.swift`).
///
/// Records form a tree that mirrors the composite views: a composite's record holds the
/// records of the composites its body produced, and a user modifier's record also holds the
/// record of its content.
final class EvaluationRecord {
    enum Kind {
        /// A composite view or user modifier; `evaluate` runs its body again.
        case composite
        /// A user modifier's content: the same as long as the modifier's stored value is used.
        case content
    }

    let kind: Kind
    /// The builder's state when the view was visited (`path` is the view's own path).
    var context: Builder.Context
    /// Evaluates the stored view value again, in place (composites only).
    let evaluate: ((Builder, EvaluationRecord) -> Void)?
    var children: [EvaluationRecord] = []
    /// The `@Environment` properties the view read.
    var environmentReads: [EnvironmentBox] = []
    /// The geometry readers its body made itself (their content sees its environment).
    var geometryReaders: [GeometryReaderContent] = []
    /// Set when one of the view's `@State` values changes.
    var stateChanged = false
    /// The nodes the evaluation emitted to its parent, and their identifier, extra and
    /// priority as the evaluation itself left them.
    var outputs: [Node] = []
    var ownFields: [Node.Fields] = []
    /// The positions of the nodes it created in the build's creation order.
    var nodeStart = 0, nodeEnd = 0

    init(kind: Kind, context: Builder.Context, evaluate: ((Builder, EvaluationRecord) -> Void)?) {
        self.kind = kind
        self.context = context
        self.evaluate = evaluate
    }

    /// Whether the view must be evaluated again when it now sees `environment`.
    func isDirty(in environment: EnvironmentValues?) -> Bool {
        if stateChanged { return true }
        guard let environment else { return false }
        for read in environmentReads where !read.readsSameValue(context.environment, environment) {
            return true
        }
        return false
    }
}

extension Node {
    /// What enclosing modifiers set on a node after its view emitted it.
    struct Fields {
        var identifier: String?
        var extra: Extra?
        var priority: Double

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
