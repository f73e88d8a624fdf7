import LayoutModel
import Testing

/// An engine-neutral walk: records what it visits, expanding composites through `body`.
struct Recorder: ViewVisitor {
    var log: [String] = []

    mutating func visitComposite<V: View>(_ view: V) {
        log.append("composite")
        view.body.accept(&self)
    }
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        log.append("modifier")
        modifier.body(content: ModifierContent(content)).accept(&self)
    }
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {
        log.append("element")
        content.accept(&self)
    }
    mutating func visitText(_ text: Text) { log.append("text \(text.content)") }
    mutating func visitColor(_ color: Color) { log.append("color \(color.name)") }
    mutating func visitShape(_ shape: ShapeView) { log.append("shape \(shape.kind)") }
    mutating func visitSpacer(_ spacer: Spacer) { log.append("spacer") }
    mutating func visitTextField(_ field: TextField) { log.append("field \(field.title)") }
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {
        log.append("hstack")
        stack.content.accept(&self)
        log.append("end")
    }
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {
        log.append("vstack")
        stack.content.accept(&self)
        log.append("end")
    }
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {
        log.append("zstack")
        stack.content.accept(&self)
        log.append("end")
    }
    mutating func visitButton<Label: View>(_ button: Button<Label>) {
        log.append("button")
        button.label.accept(&self)
    }
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {
        log.append("grid")
        grid.content.accept(&self)
    }
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {
        log.append("row")
        row.content.accept(&self)
    }
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {
        log.append("lazy \(grid.rows.count)")
        grid.content.accept(&self)
    }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {
        log.append("fits")
        view.content.accept(&self)
    }
    mutating func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) {
        log.append("padding \(m.insets.top)")
        content.accept(&self)
    }
    mutating func visitFrame<Content: View>(_ m: FrameModifier, content: Content) {
        log.append("frame \(m.width ?? -1)")
        content.accept(&self)
    }
    mutating func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        log.append("flex \(m.maxWidth ?? -1)")
        content.accept(&self)
    }
    mutating func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) {
        log.append("fixed \(m.horizontal) \(m.vertical)")
        content.accept(&self)
    }
    mutating func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content)
    {
        log.append("background")
        content.accept(&self)
        m.secondary.accept(&self)
    }
    mutating func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {
        log.append("overlay")
        content.accept(&self)
        m.secondary.accept(&self)
    }
    mutating func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {
        log.append("priority \(m.priority)")
        content.accept(&self)
    }
    mutating func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) {
        log.append("id \(m.identifier)")
        content.accept(&self)
    }
    mutating func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) {
        log.append("style \(m.font?.size ?? -1)")
        content.accept(&self)
    }
    mutating func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) {
        log.append("same \(m.group) \(m.axis)")
        content.accept(&self)
    }
}

struct Greeting: View {
    var name: String
    var body: some View {
        HStack(spacing: 3) {
            Text("Hello")
            Text(name).padding(2)
        }
    }
}

struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        content.background(Color.red)
    }
}

@Suite("The view vocabulary, walked without an engine")
struct VocabularyTests {
    @Test("A builder block, conditionals and ForEach are flattened in order")
    func builderFlattens() {
        let flag = false
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("a")
            if flag { Text("hidden") }
            if flag { Text("yes") } else { Color.blue }
            ForEach(0..<2) { i in Text("row \(i)") }
        }
        var r = Recorder()
        view.accept(&r)
        #expect(r.log == ["vstack", "text a", "color blue", "element", "text row 0", "element", "text row 1", "end"])
    }

    @Test("Composites are expanded through body, user modifiers through body(content:)")
    func composites() {
        var r = Recorder()
        Greeting(name: "Ann").modifier(Bordered()).accept(&r)
        #expect(
            r.log == [
                "modifier", "background", "composite", "hstack", "text Hello", "padding 2.0", "text Ann", "end",
                "color red"
            ])
    }

    @Test("Modifiers carry their parameters as public values")
    func modifiersCarryValues() {
        var r = Recorder()
        Rectangle()
            .frame(maxWidth: .infinity)
            .fixedSize(horizontal: false, vertical: true)
            .layoutPriority(2)
            .sameWidth(in: LayoutGroup("labels"), alignment: .trailing)
            .font(size: 16)
            .id("x")
            .accept(&r)
        #expect(
            r.log == [
                "id x", "style 16.0", "same labels horizontal", "priority 2.0", "fixed false true", "flex inf",
                "shape rectangle"
            ])
    }

    @Test("Text modifiers on Text stay Text; AnyView is transparent")
    func textAndAnyView() {
        let t = Text("Hi").font(size: 12).lineLimit(1)
        #expect(t.font?.size == 12 && t.lineLimit == 1)
        var r = Recorder()
        AnyView(AnyView(Button("Go"))).accept(&r)
        #expect(r.log == ["button", "text Go"])
        #expect(ObjectIdentifier(AnyView(Text("x")).wrappedType) == ObjectIdentifier(Text.self))
    }

    @Test("ForEach visits an array's elements and a range's in order, each with its identifier's hash")
    func forEachOrder() {
        var r = HashRecorder()
        ForEach(["a", "b", "c"], id: \.self) { Text($0) }.accept(&r)
        ForEach(5..<7) { i in Text("\(i)") }.accept(&r)
        #expect(r.log == ["a", "b", "c", "5", "6"])
        #expect(r.hashes == ["a".hashValue, "b".hashValue, "c".hashValue, 5.hashValue, 6.hashValue])
    }

    @Test(
        "ForEach over arrays of every element layout (objects, bytes, padded and large values, strings) visits each once in order"
    )
    func forEachElementLayouts() {
        // The walk reads each element's words ahead of it as possible addresses (a hint):
        // elements smaller than a word, with padding, larger than what is read, or references.
        final class Box {
            let name: String
            init(_ name: String) { self.name = name }
        }
        struct Padded {
            var flag: Bool
            var value: Int
            var tail: UInt8
        }
        struct Large {
            var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
            var text: String
        }
        let count = 40  // more than the prefetch distance; the short arrays below are less
        var r = HashRecorder()
        ForEach((0..<count).map { Box("box \($0) with a name longer than a small string") }, id: \.name) {
            Text($0.name)
        }
        .accept(&r)
        ForEach((0..<count).map { UInt8($0) }, id: \.self) { Text("byte \($0)") }.accept(&r)
        ForEach((0..<count).map { Padded(flag: $0 % 2 == 0, value: $0, tail: 7) }, id: \.value) {
            Text("padded \($0.value)")
        }
        .accept(&r)
        ForEach(
            (0..<count).map { i in
                Large(words: (i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), text: String(repeating: "x", count: i))
            },
            id: \.words.0
        ) { Text("large \($0.words.0) \($0.text.count)") }
        .accept(&r)
        ForEach(["short", "array"], id: \.self) { Text($0) }.accept(&r)
        ForEach([String](), id: \.self) { Text($0) }.accept(&r)

        var expected = (0..<count).map { "box \($0) with a name longer than a small string" }
        expected += (0..<count).map { "byte \($0)" }
        expected += (0..<count).map { "padded \($0)" }
        expected += (0..<count).map { "large \($0) \($0)" }
        expected += ["short", "array"]
        #expect(r.log == expected)
        #expect(r.hashes.count == 4 * count + 2)
        #expect(Array(r.hashes[count..<(count + 3)]) == [UInt8(0).hashValue, UInt8(1).hashValue, UInt8(2).hashValue])
    }

    @Test("Stacks hand their parts to a visitor that takes them, and rebuild themselves for one that does not")
    func stackParts() {
        var parts = StackPartsRecorder()
        HStack(alignment: .bottom, spacing: 3) { Text("a") }.accept(&parts)
        VStack(alignment: .trailing) { Text("b") }.accept(&parts)
        #expect(parts.recorder.log == ["hstack bottom 3.0", "text a", "vstack trailing -1.0", "text b"])

        var r = Recorder()
        HStack(spacing: 3) { Text("a") }.accept(&r)
        #expect(r.log == ["hstack", "text a", "end"])
    }
}

/// Takes stacks by their parts; everything else as ``Recorder`` does.
struct StackPartsRecorder: ViewVisitor {
    var recorder = Recorder()

    mutating func visitHStack<Content: View>(alignment: VerticalAlignment, spacing: Double?, content: Content) {
        recorder.log.append("hstack \(alignment) \(spacing ?? -1)")
        content.accept(&self)
    }
    mutating func visitVStack<Content: View>(alignment: HorizontalAlignment, spacing: Double?, content: Content) {
        recorder.log.append("vstack \(alignment) \(spacing ?? -1)")
        content.accept(&self)
    }

    mutating func visitComposite<V: View>(_ view: V) { view.body.accept(&self) }
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {
        modifier.body(content: ModifierContent(content)).accept(&self)
    }
    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) { content.accept(&self) }
    mutating func visitText(_ text: Text) { recorder.visitText(text) }
    mutating func visitColor(_ color: Color) { recorder.visitColor(color) }
    mutating func visitShape(_ shape: ShapeView) { recorder.visitShape(shape) }
    mutating func visitSpacer(_ spacer: Spacer) { recorder.visitSpacer(spacer) }
    mutating func visitTextField(_ field: TextField) { recorder.visitTextField(field) }
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) { recorder.log.append("whole hstack") }
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) { recorder.log.append("whole vstack") }
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) { stack.content.accept(&self) }
    mutating func visitButton<Label: View>(_ button: Button<Label>) { button.label.accept(&self) }
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) { grid.content.accept(&self) }
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) { row.content.accept(&self) }
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) { grid.content.accept(&self) }
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) { view.content.accept(&self) }
    mutating func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) { content.accept(&self) }
    mutating func visitFrame<Content: View>(_ m: FrameModifier, content: Content) { content.accept(&self) }
    mutating func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) { content.accept(&self) }
    mutating func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content)
    {
        content.accept(&self)
    }
    mutating func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {
        content.accept(&self)
    }
    mutating func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {
        content.accept(&self)
    }
    mutating func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) { content.accept(&self) }
    mutating func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) { content.accept(&self) }
    mutating func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) { content.accept(&self) }
}

/// Records each ForEach element's identifier hash and text.
struct HashRecorder: ViewVisitor {
    var log: [String] = []
    var hashes: [Int] = []

    mutating func visitElement<Content: View>(idHash: Int, _ content: Content) {
        hashes.append(idHash)
        content.accept(&self)
    }
    mutating func visitText(_ text: Text) { log.append(text.content) }

    mutating func visitComposite<V: View>(_ view: V) {}
    mutating func visitCustomModifier<Content: View, Modifier: ViewModifier>(_ modifier: Modifier, content: Content) {}
    mutating func visitColor(_ color: Color) {}
    mutating func visitShape(_ shape: ShapeView) {}
    mutating func visitSpacer(_ spacer: Spacer) {}
    mutating func visitTextField(_ field: TextField) {}
    mutating func visitHStack<Content: View>(_ stack: HStack<Content>) {}
    mutating func visitVStack<Content: View>(_ stack: VStack<Content>) {}
    mutating func visitZStack<Content: View>(_ stack: ZStack<Content>) {}
    mutating func visitButton<Label: View>(_ button: Button<Label>) {}
    mutating func visitGrid<Content: View>(_ grid: Grid<Content>) {}
    mutating func visitGridRow<Content: View>(_ row: GridRow<Content>) {}
    mutating func visitLazyHGrid<Content: View>(_ grid: LazyHGrid<Content>) {}
    mutating func visitViewThatFits<Content: View>(_ view: ViewThatFits<Content>) {}
    mutating func visitPadding<Content: View>(_ m: PaddingModifier, content: Content) {}
    mutating func visitFrame<Content: View>(_ m: FrameModifier, content: Content) {}
    mutating func visitFlexibleFrame<Content: View>(_ m: FlexibleFrameModifier, content: Content) {}
    mutating func visitFixedSize<Content: View>(_ m: FixedSizeModifier, content: Content) {}
    mutating func visitBackground<Content: View, Secondary: View>(_ m: BackgroundModifier<Secondary>, content: Content)
    {}
    mutating func visitOverlay<Content: View, Secondary: View>(_ m: OverlayModifier<Secondary>, content: Content) {}
    mutating func visitLayoutPriority<Content: View>(_ m: LayoutPriorityModifier, content: Content) {}
    mutating func visitIdentifier<Content: View>(_ m: IdentifierModifier, content: Content) {}
    mutating func visitTextStyle<Content: View>(_ m: TextStyleModifier, content: Content) {}
    mutating func visitSameSize<Content: View>(_ m: SameSizeModifier, content: Content) {}
}
