import ConstraintLayout
import LayoutModel
import Testing

// The README's constraint-engine and text examples, written as the README shows them.

private struct ReadmeLoginForm: View {
    var body: some View {
        VStack {
            HStack {
                Text("User:").sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("user.label")
                TextField("User").id("user.field")
            }
            HStack {
                Text("Password:").sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("password.label")
                TextField("Password").id("password.field")
            }
        }
        .padding(16)
        .font(size: 16)
    }
}

@Suite("README examples (constraint engine, text)")
struct ConstraintReadmeExampleTests {
    @Test("README login form: the labels share 81.125, three constraints")
    func loginForm() throws {
        let engine = ConstraintLayoutEngine(root: ReadmeLoginForm())
        let result = try engine.layout(in: Size(width: 320, height: .infinity))
        #expect(result.frame(of: "user.label") == Rect(x: 16, y: 16, width: 81.125, height: 18.625))
        #expect(result.frame(of: "password.label")?.width == 81.125)
        #expect(result.statistics.constraints == 3)
        try engine.setText("Name:", of: "user.label")
        #expect(try engine.layout(in: Size(width: 320, height: .infinity)).frame(of: "user.label")?.width == 81.125)
    }

    @Test("README text: widths and line breaks at 16 pt")
    func text() {
        let font = Font(size: 16)
        #expect(font.width(of: "Password:") == 81.125)
        #expect(TextMeasurement.layout("I forgot my password", font: font, width: 100, lineLimit: nil).lines
                == ["I forgot my", "password"])
    }
}
