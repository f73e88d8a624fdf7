import LayoutModel
import Testing

/// A walk that reads drawing attributes the way a picture does: it logs each appearance and
/// the leaves, and enters every container.
struct AppearanceReader: ViewVisitor {
    var log: [String] = []

    mutating func visitAppearance<Content: View>(_ modifier: AppearanceModifier, content: Content) {
        log.append("\(modifier.appearance)")
        content.accept(&self)
    }

    mutating func visitComposite<V: View>(_ view: V) { view.body.accept(&self) }
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        modifier.body(content: ModifierContent(content)).accept(&self)
    }
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) { content.accept(&self) }
    mutating func visitText(_ text: Text) { log.append("text \(text.content)") }
    mutating func visitColor(_ color: Color) { log.append("color \(color.name) \(color.opacity)") }
    mutating func visitShape(_ shape: ShapeView) { log.append("shape \(shape.kind) \(shape.fill?.name ?? "-")") }
    mutating func visitSpacer(_ spacer: Spacer) { log.append("spacer") }
    mutating func visitTextField(_ field: TextField) { log.append("field \(field.title)") }
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) { stack.content.accept(&self) }
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) { stack.content.accept(&self) }
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) { stack.content.accept(&self) }
    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        log.append("button")
        button.label.accept(&self)
    }
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) { grid.content.accept(&self) }
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) { row.content.accept(&self) }
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { grid.content.accept(&self) }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { view.content.accept(&self) }
    mutating func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) {
        log.append("padding")
        content.accept(&self)
    }
    mutating func visitFrame<Content: View>(_ m: FrameModifier, content: Content) {
        log.append("frame \(m.width.map { "\($0)" } ?? "nil") \(m.height.map { "\($0)" } ?? "nil")")
        content.accept(&self)
    }
    mutating func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        log.append("flex ideal \(m.idealWidth.map { "\($0)" } ?? "nil") max \(m.maxWidth.map { "\($0)" } ?? "nil")")
        content.accept(&self)
    }
    mutating func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) { content.accept(&self) }
    mutating func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content)
    {
        log.append("background")
        content.accept(&self)
        m.secondary.accept(&self)
    }
    mutating func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {
        content.accept(&self)
        m.secondary.accept(&self)
    }
    mutating func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) { content.accept(&self) }
    mutating func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) { content.accept(&self) }
    mutating func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) { content.accept(&self) }
}

func appearances<V: View>(_ view: V) -> [String] {
    var reader = AppearanceReader()
    view.accept(&reader)
    return reader.log
}

func visits<V: View>(_ view: V) -> [String] {
    var recorder = Recorder()
    view.accept(&recorder)
    return recorder.log
}

@Suite("Drawing attributes")
struct AppearanceTests {
    @Test("Each drawing modifier is kept, outermost first, with its value")
    func attributesAreKept() {
        let badge = Text("Log in")
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
            .border(Color.black, width: 2)
            .opacity(0.5)
        #expect(
            appearances(badge) == [
                "opacity(0.5)", "border(black, width: 2.0)", "cornerRadius(20.0)", "foregroundColor(Optional(white))",
                "background", "padding", "text Log in", "color blue 1.0"
            ])
        let form = VStack { TextField("User") }
            .textFieldStyle(.roundedBorder)
            .multilineTextAlignment(.center)
            .monospacedDigit()
            .hidden()
            .zIndex(2)
            .foregroundColor(nil)
            .foregroundStyle(.red)
        #expect(
            appearances(form) == [
                "foregroundColor(Optional(red))", "foregroundColor(nil)", "zIndex(2.0)", "hidden", "monospacedDigit",
                "multilineTextAlignment(LayoutModel.TextAlignment.center)",
                "textFieldStyle(LayoutModel.TextFieldStyleKind.roundedBorder)",
                "field User"
            ])
    }

    @Test("A visitor that does not read drawing attributes walks through them as if they were not there")
    func defaultPassesThrough() {
        let plain = Text("User:").padding(2).frame(width: 80)
        let drawn = Text("User:").foregroundColor(.red).padding(2).cornerRadius(4).frame(width: 80).opacity(0.9)
        #expect(visits(drawn) == visits(plain))
        #expect(visits(drawn) == ["frame 80.0", "padding 2.0", "text User:"])
    }

    @Test("Color.opacity gives a colour: opacities multiply, clamped to 0…1, the name kept")
    func colorOpacity() {
        let faint = Color.blue.opacity(0.2)
        #expect(faint.opacity == 0.2)
        #expect(faint.name == "blue")
        #expect(faint.red == Color.blue.red && faint.green == Color.blue.green && faint.blue == Color.blue.blue)
        #expect(faint.opacity(0.5).opacity == 0.1)
        #expect(Color.blue.opacity(1) == Color.blue)
        #expect(Color.red.opacity(3).opacity == 1)
        #expect(Color.red.opacity(-1).opacity == 0)
        #expect(Color.red.opacity(.nan).opacity == 0)
        // A colour still fills what it is offered: it is visited as a colour, not as a modifier.
        #expect(visits(Color.blue.opacity(0.2)) == ["color blue"])
        // `.fill(…).opacity(…)` on a shape is the view modifier.
        #expect(
            appearances(RoundedRectangle(cornerRadius: 8).fill(Color.red).opacity(0.9))
                == ["opacity(0.9)", "shape roundedRectangle(cornerRadius: 8.0) red"])
    }

    @Test("DejaVu Sans gives every digit one advance, so monospacedDigit changes no width")
    func digitsAreTabular() {
        // SwiftUI's monospacedDigit switches a proportional face to tabular figures; the
        // default face here has tabular digits already, so the engines ignore the attribute.
        let font = Font(size: 16)
        let advances = Set("0123456789".map { font.width(of: String($0)) })
        #expect(advances.count == 1)
        #expect(font.width(of: "Measured badge: 111.1 pt") == font.width(of: "Measured badge: 888.8 pt"))
    }
}
