import LayoutModel
import Testing

@Suite("Vocabulary that SwiftUI code commonly uses")
struct VocabularyAdditionsTests {
    @Test("Text styles are the default face at iOS's default sizes")
    func textStyles() {
        let sizes: [(Font, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11)
        ]
        for (font, size) in sizes {
            #expect(font == Font(size: size))
        }
        #expect(Font.body == Font())
    }

    @Test("A text can be made from any string type")
    func substringText() {
        let sample = "Password: User:"
        #expect(Text(sample.prefix(9)).content == "Password:")
        #expect(Text(sample.split(separator: " ")[1]) == Text("User:"))
    }

    @Test("More named colours; a gray from one value")
    func colours() {
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(white: 1, opacity: 0.25).opacity == 0.25)
        let named: [Color] = [.pink, .brown, .cyan, .teal, .mint, .indigo, .primary, .secondary]
        #expect(Set(named.map(\.name)).count == named.count)
        #expect(Color.secondary.opacity == 0.6)
    }

    @Test("Outlines and corner styles are drawing attributes; sizes do not change")
    func strokes() {
        #expect(
            appearances(RoundedRectangle(cornerRadius: 8, style: .circular).stroke(.red, lineWidth: 2))
                == ["stroke(red, lineWidth: 2.0)", "shape roundedRectangle(cornerRadius: 8.0) -"])
        #expect(RoundedRectangle(cornerRadius: 8).style == .continuous)
        #expect(visits(Circle().stroke(.blue)) == visits(Circle()))
    }
}

@Suite("Colours written as implicit members")
struct ImplicitColourTests {
    @Test("background(.blue) and overlay(.red) are the colour views, as background(Color.blue)")
    func implicitMembers() {
        #expect(visits(Text("a").background(.blue)) == visits(Text("a").background(Color.blue)))
        #expect(
            visits(Text("a").overlay(.red, alignment: .top)) == visits(Text("a").overlay(Color.red, alignment: .top)))
        #expect(visits(Text("a").background(.blue.opacity(0.2))) == ["background", "text a", "color blue"])
        #expect(Text("a").background(.blue.opacity(0.2)).modifier.secondary.opacity == 0.2)
    }
}
