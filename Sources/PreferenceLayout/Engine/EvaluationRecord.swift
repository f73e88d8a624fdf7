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

    // Stored properties keep their declaration order: the one-byte fields share one word
    // after the context instead of taking a padded word each.

    /// The builder's state when the view was visited (`path` is the view's own path).
    @exclusivity(unchecked) var context: Builder.Context
    let kind: Kind
    /// Set when one of the view's `@State` values changes.
    @exclusivity(unchecked) var stateChanged = false
    /// Whether the last evaluation emitted the same nodes, with matching fields, as the one
    /// before it (what evaluating again in place must do).
    @exclusivity(unchecked) var reproducedOutputs = false
    @exclusivity(unchecked) var children = SmallList<EvaluationRecord>()
    /// The `@Environment` properties the view read.
    @exclusivity(unchecked) var environmentReads = SmallList<EnvironmentBox>()
    /// The geometry readers its body made itself (their content sees its environment).
    @exclusivity(unchecked) var geometryReaders = SmallList<GeometryReaderContent>()
    /// The positions of the nodes it created in the build's creation order.
    @exclusivity(unchecked) var nodeStart = 0, nodeEnd = 0
    /// The nodes the evaluation emitted to its parent, with their fields as it left them.
    @exclusivity(unchecked) var outputs = RecordOutputs()

    init(kind: Kind, context: Builder.Context) {
        self.kind = kind
        self.context = context
    }

    /// Evaluates the stored view value again, in place (composites only).
    func evaluateAgain(with builder: Builder) {}

    /// Forgets what the last evaluation found, before evaluating again; ``endEvaluation()``
    /// must follow the evaluation.
    ///
    /// The lists' first elements are kept until the evaluation appends again: it usually
    /// appends the very same objects (the reused content, the same property boxes, the
    /// reused reader contents), which then stay without a release and a retain.
    @inline(__always)
    final func clearForEvaluation() {
        children.beginRefill()
        environmentReads.beginRefill()
        geometryReaders.beginRefill()
        stateChanged = false
    }

    /// Drops what the evaluation that followed ``clearForEvaluation()`` did not append again.
    @inline(__always)
    final func endEvaluation() {
        children.endRefill()
        environmentReads.endRefill()
        geometryReaders.endRefill()
    }

    /// Appends the nodes of the last evaluation to `siblings`, with the fields it gave them
    /// (a reused content: what enclosing modifiers set is set again by them).
    func emitOutputs(into siblings: inout SiblingStack) {
        outputs.restoreFields(appendingTo: &siblings)
    }

    /// Whether the view must be evaluated again when it now sees `environment` (nil: the
    /// environment it saw; `inout` only so that it is read where it is).
    ///
    /// - Parameter memo: the last comparison of a read; siblings that saw the same values and
    ///   now see the same new ones (the usual case) reuse it instead of reading again.
    func isDirty(in environment: inout EnvironmentValues?, memo: inout ReadComparison?) -> Bool {
        if stateChanged { return true }
        guard environment != nil else { return false }
        // The reads are visited where they are: iterating a copy of the list retains it and
        // each read.
        return environmentReads.contains { read in
            let same: Bool
            if let key = read.readKey {
                // Compared in place (no copy of the memo); the same key path object reads the
                // same property, so identity is enough (the memo holds its key path, so the
                // identity cannot be reused meanwhile).
                if memo != nil, memo!.key == key,
                   memo!.old.storageAddress == context.environment.storageAddress
                       || memo!.old.isIdentical(to: context.environment),
                   memo!.new.storageAddress == environment!.storageAddress || memo!.new.isIdentical(to: environment!) {
                    same = memo!.same
                } else {
                    same = read.readsSameValue(context.environment, environment!)
                    memo = ReadComparison(keyPath: read.readKeyPath!, key: key, old: context.environment,
                                          new: environment!, same: same)
                }
            } else {
                same = read.readsSameValue(context.environment, environment!)
            }
            return !same
        }
    }
}

/// A list that keeps its first element inline: most records have at most one child, one
/// environment read and one geometry reader, so most lists allocate nothing.
///
/// Being refilled (see ``beginRefill()``), it keeps its old first element, which it no longer
/// holds as far as reading goes, until the first append.
struct SmallList<Element: AnyObject>: Sequence {
    private var head: Element?
    private var tail: [Element] = []
    /// Whether `head` is the old first element, kept through a refill.
    private var headIsStale = false

    init() {}

    /// Whether the list holds nothing (`mutating` only so that a list stored in an object is
    /// read in place, not copied).
    var isEmpty: Bool {
        mutating get { headIsStale || withUnsafeBytes(of: &head) { $0.load(as: UnsafeRawPointer?.self) } == nil }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if headIsStale {
            headIsStale = false
            // The usual refill: the same object again, neither released nor retained.
            if head !== element { head = element }
        } else if head == nil {
            head = element
        } else {
            tail.append(element)
        }
    }

    mutating func removeAll() {
        head = nil
        headIsStale = false
        if !tail.isEmpty { tail = [] }
    }

    /// Empties the list for appending its elements again, keeping the first one until an
    /// append replaces it or ``endRefill()`` drops it.
    @inline(__always)
    mutating func beginRefill() {
        if head != nil { headIsStale = true }
        if !tail.isEmpty { tail = [] }
    }

    /// Ends a refill: an old first element nothing replaced is dropped.
    @inline(__always)
    mutating func endRefill() {
        if headIsStale {
            headIsStale = false
            head = nil
        }
    }

    /// Whether `predicate` holds for an element, asked in order; the elements are passed
    /// where they are, not retained (`mutating` only so that a list stored in an object is
    /// read in place, not copied). `predicate` must not change this list.
    @inline(__always)
    mutating func contains(where predicate: (Element) -> Bool) -> Bool {
        guard !headIsStale, let first = withUnsafeBytes(of: &head, { $0.load(as: UnsafeRawPointer?.self) }) else { return false }
        if Unmanaged<Element>.fromOpaque(first)._withUnsafeGuaranteedRef(predicate) { return true }
        if tail.isEmpty { return false }
        return tail.withUnsafeBufferPointer { elements in
            // Read as unowned references: the list holds them.
            let base = UnsafeRawPointer(elements.baseAddress.unsafelyUnwrapped)
                .assumingMemoryBound(to: Unmanaged<Element>.self)
            for i in 0..<elements.count where base[i]._withUnsafeGuaranteedRef(predicate) { return true }
            return false
        }
    }

    /// Calls `body` with each element in order, in place (see ``contains(where:)``).
    @inline(__always)
    mutating func forEachInPlace(_ body: (Element) -> Void) {
        _ = contains { body($0); return false }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let list: SmallList
        fileprivate var index = 0

        mutating func next() -> Element? {
            defer { index += 1 }
            if index == 0 { return list.headIsStale ? nil : list.head }
            return index <= list.tail.count ? list.tail[index - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }
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
    @exclusivity(unchecked) var owner: ObjectIdentifier?
    /// Whether an evaluation of the modifier's body visited the content into this record.
    @exclusivity(unchecked) var isRecorded = false
    /// Whether the modifier is being evaluated again in place and its body has not visited
    /// the content yet: that visit reuses this record as it is (a flag here: a reference
    /// kept in the builder would retain and release the record).
    @exclusivity(unchecked) var isReusable = false

    init(context: Builder.Context) {
        super.init(kind: .content, context: context)
    }

    /// Has `builder` build the content value.
    func build(in builder: Builder) {}

    /// The content's type (every record is a ``TypedContentRecord``).
    var wrappedType: Any.Type { Never.self }

    final func accept<Visitor: ViewVisitor>(_ visitor: inout Visitor) {
        if let builder = visitor.unmanagedEngineBuilder {
            builder._withUnsafeGuaranteedRef { $0.visitContent(self) }
        } else {
            acceptContent(&visitor)
        }
    }

    /// Has another visitor visit the content value.
    func acceptContent<Visitor: ViewVisitor>(_ visitor: inout Visitor) {}
}

/// The record of a user modifier's content of type `Content`.
final class TypedContentRecord<Content: View>: ContentRecord {
    let view: Content

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

/// The nodes a view emitted and the fields each carried then; almost always one node, kept
/// without an array.
///
/// The methods that only read are `mutating` all the same: called on a record's stored
/// outputs, a mutating method works on them in place, where a non-mutating one may first
/// copy the whole value (retaining every reference in it) because the nodes it writes to
/// could, as far as the compiler knows, alias the record.
struct RecordOutputs {
    private var first: Node?
    private var firstFields = Node.Fields()
    private var rest: [Node] = []
    private var restFields: [Node.Fields] = []

    init() {}

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

    /// Whether `node` is the first output, compared by address where `first` is stored:
    /// `first === node` retains and releases the stored node around the comparison. (An
    /// optional class reference is one pointer, nil being zero.)
    @inline(__always)
    private mutating func isFirst(_ node: Node) -> Bool {
        withUnsafeBytes(of: &first) { $0.load(as: UnsafeRawPointer?.self) }
            == UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
    }

    func node(_ i: Int) -> Node { i == 0 ? first! : rest[i - 1] }
    func fields(_ i: Int) -> Node.Fields { i == 0 ? firstFields : restFields[i - 1] }

    /// Replaces the outputs by `nodes[start...]` with the fields they carry now.
    ///
    /// - Parameters:
    ///   - nodes: the builder's nodes, left as they are (`inout` so that the builder's array
    ///     is read in place, not retained and released around the call).
    ///   - start: the first of them to take.
    /// - Returns: whether they are the same nodes as before with matching fields (what an
    ///   in-place evaluation must reproduce).
    mutating func replace(with nodes: inout SiblingStack, from start: Int) -> Bool {
        if nodes.count == start + 1 {
            // The usual case, without a new value: the node and its fields are compared and
            // written where they are; the same node (in place) is not stored again.
            return nodes.withNode(at: start) { node in
                let same: Bool
                if isFirst(node) {
                    same = rest.isEmpty && node.fieldsMatch(firstFields)
                    if same {
                        // Equal as far as an evaluation decides: only an extra is a new
                        // object to take (see `Fields.matches`).
                        if firstFields.extra != nil { firstFields.extra = node.extra }
                        return true
                    }
                } else {
                    same = false
                    first = node
                }
                node.copyFields(to: &firstFields)
                if !rest.isEmpty {
                    rest = []
                    restFields = []
                }
                return same
            }
        }
        var new = RecordOutputs()
        for i in start..<nodes.count { nodes.withNode(at: i) { new.append($0) } }
        let same = new.reproduces(self)
        self = new
        return same
    }

    /// Moves the fields the nodes carry now out of them (one node's need no array): an
    /// evaluation in place clears them anyway when it makes the nodes again, and moved, they
    /// are neither retained here nor released there.
    @inline(__always)
    mutating func takeFields() -> FieldsSnapshot {
        var snapshot = FieldsSnapshot()
        // Read in place (`first!`), not bound: a binding retains and releases the node.
        guard first != nil else { return snapshot }
        first!.moveFields(to: &snapshot.first)
        if !rest.isEmpty { snapshot.rest = rest.map(\.fields) }
        return snapshot
    }

    /// Puts fields taken by `takeFields()` back on the nodes, moving them out of `snapshot`
    /// (taken through `inout`: a consumed argument is copied by the caller).
    @inline(__always)
    mutating func restoreFields(_ snapshot: inout FieldsSnapshot) {
        guard first != nil else { return }
        first!.setFields(&snapshot.first)
        // Their parents were not made again: an effect that appeared below must reach them.
        first!.propagatePlacementMatters()
        guard !rest.isEmpty else { return }
        for i in rest.indices { rest[i].fields = snapshot.rest![i] }
        for node in rest { node.propagatePlacementMatters() }
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
    mutating func restoreFields(appendingTo siblings: inout SiblingStack) {
        // Read in place (`first!`), not bound: a binding retains and releases the node.
        guard first != nil else { return }
        first!.setFields(copying: firstFields)
        // Unretained on the stack: the record holds its outputs (and the node list holds them).
        siblings.append(.passUnretained(first!))
        for i in rest.indices {
            rest[i].fields = restFields[i]
            siblings.append(.passUnretained(rest[i]))
        }
    }
}

/// The fields of a record's output nodes at one moment.
struct FieldsSnapshot {
    var first = Node.Fields()
    /// The other nodes' fields (nil for one node: an empty array is released when the
    /// snapshot is dropped).
    var rest: [Node.Fields]?
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

    /// Writes this node's fields into `fields`, skipping the writes of unset ones (the usual
    /// case: most nodes carry none), so no optional is copied or released for nothing.
    @inline(__always)
    func copyFields(to fields: inout Fields) {
        if identifier != nil || fields.identifier != nil { fields.identifier = identifier }
        if extra != nil || fields.extra != nil { fields.extra = extra }
        fields.priority = priority
    }

    /// Whether this node's fields match `fields` (see ``Fields/matches(_:)``), read in place.
    @inline(__always)
    func fieldsMatch(_ fields: Fields) -> Bool {
        identifier == fields.identifier && (extra == nil) == (fields.extra == nil) && priority == fields.priority
    }

    /// Moves this node's fields into `fields` (unset there), leaving its identifier and
    /// extra unset.
    @inline(__always)
    func moveFields(to fields: inout Fields) {
        if identifier != nil { fields.identifier = identifier.take() }
        if extra != nil { fields.extra = extra.take() }
        fields.priority = priority
    }

    /// Takes `fields` as this node's, copying only the set ones.
    @inline(__always)
    func setFields(copying fields: Fields) {
        if fields.identifier != nil || identifier != nil { identifier = fields.identifier }
        if fields.extra != nil || extra != nil { extra = fields.extra }
        priority = fields.priority
    }

    /// Takes `fields` as this node's, leaving them unset in `fields`.
    @inline(__always)
    func setFields(_ fields: inout Fields) {
        if fields.identifier != nil || identifier != nil { identifier = fields.identifier.take() }
        if fields.extra != nil || extra != nil { extra = fields.extra.take() }
        priority = fields.priority
    }
}
