import LayoutModel
import Testing

/// Whether `value`'s static type is exactly `type` (a `type(of:)`-free check, so a block built
/// as another type fails it).
private func hasType<T, U>(_ value: T, _ type: U.Type) -> Bool { T.self == U.self }

private func walk<V: View>(_ view: V) -> [String] {
    var r = Recorder()
    view.accept(&r)
    return r.log
}

/// The texts "1"…"n" as a recorder logs them, inside a stack.
private func texts(_ n: Int) -> [String] { ["vstack"] + (1...n).map { "text \($0)" } + ["end"] }

/// Written before blocks of 2…10 had types of their own: the declared type picks the variadic
/// overload.
@ViewBuilder private func twoTexts() -> TupleView<Text, Text> {
    Text("a")
    Text("b")
}

/// Draws its content twice, the second time padded.
private struct Twice: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            content
            content.padding(1)
        }
    }
}

@Suite("Builder blocks and modifier chains")
struct BuilderBlockTests {
    @Test("Blocks of 2 to 10 views are nested pairs of concrete views, visited in order")
    func fixedArityBlocks() {
        let v2 = VStack {
            Text("1")
            Text("2")
        }
        let v3 = VStack {
            Text("1")
            Text("2")
            Text("3")
        }
        let v4 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
        }
        let v5 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
        }
        let v6 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
        }
        let v7 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
        }
        let v8 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
        }
        let v9 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
        }
        let v10 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
        }
        #expect(hasType(v2.content, TupleView2<Text, Text>.self))
        #expect(hasType(v3.content, TupleView2<Text, TupleView2<Text, Text>>.self))
        #expect(hasType(v5.content, TupleView2<Text, TupleView2<Text, TupleView2<Text, TupleView2<Text, Text>>>>.self))
        #expect(walk(v2) == texts(2))
        #expect(walk(v3) == texts(3))
        #expect(walk(v4) == texts(4))
        #expect(walk(v5) == texts(5))
        #expect(walk(v6) == texts(6))
        #expect(walk(v7) == texts(7))
        #expect(walk(v8) == texts(8))
        #expect(walk(v9) == texts(9))
        #expect(walk(v10) == texts(10))
    }

    @Test("A block of 11 views falls back to the variadic tuple view, in order")
    func variadicFallback() {
        let v11 = VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
        }
        #expect(
            hasType(
                v11.content,
                TupleView<Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text>.self))
        #expect(walk(v11) == texts(11))
    }

    @Test("A builder whose declared result is the variadic tuple view still type-checks and walks in order")
    func declaredVariadicResult() {
        #expect(walk(VStack { twoTexts() }) == ["vstack", "text a", "text b", "end"])
        #expect(hasType(twoTexts(), TupleView<Text, Text>.self))
    }

    @Test("A block of mixed views keeps each child's type and order")
    func mixedBlock() {
        let view = HStack {
            Text("a").padding(3)
            Color.red
            Rectangle().frame(width: 5)
        }
        #expect(
            hasType(
                view.content,
                TupleView2<
                    ModifiedContent<Text, PaddingModifier>,
                    TupleView2<Color, ModifiedContent<Rectangle, FrameModifier>>
                >.self))
        #expect(walk(view) == ["hstack", "padding 3.0", "text a", "color red", "frame 5.0", "shape rectangle", "end"])
    }

    @Test("Nested modifiers are visited outermost first, each around the one it wraps")
    func nestedModifiers() {
        let row = HStack {
            Text("Ann:").padding(2).sameWidth(in: LayoutGroup("senders"), alignment: .trailing).id("sender")
            Text("hello")
                .fixedSize(horizontal: false, vertical: true)
                .padding(6)
                .background(Rectangle())
                .id("bubble")
        }
        #expect(
            walk(row) == [
                "hstack",
                "id sender", "same senders horizontal", "padding 2.0", "text Ann:",
                "id bubble", "background", "padding 6.0", "fixed false true", "text hello", "shape rectangle",
                "end"
            ])
    }

    @Test("A view modified twice stays usable: each modified copy holds the original")
    func modifyingKeepsTheOriginal() {
        let base = Text("x").padding(1)
        let first = base.id("one")
        let second = base.id("two")
        #expect(walk(base) == ["padding 1.0", "text x"])
        #expect(walk(first) == ["id one", "padding 1.0", "text x"])
        #expect(walk(second) == ["id two", "padding 1.0", "text x"])
        #expect(second.content.modifier.insets.top == 1)
    }

    @Test("A view held in a borrowing parameter is modified as it is, and stays as it was")
    func borrowedViewModified() {
        func padded(_ view: borrowing ModifiedContent<Text, PaddingModifier>) -> some View {
            view.id("padded")
        }
        let base = Text("x").padding(2)
        #expect(walk(padded(base)) == ["id padded", "padding 2.0", "text x"])
        #expect(walk(base) == ["padding 2.0", "text x"])
    }

    @Test("A user modifier's content can be used twice and wrapped by another user modifier")
    func modifierContentReused() {
        var r = Recorder()
        Text("x").padding(4).modifier(Twice()).modifier(Twice()).accept(&r)
        let inner = ["modifier", "vstack", "padding 4.0", "text x", "padding 1.0", "padding 4.0", "text x", "end"]
        #expect(r.log == ["modifier", "vstack"] + inner + ["padding 1.0"] + inner + ["end"])
    }
}
