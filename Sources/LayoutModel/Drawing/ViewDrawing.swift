/// What a view tree draws, view by view, apart from where: the drawn views by identifier
/// in painting order. Put together with a layout's frames of those identifiers, it is a
/// picture (``svgElements(frames:clipPrefix:)``).
///
public struct ViewDrawing: Sendable {
    /// Every drawn view by its identifier.
    public var views: [String: DrawnView] = [:]
    /// The corner radius of each view that `cornerRadius(_:)` clips, by its identifier.
    public var clips: [String: Double] = [:]
    /// The identifiers of ``views`` in painting order: a background before its view, an
    /// overlay and a border after it, later stack children over earlier ones.
    public var paintOrder: [String] = []

    public init() {}

    /// The color that shapes with no fill and no foreground colour are drawn in: a light
    /// gray, so that text over them stays readable (SwiftUI draws them in the foreground
    /// colour, black by default).
    public static let unstyledShapeFill = Color(white: 0.85)

    /// SVG elements that draw every view at its frame in `frames`, in painting order; views
    /// without a frame, or with one that is not finite, are left out.
    ///
    /// - Parameters:
    ///   - frames: the frames of the drawn views' identifiers, in the coordinates to draw in.
    ///   - clipPrefix: what the clip paths' element identifiers start with; several drawings
    ///     in one SVG document need different prefixes.
    /// - Returns: a `<defs>` element for the clips, if any, then the views' elements.
    /// - Complexity: O(v) in the views, plus one text layout per text.
    public func svgElements(frames: [String: Rect], clipPrefix: String = "clip") -> String {
        var clipNames: [String: String] = [:]
        var defs = ""
        var body = ""
        for id in paintOrder {
            guard let view = views[id], !view.style.isHidden, let frame = frames[id], Self.isDrawable(frame) else {
                continue
            }
            var element = Self.element(view, in: frame)
            guard !element.isEmpty else { continue }
            if view.style.opacity < 1 {
                element = "<g opacity=\"\(SVGMarkup.number(max(view.style.opacity, 0)))\">\n\(element)</g>\n"
            }
            for clip in view.style.clips.reversed() {
                guard let radius = clips[clip], let r = frames[clip], Self.isDrawable(r) else { continue }
                let name: String
                if let known = clipNames[clip] {
                    name = known
                } else {
                    name = "\(clipPrefix)-\(clipNames.count + 1)"
                    clipNames[clip] = name
                    defs +=
                        "<clipPath id=\"\(name)\"><rect \(SVGMarkup.geometry(r)) "
                        + "rx=\"\(SVGMarkup.number(Self.radius(radius, in: r)))\"/></clipPath>\n"
                }
                element = "<g clip-path=\"url(#\(name))\">\n\(element)</g>\n"
            }
            body += element
        }
        return defs.isEmpty ? body : "<defs>\n\(defs)</defs>\n\(body)"
    }

    /// Whether a frame can be drawn: finite, and not absurdly far out.
    public static func isDrawable(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) && abs(r.maxX) < 1e6 && abs(r.maxY) < 1e6
    }

    /// A corner radius as drawn: at most half the shorter side.
    static func radius(_ radius: Double, in r: Rect) -> Double {
        max(0, min(radius, r.width / 2, r.height / 2))
    }

    static func element(_ view: DrawnView, in r: Rect) -> String {
        let style = view.style
        switch view.content {
        case .text(let string):
            return text(string, in: r, style: style, color: style.textColor)
        case .color(let color):
            return "<rect \(SVGMarkup.geometry(r)) \(SVGMarkup.fill(color, opacity: 1))/>\n"
        case .shape(let kind, let fill):
            return shape(kind, in: r, fill: fill ?? style.foreground ?? unstyledShapeFill, stroke: style.stroke)
        case .textField(let title):
            var out =
                "<rect \(SVGMarkup.geometry(r)) rx=\"\(SVGMarkup.number(radius(5, in: r)))\" fill=\"white\" "
                + "stroke=\"rgb(199,199,204)\" stroke-width=\"1\"/>\n"
            out += text(title, in: fieldText(r), style: style, color: Color(white: 0.6))
            return out
        case .image(let name):
            var out =
                "<rect \(SVGMarkup.geometry(r)) fill=\"rgb(229,229,234)\" stroke=\"rgb(174,174,178)\" "
                + "stroke-width=\"1\"/>\n"
            let font = Font(size: 10)
            if font.width(of: name) + 4 <= r.width, font.lineHeight <= r.height {
                out +=
                    "<text x=\"\(SVGMarkup.number(r.midX))\" y=\"\(SVGMarkup.number(r.midY + 3.5))\" "
                    + "font-size=\"10\" text-anchor=\"middle\" fill=\"rgb(99,99,102)\">\(SVGMarkup.escape(name))</text>\n"
            }
            return out
        case .slider(let fraction):
            let y = SVGMarkup.number(r.midY)
            let split = r.minX + r.width * min(max(fraction, 0), 1)
            let thumb = min(r.height / 2, 12)
            return
                "<line x1=\"\(SVGMarkup.number(r.minX))\" y1=\"\(y)\" x2=\"\(SVGMarkup.number(r.maxX))\" y2=\"\(y)\" "
                + "stroke=\"rgb(209,209,214)\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
                + "<line x1=\"\(SVGMarkup.number(r.minX))\" y1=\"\(y)\" x2=\"\(SVGMarkup.number(split))\" y2=\"\(y)\" "
                + "stroke=\"\(SVGMarkup.rgb(style.foreground ?? DrawingStyle.tint))\" stroke-width=\"4\" "
                + "stroke-linecap=\"round\"/>\n"
                + "<circle cx=\"\(SVGMarkup.number(split))\" cy=\"\(y)\" r=\"\(SVGMarkup.number(thumb))\" fill=\"white\" "
                + "stroke=\"rgb(174,174,178)\" stroke-width=\"1\"/>\n"
        case .border(let color, let width):
            let inset = Rect(
                x: r.minX + width / 2, y: r.minY + width / 2,
                width: max(0, r.width - width), height: max(0, r.height - width))
            return "<rect \(SVGMarkup.geometry(inset)) fill=\"none\" stroke=\"\(SVGMarkup.rgb(color))\" "
                + "stroke-opacity=\"\(SVGMarkup.number(color.opacity))\" stroke-width=\"\(SVGMarkup.number(width))\"/>\n"
        }
    }

    static func shape(_ kind: ShapeKind, in r: Rect, fill: Color, stroke: DrawingStyle.Stroke?) -> String {
        let paint: String
        if let stroke {
            paint =
                "fill=\"none\" stroke=\"\(SVGMarkup.rgb(stroke.color))\" stroke-opacity=\"\(SVGMarkup.number(stroke.color.opacity))\" "
                + "stroke-width=\"\(SVGMarkup.number(stroke.lineWidth))\""
        } else {
            paint = SVGMarkup.fill(fill, opacity: 1)
        }
        switch kind {
        case .rectangle:
            return "<rect \(SVGMarkup.geometry(r)) \(paint)/>\n"
        case .roundedRectangle(let cornerRadius):
            return "<rect \(SVGMarkup.geometry(r)) rx=\"\(SVGMarkup.number(radius(cornerRadius, in: r)))\" \(paint)/>\n"
        case .capsule:
            return "<rect \(SVGMarkup.geometry(r)) rx=\"\(SVGMarkup.number(min(r.width, r.height) / 2))\" \(paint)/>\n"
        case .circle:
            return "<circle cx=\"\(SVGMarkup.number(r.midX))\" cy=\"\(SVGMarkup.number(r.midY))\" "
                + "r=\"\(SVGMarkup.number(max(0, min(r.width, r.height) / 2)))\" \(paint)/>\n"
        }
    }

    /// The boxes of the lines of text the drawing shows at `frames` (each line as wide as
    /// its glyphs and a line high), so that what is drawn over the picture can keep clear of
    /// them.
    ///
    /// - Complexity: O(v) in the views, plus one text layout per text.
    package func textBoxes(frames: [String: Rect]) -> [Rect] {
        var boxes: [Rect] = []
        for id in paintOrder {
            guard let view = views[id], !view.style.isHidden, let r = frames[id], Self.isDrawable(r) else { continue }
            switch view.content {
            case .text(let string):
                boxes += Self.lines(string, in: r, style: view.style).map(\.box)
            case .textField(let title):
                boxes += Self.lines(title, in: Self.fieldText(r), style: view.style).map(\.box)
            default:
                break
            }
        }
        return boxes
    }

    /// Where a text field's title is drawn: inset from the box's sides.
    static func fieldText(_ r: Rect) -> Rect {
        Rect(x: r.minX + 4, y: r.minY, width: max(0, r.width - 8), height: r.height)
    }

    /// The lines of a text as the engines measure them at the frame's width, each with its
    /// baseline's start and its box; a text offered less height shows the lines that fit
    /// (at least one).
    static func lines(_ string: String, in r: Rect, style: DrawingStyle) -> [(
        text: String, x: Double, baseline: Double, box: Rect
    )] {
        let font = style.font
        let lineHeight = font.lineHeight
        guard lineHeight > 0, r.width >= 0 else { return [] }
        let fitting = max(1, Int((r.height / lineHeight + 1e-9).rounded(.down)))
        let limit = min(style.lineLimit ?? fitting, fitting)
        let layout = TextMeasurement.layout(string, font: font, width: r.width, lineLimit: limit)
        let ascent = Double(font.face.ascender) * font.size / Double(font.face.unitsPerEm)
        return layout.lines.enumerated().map { k, line in
            let width = font.width(of: line)
            var x = r.minX
            switch style.textAlignment {
            case .leading: break
            case .center: x += (r.width - width) / 2
            case .trailing: x += r.width - width
            }
            let top = r.minY + Double(k) * lineHeight
            return (line, x, top + ascent, Rect(x: x, y: top, width: width, height: lineHeight))
        }
    }

    static func text(_ string: String, in r: Rect, style: DrawingStyle, color: Color) -> String {
        lines(string, in: r, style: style).map { line in
            "<text x=\"\(SVGMarkup.number(line.x))\" y=\"\(SVGMarkup.number(line.baseline))\" "
                + "font-size=\"\(SVGMarkup.number(style.font.size))\" \(SVGMarkup.fill(color, opacity: 1)) "
                + "xml:space=\"preserve\">\(SVGMarkup.escape(line.text))</text>\n"
        }.joined()
    }
}
