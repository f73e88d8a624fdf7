import LayoutModel

/// A property wrapper that marks a view property as state the engine stores between passes.
public protocol DynamicProperty {}

/// Engine-side storage behind a dynamic property, bound before each body evaluation.
class DynamicBox {
    /// Connects this box to storage for the view at `path` (`index` counts the view's
    /// dynamic properties in declaration order).
    func bind(path: UInt64, type: ObjectIdentifier, index: Int, builder: Builder) {}
}

/// Gives the engine the box of a dynamic property.
protocol DynamicPropertyStorage {
    var dynamicBox: DynamicBox { get }
}

/// Storage for a view's value that lives across passes, keyed by the view's structural
/// position, as SwiftUI's `@State`. Writing it from an action schedules another pass; writing an
/// equal value (for `Equatable` values) changes nothing.
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyStorage {
    let box: StateBox<Value>

    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue, isEqual: nil)
    }

    public init(wrappedValue: Value) where Value: Equatable {
        box = StateBox(initial: wrappedValue, isEqual: ==)
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    var dynamicBox: DynamicBox { box }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Starts as nil: `@State private var width: Double?` needs no `= nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State where Value: ExpressibleByNilLiteral & Equatable {
    /// Starts as nil, compared with `==` (see `init(wrappedValue:)`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

final class StateBox<Value>: DynamicBox {
    var initial: Value
    let isEqual: ((Value, Value) -> Bool)?
    var cell: StateCell<Value>?

    init(initial: Value, isEqual: ((Value, Value) -> Bool)?) {
        self.initial = initial
        self.isEqual = isEqual
    }

    var value: Value {
        get { cell?.value ?? initial }
        set {
            if let cell { cell.set(newValue) } else { initial = newValue }
        }
    }

    override func bind(path: UInt64, type: ObjectIdentifier, index: Int, builder: Builder) {
        let cell = builder.engine.stateCell(StateKey(path: path, type: type, index: index)) {
            StateCell(value: initial, isEqual: isEqual, changes: builder.engine.changes)
        }
        cell.owner = builder.currentRecord
        self.cell = cell
    }
}

/// Identifies one state property of one view position.
struct StateKey: Hashable {
    var path: UInt64
    var type: ObjectIdentifier
    var index: Int
}

class StateCellBase {}

final class StateCell<Value>: StateCellBase {
    var value: Value
    let isEqual: ((Value, Value) -> Bool)?
    /// Shared with the engine; not the engine itself, so a binding kept after the engine is gone
    /// stays harmless (and the engine needs no weak-reference side table).
    let changes: ChangeCounter
    /// The evaluation of the view that owns this state, evaluated again when it changes.
    weak var owner: EvaluationRecord?

    init(value: Value, isEqual: ((Value, Value) -> Bool)?, changes: ChangeCounter) {
        self.value = value
        self.isEqual = isEqual
        self.changes = changes
    }

    func set(_ newValue: Value) {
        if let isEqual, isEqual(value, newValue) { return }
        value = newValue
        changes.count += 1
        if let owner {
            owner.stateChanged = true
            changes.recordsChanged = true
        }
    }
}

/// Counts state changes.
final class ChangeCounter {
    var count = 0
    /// Set when a change marks an evaluation record to be evaluated again; an in-place
    /// evaluation with none marked has nothing to do.
    var recordsChanged = false
}
