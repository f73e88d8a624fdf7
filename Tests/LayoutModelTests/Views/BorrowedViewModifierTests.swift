import LayoutModel
import Testing

// Helpers written as a user writes them. Each modifies a view it only borrows: with
// `consuming` modifiers these did not compile ("'content' is borrowed and cannot be
// consumed") unless the user wrote `copy content`.

/// A card around any view: padded, on a background, at least 100 points wide.
private func card<Content: View>(_ content: borrowing Content) -> some View {
    content.padding(8).background(Color.white).frame(minWidth: 100)
}

/// `view` behind a borrowed overlay, named.
private func marked(_ view: borrowing some View, with mark: borrowing some View) -> some View {
    view.overlay(mark, alignment: .topTrailing).id("marked")
}

/// A text with a borrowed user modifier applied.
private func styled<M: ViewModifier>(_ text: String, _ style: borrowing M) -> some View {
    Text(text).modifier(style)
}

private func walk<V: View>(_ view: V) -> [String] {
    var r = Recorder()
    view.accept(&r)
    return r.log
}

@Suite("Modifiers on views a user only borrows")
struct BorrowedViewModifierTests {
    @Test("A view in a borrowing parameter is modified directly")
    func borrowedParameter() {
        #expect(walk(card(Text("Hi"))) == ["flex -1.0", "background", "padding 8.0", "text Hi", "color white"])
        #expect(walk(marked(Color.blue, with: Text("!"))) == ["id marked", "overlay", "color blue", "text !"])
        #expect(walk(styled("x", Bordered())) == ["modifier", "background", "text x", "color red"])
    }

    @Test("A view in a let is modified twice, and stays as it was")
    func letModifiedTwice() {
        let base = Text("base").font(size: 12)
        let padded = base.padding(.horizontal, 4)
        let framed = base.frame(width: 30)
        #expect(walk(padded) == ["padding 0.0", "text base"])
        #expect(padded.modifier.insets == EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        #expect(walk(framed) == ["frame 30.0", "text base"])
        #expect(base == Text("base").font(size: 12))
    }

    @Test("A generic let in a function body is modified directly")
    func genericLet() {
        func labelled<V: View>(_ view: V) -> some View {
            let label = view.fixedSize()
            return HStack {
                label
                label.layoutPriority(1)
            }
        }
        #expect(
            walk(labelled(Color.red)) == [
                "hstack", "fixed true true", "color red",
                "priority 1.0", "fixed true true", "color red", "end"
            ])
    }
}
