/// A reference to a value owned elsewhere, read and written through closures, as SwiftUI's
/// `Binding`.
///
/// It is a property wrapper: a view declares `@Binding var height: Double` and its parent
/// passes `$height` of its own `@State` (or of its own binding). Reading the property reads
/// the owner's value; writing it writes the owner's, from a view's body, an action or a
/// modifier's body alike, because the setter does not mutate the view.
///
/// ```swift
/// struct Stepper: View {
///     @Binding var count: Int
///     var body: some View { Button("Add") { count += 1 } }
/// }
/// // in the owner: @State var count = 0 … Stepper(count: $count)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The same binding: what `@Binding var x` is initialised with when a parent passes `$x`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The owner's current value; setting it writes the owner's.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The owner's value under its first name: SwiftUI's early releases called `wrappedValue`
    /// `value`, and code of that time (`binding.value = $0`) still compiles.
    public var value: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself: `$x` of a `@Binding var x`, to pass on to a child.
    public var projectedValue: Binding<Value> { self }

    /// A binding to one property of the value (`$form.name` for a `@State var form`).
    ///
    /// - Parameter keyPath: the property.
    /// - Returns: a binding that reads and writes that property of the owner's value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole)
            })
    }
}
