import Foundation
import LayoutModel
import Testing

@testable import Comparisons

@Suite("Pictures")
struct PictureTests {
    static let articles = [
        "conversation", "login-form", "login-buttons-preference", "login-buttons-geometry-fraction",
        "feedback-loop", "chat-bubble-3-lines", "badge-sweep-long"
    ]

    static func picture(_ name: String, proposal k: Int = 0) -> SVGReport.Picture {
        SVGReport.picture(crossCheck.run(Catalog.scenario(named: name)!), proposal: k)
    }

    /// A `<text>` element of a picture.
    struct TextElement {
        var x: Double, y: Double, size: Double, fill: String, text: String
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func unescaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func texts(_ svg: some StringProtocol) -> [TextElement] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { part in
            guard let close = part.range(of: ">"), let end = part.range(of: "</text>") else { return nil }
            let tag = Substring(" " + part[..<close.lowerBound])
            return TextElement(
                x: Double(attribute("x", in: tag) ?? "") ?? 0, y: Double(attribute("y", in: tag) ?? "") ?? 0,
                size: Double(attribute("font-size", in: tag) ?? "") ?? 0,
                fill: attribute("fill", in: tag) ?? "black",
                text: unescaped(String(part[close.upperBound..<end.lowerBound])))
        }
    }

    /// The `<rect>` elements whose tag contains `marker`, as rectangles.
    static func rects(_ svg: some StringProtocol, marked marker: String) -> [Rect] {
        svg.components(separatedBy: "<rect ").dropFirst().compactMap { part in
            guard let close = part.range(of: ">") else { return nil }
            let tag = Substring(" " + part[..<close.lowerBound])
            guard tag.contains(marker), let x = attribute("x", in: tag).flatMap(Double.init),
                let y = attribute("y", in: tag).flatMap(Double.init),
                let w = attribute("width", in: tag).flatMap(Double.init),
                let h = attribute("height", in: tag).flatMap(Double.init)
            else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }

    /// The elements of a panel drawn on its canvas (labels included), in the canvas's coordinates.
    static func canvas(_ panelBody: String) -> Substring? {
        guard let start = panelBody.range(of: "<g transform=\"translate("),
            let end = panelBody.range(of: "</g>", options: .backwards)
        else { return nil }
        return panelBody[start.lowerBound..<end.upperBound]
    }

    static let labelColors: Set<String> = ["#5b2bd6", "#d00020"]

    @Test("Every text in the articles' pictures is at least 10 px")
    func textSizes() {
        for name in Self.articles {
            let texts = Self.texts(Self.picture(name).svg)
            #expect(!texts.isEmpty)
            for text in texts where text.size < 10 {
                Issue.record("\(name): \"\(text.text)\" is \(text.size) px")
            }
        }
    }

    @Test("No label covers a line of the text a picture draws, and most views are named")
    func labelsClearOfText() {
        for name in Self.articles {
            for panel in Self.picture(name).panels {
                guard let canvas = Self.canvas(panel.body) else { continue }
                let labels = Self.rects(canvas, marked: "rx=\"2\" fill=\"white\"")
                let lines = Self.texts(canvas).filter { !Self.labelColors.contains($0.fill) }.map { text in
                    let font = Font(size: text.size)
                    let ascent = Double(font.face.ascender) * font.size / Double(font.face.unitsPerEm)
                    return Rect(
                        x: text.x, y: text.y - ascent, width: font.width(of: text.text), height: font.lineHeight)
                }
                #expect(!lines.isEmpty, "\(name), \(panel.engine): no text drawn")
                for label in labels {
                    for line in lines
                    where label.minX < line.maxX - 0.01 && line.minX < label.maxX - 0.01
                        && label.minY < line.maxY - 0.01 && line.minY < label.maxY - 0.01
                    {
                        Issue.record("\(name), \(panel.engine): a label at \(label) covers the line at \(line)")
                    }
                }
            }
        }
        // The conversation names each of its six views in every panel.
        for panel in Self.picture("conversation").panels {
            #expect(Self.texts(Self.canvas(panel.body) ?? "").filter { Self.labelColors.contains($0.fill) }.count == 6)
        }
    }

    @Test("Panels wrap into rows within the picture's width")
    func panelsWrap() {
        let picture = Self.picture("conversation")
        #expect(picture.panels.map(\.engine) == ["preference", "preference-tree", "constraint"])
        #expect(picture.width == SVGReport.maximumWidth)
        for panel in picture.panels {
            #expect(panel.frame.minX >= 0 && panel.frame.maxX <= picture.width, "\(panel.engine) at \(panel.frame)")
            #expect(panel.frame.maxY <= picture.height)
        }
        for (k, a) in picture.panels.enumerated() {
            for b in picture.panels[(k + 1)...] {
                let apart =
                    a.frame.maxX <= b.frame.minX || b.frame.maxX <= a.frame.minX
                    || a.frame.maxY <= b.frame.minY || b.frame.maxY <= a.frame.minY
                #expect(apart, "\(a.engine) overlaps \(b.engine)")
            }
        }
        // Three 512-point canvases do not fit in 1 320 px side by side: the third starts a row.
        #expect(picture.panels[2].frame.minY > picture.panels[0].frame.maxY)
        #expect(picture.panels[0].frame.minY == picture.panels[1].frame.minY)
    }

    @Test("Every picture states its verdict and has a legend")
    func verdictAndLegend() {
        let agree = Self.picture("login-form").svg
        #expect(agree.contains(">agree</text>"))
        #expect(agree.contains("Every compared view has the same frame in every engine"))
        let explained = Self.picture("feedback-loop").svg
        #expect(explained.contains(">explained</text>"))
        #expect(explained.contains("A feedback loop, reported by both engines."))
        let check = CrossCheck(engines: [PreferenceEngineAdapter(), PaddinglessTextEngine()])
        let differs = SVGReport.svg(
            check.run(
                Scenario(
                    name: "padded", origin: "test", proposals: [ProposedSize(width: 200, height: nil)],
                    view: .text("Hello there").padding(10).id("hello"))), proposal: 0)
        #expect(differs.contains(">differs</text>"))
        for svg in [agree, explained, differs] {
            #expect(svg.contains(">Legend</text>"))
            #expect(svg.contains("a view with an identifier, named beside it"))
            #expect(svg.contains("its frame differs from the first engine's"))
        }
    }

    @Test("The literal plumbing's panel draws the rendition's own text")
    func renditionText() {
        let panel = Self.picture("conversation").panels[0]
        #expect(panel.engine == "preference")
        let drawn = Set(Self.texts(panel.body).map(\.text))
        #expect(drawn.isSuperset(of: ["Mira:", "Theodora:", "Thanks!"]))
        // A reader's content is drawn too: the buttons sized by a fraction of a GeometryReader.
        let fraction = Self.picture("login-buttons-geometry-fraction").panels[0]
        #expect(Set(Self.texts(fraction.body).map(\.text)).isSuperset(of: ["Log in", "I forgot my password"]))
    }

    @Test("The login buttons keep the article's white text and corners of 20")
    func declaredStyle() {
        for panel in Self.picture("login-buttons-preference").panels {
            let labels = Self.texts(panel.body).filter { $0.text == "Log in" || $0.text == "I forgot my password" }
            #expect(labels.count == 2, "\(panel.engine)")
            #expect(labels.allSatisfy { $0.fill == "rgb(255,255,255)" }, "\(panel.engine)")
            #expect(panel.body.components(separatedBy: "<clipPath").count - 1 == 2, "\(panel.engine)")
            #expect(panel.body.contains("rx=\"20\"/></clipPath>"), "\(panel.engine)")
        }
    }

    @Test("An error panel says what failed and every relation in conflict, naming no type")
    func errorPanel() throws {
        let picture = Self.picture("feedback-loop")
        let constraint = try #require(picture.panels.first { $0.engine == "constraint" })
        let lines = Self.texts(constraint.body).map(\.text)
        #expect(lines.contains("A relation this engine must keep cannot hold."))
        #expect(lines.contains { $0.hasPrefix("Required: badge.width ≥ badge.width + 24") })
        #expect(lines.contains("It contradicts itself: no other relation is needed to break it."))
        for dump in ["RelationKey", "LayoutModel.", "PreferenceLayout.", "Optional("] {
            #expect(!picture.svg.contains(dump))
        }
        var failure = EngineFailure(.unsatisfiable, "unsatisfiable relation a.width >= 100")
        failure.relation = "a.width >= 100"
        failure.conflicts = ["a.width <= form.width - 20", "form.width == 80"]
        #expect(
            FailureWords.details(failure) == [
                "Required: a.width ≥ 100", "It conflicts with:",
                "• a.width ≤ form.width - 20", "• form.width = 80"
            ])
    }

    @Test("The index of a run's pictures links each picture with its verdict")
    func pictureIndex() {
        let reports = ["login-form", "feedback-loop"].map { crossCheck.run(Catalog.scenario(named: $0)!) }
        let html = SVGIndexPage.html(reports, tool: "layout-compare test")
        for file in ["login-form-1.svg", "login-form-2.svg", "login-form-3.svg", "feedback-loop-1.svg"] {
            #expect(html.contains("href=\"\(file)\""))
        }
        #expect(html.contains("<span class=\"badge agree\">agree</span>"))
        #expect(html.contains("<span class=\"badge explained\">explained</span>"))
    }
}
