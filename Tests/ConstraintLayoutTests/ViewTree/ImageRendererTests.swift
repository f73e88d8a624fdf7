import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

// ImageRenderer with the constraint engine: the frames are the engine's own and the README's.

private struct RendererLoginForm: View {
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

@Suite("ImageRenderer with the constraint engine")
struct ConstraintImageRendererTests {
    @Test("The frames are the engine's own, and the picture draws every text and field")
    func sameFrames() throws {
        var renderer = ImageRenderer(content: RendererLoginForm(), engine: .constraint)
        renderer.proposedSize = ProposedSize(width: 320, height: nil)
        let rendered = try renderer.render()
        let direct = try ConstraintLayoutEngine(root: RendererLoginForm()).layout(
            proposal: ProposedSize(width: 320, height: nil))
        #expect(rendered.frames == direct.frames)
        #expect(rendered.frames["user.label"] == Rect(x: 16, y: 16, width: 81.125, height: 18.625))
        #expect(rendered.frames["password.field"] == Rect(x: 105.125, y: 42.625, width: 198.875, height: 18.625))
        for text in [">User:</text>", ">Password:</text>", ">User</text>", ">Password</text>"] {
            #expect(rendered.svg.contains(text))
        }
        #expect(rendered.svg.contains("viewBox=\"0 0 320 "))
    }

    @Test("A view the engine cannot express is the engine's error")
    func unsupported() {
        #expect(throws: ConstraintLayoutError.self) {
            _ = try ImageRenderer(content: GeometryReader { _ in Text("a") }, engine: .constraint).render()
        }
    }
}
