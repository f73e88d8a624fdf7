import LayoutModel

/// One engine's panel of a picture: its title, its frames drawn on a canvas (what the views
/// draw, the identified views outlined and labelled, the differing ones in red), or its
/// error in words, and what it noticed.
struct SVGPanel {
    /// The SVG elements, with the panel's top-left corner at the origin.
    var body = ""
    var width = 0.0
    var height = 0.0
    /// Identified views whose label had no place clear of the text.
    var unlabeled = 0

    static let titleHeight = 40.0
    /// Room around the canvas for labels outside the boxes.
    static let labelMargin = 16.0
    static let noteFont = Font(size: 11)
    static let errorFont = Font(size: 12)

    /// - Parameters:
    ///   - engine: the engine's title.
    ///   - outcome: what it made of the proposal.
    ///   - drawing: what the engine's tree draws, and the frames of its identifiers.
    ///   - outlined: the identifiers to outline and label.
    ///   - differing: the identifiers whose frames differ from the reference engine's.
    ///   - extent: the canvas size every panel of the picture shares.
    ///   - clipPrefix: a prefix for the panel's clip paths, unique in the picture.
    init(
        engine: String, outcome: EngineOutcome, drawing: ViewDrawing, drawingFrames: [String: Rect],
        outlined: [String], differing: Set<String>, extent: Size, clipPrefix: String
    ) {
        let canvasWidth = extent.width + 2 * Self.labelMargin
        width = max(canvasWidth, Font(size: 13).width(of: engine) * 1.1, 280)
        body += "<text x=\"0\" y=\"15\" font-size=\"13\" font-weight=\"bold\">\(SVGMarkup.escape(engine))</text>\n"
        var y = Self.titleHeight
        switch outcome.frames {
        case .failure(let failure):
            let lines = errorLines(failure)
            let boxHeight = Double(lines.count) * Self.errorFont.lineHeight + 16
            body +=
                "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(boxHeight))\" rx=\"6\" "
                + "fill=\"#fdecea\" stroke=\"#b00020\" stroke-width=\"1\"/>\n"
            for (k, line) in lines.enumerated() {
                let baseline = y + 8 + 12 + Double(k) * Self.errorFont.lineHeight
                body +=
                    "<text x=\"10\" y=\"\(n(baseline))\" font-size=\"12\" fill=\"#7a0016\""
                    + (line.bold ? " font-weight=\"bold\"" : "") + " xml:space=\"preserve\">"
                    + "\(SVGMarkup.escape(line.text))</text>\n"
            }
            y += boxHeight
        case .success(let frames):
            body +=
                "<text x=\"0\" y=\"31\" font-size=\"11\" fill=\"#555\">"
                + "\(SVGMarkup.escape(Self.summary(frames: frames, outlined: outlined)))</text>\n"
            let canvas = Rect(x: Self.labelMargin, y: y + Self.labelMargin, width: extent.width, height: extent.height)
            body += "<g transform=\"translate(\(n(canvas.minX)),\(n(canvas.minY)))\">\n"
            body +=
                "<rect x=\"0\" y=\"0\" width=\"\(n(extent.width))\" height=\"\(n(extent.height))\" fill=\"#f7f7f9\" "
                + "stroke=\"#d0d0d6\" stroke-width=\"0.5\"/>\n"
            body += drawing.svgElements(frames: drawingFrames, clipPrefix: clipPrefix)
            let bounds = Rect(
                x: -Self.labelMargin, y: -Self.labelMargin, width: extent.width + 2 * Self.labelMargin,
                height: extent.height + 2 * Self.labelMargin)
            var placer = LabelPlacer(bounds: bounds, text: drawing.textBoxes(frames: drawingFrames))
            body += outlines(outlined, frames: frames, differing: differing, placer: &placer)
            body += "</g>\n"
            y = canvas.maxY + Self.labelMargin
        }
        for diagnostic in outcome.diagnostics {
            let lines = TextMeasurement.layout(
                "Noticed: " + diagnostic, font: Self.noteFont, width: width, lineLimit: 4
            ).lines
            for line in lines {
                y += Self.noteFont.lineHeight
                body +=
                    "<text x=\"0\" y=\"\(n(y - 3))\" font-size=\"11\" fill=\"#8a5a00\" xml:space=\"preserve\">"
                    + "\(SVGMarkup.escape(line))</text>\n"
            }
        }
        height = y
    }

    /// What the canvas shows, in a line.
    static func summary(frames: [String: Rect], outlined: [String]) -> String {
        let laidOut = outlined.filter { frames[$0] != nil }.count
        return outlined.isEmpty
            ? "laid out; no view is compared here"
            : "\(laidOut) of the \(outlined.count) identified views laid out"
    }

    /// The error's lines, wrapped to the panel: the headline in bold, then the details.
    private func errorLines(_ failure: EngineFailure) -> [(text: String, bold: Bool)] {
        let available = width - 20
        var lines: [(String, Bool)] = []
        for line in TextMeasurement.layout(
            FailureWords.headline(failure) + ".", font: Self.errorFont,
            width: available / 1.1, lineLimit: 3
        ).lines {
            lines.append((line, true))
        }
        for detail in FailureWords.details(failure) {
            for line in TextMeasurement.layout(detail, font: Self.errorFont, width: available, lineLimit: 6).lines {
                lines.append((line, false))
            }
        }
        return lines
    }

    /// The identified views' boxes, dashed (red and filled where the frame differs), each
    /// named by a label clear of the text where there is room.
    private mutating func outlines(
        _ ids: [String], frames: [String: Rect], differing: Set<String>,
        placer: inout LabelPlacer
    ) -> String {
        var boxes = ""
        var labels = ""
        for id in ids.prefix(SVGReport.maximumViews) {
            guard let r = frames[id], ViewDrawing.isDrawable(r) else { continue }
            let differs = differing.contains(id)
            let color = differs ? SVGReport.differsColor : SVGReport.outlineColor
            boxes +=
                "<rect \(SVGMarkup.geometry(r)) "
                + (differs
                    ? "fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"2\""
                    : "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"4 2\"")
                + "><title>\(SVGMarkup.escape(id)) \(SVGMarkup.escape(HTMLDocument.frame(r)))</title></rect>\n"
            guard let box = placer.place(id, at: r) else {
                unlabeled += 1
                continue
            }
            labels +=
                "<rect \(SVGMarkup.geometry(box)) rx=\"2\" fill=\"white\" fill-opacity=\"0.9\" stroke=\"\(color)\" "
                + "stroke-width=\"0.5\"/>\n"
                + "<text x=\"\(n(box.minX + 2))\" y=\"\(n(box.maxY - 3))\" font-size=\"\(n(LabelPlacer.font.size))\" "
                + "fill=\"\(color)\" xml:space=\"preserve\">\(SVGMarkup.escape(id))</text>\n"
        }
        return boxes + labels
    }

    private func n(_ v: Double) -> String { SVGMarkup.number(v) }
}
