import LayoutModel
import Testing

/// A value owned outside any view, as a parent's state would be.
final class Owner<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

struct Profile {
    var name: String
    var width: Double
}

/// A child view taking its value through `@Binding`, as SwiftUI's examples do.
struct WidthField: View {
    @Binding var width: Double
    var body: some View { Text("\(width)") }

    /// Writes through the binding from a non-mutating context, as an action does.
    func grow(by amount: Double) { width += amount }
}

@Suite("Binding")
struct BindingTests {
    @Test("@Binding reads and writes the owner's value; $x passes the same binding on")
    func propertyWrapper() {
        let owner = Owner(28.0)
        let field = WidthField(width: owner.binding)
        #expect(field.width == 28)
        field.grow(by: 14)
        #expect(owner.value == 42)
        let passedOn = WidthField(width: field.$width)
        passedOn.grow(by: 14)
        #expect(owner.value == 56)
        #expect(field.width == 56)
    }

    @Test("value is the old name of wrappedValue, for reading and writing")
    func oldName() {
        let owner = Owner<Double?>(nil)
        let binding = owner.binding
        binding.value = 81.125
        #expect(owner.value == 81.125)
        #expect(binding.wrappedValue == 81.125)
        binding.wrappedValue = nil
        #expect(binding.value == nil)
    }

    @Test("A member of the bound value is bound too ($profile.width)")
    func memberBinding() {
        let owner = Owner(Profile(name: "User", width: 10))
        let width = owner.binding.width
        width.wrappedValue = 41.859375
        #expect(owner.value.width == 41.859375)
        #expect(owner.value.name == "User")
        #expect(owner.binding.name.wrappedValue == "User")
    }

    @Test("A constant binding ignores writes")
    func constant() {
        let fixed = Binding.constant(3)
        fixed.wrappedValue = 4
        #expect(fixed.wrappedValue == 3)
    }
}
