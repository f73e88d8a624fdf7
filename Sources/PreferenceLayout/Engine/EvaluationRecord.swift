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

    let kind: Kind
    /// The builder's state when the view was visited (`path` is the view's own path).
    @exclusivity(unchecked) var context: Builder.Context
    @exclusivity(unchecked) var children = SmallList<EvaluationRecord>()
    /// The `@Environment` properties the view read.
    @exclusivity(unchecked) var environmentReads = SmallList<EnvironmentBox>()
    /// The geometry readers its body made itself (their content sees its environment).
    @exclusivity(unchecked) var geometryReaders = SmallList<GeometryReaderContent>()
    /// Set when one of the view's `@State` values changes.
    @exclusivity(unchecked) var stateChanged = false
    /// The nodes the evaluation emitted to its parent, with their fields as it left them.
    @exclusivity(unchecked) var outputs = RecordOutputs()
    /// The positions of the nodes it created in the build's creation order.
    @exclusivity(unchecked) var nodeStart = 0, nodeEnd = 0

    init(kind: Kind, context: Builder.Context) {
        self.kind = kind
        self.context = context
    }

    /// Evaluates the stored view value again, in place (composites only).
    func evaluateAgain(with builder: Builder) {}

    /// Whether the view must be evaluated again when it now sees `environment`.
    ///
    /// - Parameter memo: the last comparison of a read; siblings that saw the same values and
    ///   now see the same new ones (the usual case) reuse it instead of reading again.
    func isDirty(in environment: EnvironmentValues?, memo: inout ReadComparison?) -> Bool {
        if stateChanged { return true }
        guard let environment else { return false }
        for read in environmentReads {
            let same: Bool
            if let keyPath = read.readKeyPath {
                // Compared in place (no copy of the memo); the same key path object reads the
                // same property, so identity is enough.
                if memo != nil, memo!.keyPath === keyPath, memo!.old.isIdentical(to: context.environment),
                   memo!.new.isIdentical(to: environment) {
                    same = memo!.same
                } else {
                    same = read.readsSameValue(context.environment, environment)
                    memo = ReadComparison(keyPath: keyPath, old: context.environment, new: environment, same: same)
                }
            } else {
                same = read.readsSameValue(context.environment, environment)
            }
            if !same { return true }
        }
        return false
    }
}

/// A list that keeps its first element inline: most records have at most one child, one
/// environment read and one geometry reader, so most lists allocate nothing.
struct SmallList<Element: AnyObject>: Sequence {
    private var head: Element?
    private var tail: [Element] = []

    init() {}

    var isEmpty: Bool { head == nil }

    mutating func append(_ element: Element) {
        if head == nil { head = element } else { tail.append(element) }
    }

    mutating func removeAll() {
        head = nil
        if !tail.isEmpty { tail = [] }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let list: SmallList
        fileprivate var index = 0

        mutating func next() -> Element? {
            defer { index += 1 }
            if index == 0 { return list.head }
            return index <= list.tail.count ? list.tail[index - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }
}

/// Whether a key path reads the same value in two environments.
struct ReadComparison {
    var keyPath: AnyKeyPath
    var old: EnvironmentValues
    var new: EnvironmentValues
    var same: Bool
}

/// The record of a composite view, holding its value.
final class CompositeRecord<V: View>: EvaluationRecord {
    let view: V

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
    /// The content as `body(content:)` sees it, made once: evaluating the body again passes
    /// the same placeholder instead of wrapping the content anew. (Set right after `init`,
    /// because it names this record.)
    @exclusivity(unchecked) private(set) var boundary: ModifierContent<Modifier>?

    required init<Content: View>(_ modifier: Modifier, content: Content, context: Builder.Context) {
        self.modifier = modifier
        super.init(kind: .composite, context: context)
        boundary = ModifierContent(ContentBoundary(content: content, owner: ObjectIdentifier(self)))
    }

    override func evaluateAgain(with builder: Builder) {
        builder.evaluate(modifier, boundary: boundary!, self)
    }
}

/// The nodes a view emitted and the fields each carried then; almost always one node, kept
/// without an array.
struct RecordOutputs {
    private var first: Node?
    private var firstFields = Node.Fields()
    private var rest: [Node] = []
    private var restFields: [Node.Fields] = []

    init() {}

    /// `nodes` with the fields they carry now.
    init(_ nodes: ArraySlice<Node>) {
        for node in nodes { append(node) }
    }

    /// The same nodes with the fields they carry now.
    init(snapshotOf other: RecordOutputs) {
        for i in 0..<other.count { append(other.node(i)) }
    }

    private mutating func append(_ node: Node) {
        if first == nil {
            first = node
            firstFields = node.fields
        } else {
            rest.append(node)
            restFields.append(node.fields)
        }
    }

    var count: Int { first == nil ? 0 : 1 + rest.count }

    func node(_ i: Int) -> Node { i == 0 ? first! : rest[i - 1] }
    func fields(_ i: Int) -> Node.Fields { i == 0 ? firstFields : restFields[i - 1] }

    /// Puts the recorded fields back on the nodes.
    func restoreFields() {
        for i in 0..<count { node(i).fields = fields(i) }
    }

    /// Whether `other` holds the same nodes with matching fields.
    func reproduces(_ other: RecordOutputs) -> Bool {
        guard count == other.count else { return false }
        for i in 0..<count where node(i) !== other.node(i) || !fields(i).matches(other.fields(i)) {
            return false
        }
        return true
    }

    /// Puts the recorded fields back on the nodes and appends the nodes to `siblings` (one
    /// pass, one access to a record's outputs instead of two).
    func restoreFields(appendingTo siblings: inout [Node]) {
        guard let first else { return }
        first.fields = firstFields
        siblings.append(first)
        for i in rest.indices {
            rest[i].fields = restFields[i]
            siblings.append(rest[i])
        }
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
