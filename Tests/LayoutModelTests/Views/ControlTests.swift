import LayoutModel
import Testing

@Suite("Controls built from the vocabulary")
struct ControlTests {
    @Test("A SecureField is a text field with the same title, drawn as secure entry")
    func secureField() {
        var password = "hunter2"
        let field = SecureField("Password", text: Binding(get: { password }, set: { password = $0 }))
        #expect(appearances(field) == ["secureEntry", "field Password"])
        // An engine that reads no attributes sees exactly a TextField: the same size rule.
        #expect(visits(field) == visits(TextField("Password")))
        field.text.wrappedValue = "swordfish"
        #expect(password == "swordfish")
    }

    @Test(
        "A Slider is a flexible strip of fixed height with its thumb's place",
        arguments: [
            (120.0, 0.0), (230.0, 0.5), (340.0, 1.0), (500.0, 1.0), (0.0, 0.0)
        ])
    func slider(value: Double, fraction: Double) {
        var width = value
        let slider = Slider(value: Binding(get: { width }, set: { width = $0 }), in: 120...340)
        #expect(slider.fraction == fraction)
        #expect(
            appearances(slider) == [
                "slider(fraction: \(fraction))", "frame nil 21.0", "flex ideal 100.0 max inf", "color clear 0.0"
            ])
        slider.value.wrappedValue = 260
        #expect(width == 260)
    }

    @Test("A Slider over Float values converts both ways; an empty range puts the thumb at 0")
    func sliderOverFloat() {
        var level: Float = 0.25
        let slider = Slider(value: Binding(get: { level }, set: { level = $0 }))
        #expect(slider.fraction == 0.25)
        slider.value.wrappedValue = 0.75
        #expect(level == 0.75)
        let empty = Slider(value: Binding(get: { level }, set: { level = $0 }), in: 1...1)
        #expect(empty.fraction == 0)
    }
}
