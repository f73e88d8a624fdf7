import LayoutModel

/// What one evaluation of a composite view (or of a user modifier's content) produced, kept
/// so that a later pass can evaluate again only what changed (see
/// `EngineCore+Incremental.swift`).
///
/// Records form a tree that mirrors the composite views: a composite's record holds the
/// records of the composites its body produced, and a user modifier's record also holds the
/// record of its content.
class EvaluationRecord {
    enum Kind {
        /// A composite view or user modifier; `evaluateAgain` runs its body again.
        case composite
        /// A user modifier's content: the same as long as the modifier's stored value is used.
        case content
    }

    /// The builder's state when the view was visited (`path` is the view's own path).
    var context: Builder.Context
    let kind: Kind
    /// Set when one of the view's `@State` values changes.
    var stateChanged = false
    /// Set when the view's value was replaced by another that may differ (the engine's root).
    var inputChanged = false
    /// Whether the last evaluation emitted the same nodes, with matching fields, as the one
    /// before it (what evaluating again in place must do).
    var reproducedOutputs = false
    var children = [EvaluationRecord]()
    /// The children of the evaluation before the current one, while it runs: a child whose
    /// inputs are unchanged is kept (see `Builder.takePreviousRecord`).
    var previousChildren = [EvaluationRecord]()
    /// The boxes of the stored value's dynamic properties, found at its first evaluation
    /// (see `EngineCore.bindDynamicProperties`).
    var dynamicBoxes: [DynamicBox]?
    /// The `@Environment` properties the view read.
    var environmentReads = [EnvironmentBox]()
    /// The geometry readers its body made itself (their content sees its environment).
    var geometryReaders = [GeometryReaderContent]()
    /// The positions of the nodes it created in the build's creation order.
    var nodeStart = 0, nodeEnd = 0
    /// The nodes the evaluation emitted to its parent, with their fields as it left them.
    var outputs = RecordOutputs()

    init(kind: Kind, context: Builder.Context) {
        self.kind = kind
        self.context = context
    }

    /// Releases the records below one at a time (see `Node.deinit`): records nest as deep as
    /// the composites they record.
    deinit {
        var pending: [EvaluationRecord] = []
        takeOwnedRecords(into: &pending)
        while var record = pending.popLast() {
            if isKnownUniquelyReferenced(&record) { record.takeOwnedRecords(into: &pending) }
        }
    }

    /// Moves the records this one holds into `pending`, leaving it without them.
    func takeOwnedRecords(into pending: inout [EvaluationRecord]) {
        pending.append(contentsOf: children)
        children = []
    }

    /// Evaluates the stored view value again, in place (composites only).
    func evaluateAgain(with builder: Builder) {}

    /// Forgets what the last evaluation found, before evaluating again.
    final func clearForEvaluation() {
        swap(&children, &previousChildren)
        children.removeAll(keepingCapacity: true)
        environmentReads.removeAll(keepingCapacity: true)
        geometryReaders.removeAll(keepingCapacity: true)
        stateChanged = false
        inputChanged = false
    }

    /// Appends the nodes of the last evaluation to `siblings`, with the fields it gave them
    /// (a reused content: what enclosing modifiers set is set again by them).
    func emitOutputs(into siblings: inout [Node]) {
        outputs.restoreFields(appendingTo: &siblings)
    }

    /// Whether the view must be evaluated again when it now sees `environment` (nil: the
    /// environment it saw).
    ///
    /// - Parameter memo: the last comparison of a read; siblings that saw the same values and
    ///   now see the same new ones (the usual case) reuse it instead of reading again.
    func isDirty(in environment: EnvironmentValues?, memo: inout ReadComparison?) -> Bool {
        if stateChanged || inputChanged { return true }
        guard let environment else { return false }
        return environmentReads.contains { read in
            let same: Bool
            if let key = read.readKey {
                // The same key path object reads the same property, so identity is enough (the
                // memo holds its key path, so the identity cannot be reused meanwhile).
                if let known = memo, known.key == key, known.old.isIdentical(to: context.environment),
                    known.new.isIdentical(to: environment)
                {
                    same = known.same
                } else {
                    same = read.readsSameValue(context.environment, environment)
                    memo = ReadComparison(
                        keyPath: read.readKeyPath!, key: key, old: context.environment,
                        new: environment, same: same)
                }
            } else {
                same = read.readsSameValue(context.environment, environment)
            }
            return !same
        }
    }
}

/// Whether a key path reads the same value in two environments.
struct ReadComparison {
    /// Held so that `key`, its identity, names it while the comparison is kept.
    var keyPath: AnyKeyPath
    var key: ObjectIdentifier
    var old: EnvironmentValues
    var new: EnvironmentValues
    var same: Bool
}

/// The record of a composite view, holding its value.
final class CompositeRecord<V: View>: EvaluationRecord {
    /// The value evaluated; the engine's root is replaced here when a new one is set.
    var view: V

    init(_ view: V, context: Builder.Context) {
        self.view = view
        super.init(kind: .composite, context: context)
    }

    override func evaluateAgain(with builder: Builder) {
        builder.evaluate(view, self)
    }
}

/// The record of a user modifier, holding the modifier and the placeholder its body receives.
final class ModifierRecord<Modifier: ViewModifier>: EvaluationRecord {
    let modifier: Modifier
    /// The record of the content, which also holds the content value.
    let content: ContentRecord
    /// The content as `body(content:)` sees it, made once: evaluating the body again passes
    /// the same placeholder instead of wrapping the content anew (made in generic code, the
    /// placeholder's type would be looked up at run time each time).
    let boundary: ModifierContent<Modifier>

    /// - Parameter content: a new record of the content (`owner` names this record).
    required init(_ modifier: Modifier, content: ContentRecord, context: Builder.Context) {
        self.modifier = modifier
        self.content = content
        // The content record itself stands for the content: its type-erased wrapper needs no
        // box (an allocation, and a runtime lookup of the box's generic metadata).
        boundary = ModifierContent(object: content)
        super.init(kind: .composite, context: context)
        content.owner = ObjectIdentifier(self)
    }

    override func takeOwnedRecords(into pending: inout [EvaluationRecord]) {
        super.takeOwnedRecords(into: &pending)
        content.takeOwnedRecords(into: &pending)
    }

    override func evaluateAgain(with builder: Builder) {
        // Evaluated again (not for the first time): the body's visit of the content reuses
        // the recorded one as it is.
        if content.isRecorded { content.isReusable = true }
        builder.evaluate(modifier, boundary: boundary, self)
        content.isReusable = false
    }
}

/// The record of a user modifier's content, holding the content value.
///
/// Its modifier's record and the placeholder the modifier's body receives hold it; it names
/// its modifier's record but does not hold it: a body may keep its content in a geometry
/// reader's closure, which nodes keep, and the modifier's record keeps the nodes.
///
/// The first visit of the content in its modifier's body records into this record; an
/// in-place evaluation of the modifier reuses it as it is. Any other visit (the content used
/// twice, or outside its modifier's body) gets a record of its own.
///
/// It is also the content as the modifier's body sees it (the placeholder wraps it): this
/// engine's builder records or reuses it (see `Builder.visitContent`), any other visitor
/// visits the content value.
class ContentRecord: EvaluationRecord, ViewObject {
    /// The record of the modifier whose content this is.
    var owner: ObjectIdentifier?
    /// Whether an evaluation of the modifier's body visited the content into this record.
    var isRecorded = false
    /// Whether the modifier is being evaluated again in place and its body has not visited
    /// the content yet: that visit reuses this record as it is.
    var isReusable = false
    /// The builder's count of views in the scope where the content was visited: the content's
    /// views take their paths from it, so building it again in place starts from it.
    var counter: UInt64 = 0

    init(context: Builder.Context) {
        super.init(kind: .content, context: context)
    }

    /// Has `builder` build the content value.
    func build(in builder: Builder) {}

    /// The content's type (every record is a ``TypedContentRecord``).
    var wrappedType: Any.Type { Never.self }

    final func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        if let builder = visitor as? Builder {
            builder.visitContent(self)
        } else {
            acceptContent(&visitor)
        }
    }

    /// Has another visitor visit the content value.
    func acceptContent<Visitor: ViewVisitor>(_ visitor: inout Visitor) {}
}

/// The record of a user modifier's content of type `Content`.
final class TypedContentRecord<Content: View>: ContentRecord {
    /// The content; a modifier kept in place with a new content value gets it here.
    var view: Content

    required init(_ view: Content, context: Builder.Context) {
        self.view = view
        super.init(context: context)
    }

    override func build(in builder: Builder) {
        builder.visit(view)
    }

    override var wrappedType: Any.Type { Content.self }

    override func acceptContent<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        view.accept(&visitor)
    }
}
