/// Lays a view out with a layout engine and draws it as an SVG picture, as SwiftUI's
/// `ImageRenderer` renders a view to an image: a way to see what a view tree became, on any
/// platform.
///
/// ```swift
/// let renderer = ImageRenderer(content: LoginForm(), engine: .constraint)
/// renderer.proposedSize = ProposedSize(width: 320, height: nil)
/// let rendered = try renderer.render()
/// try rendered.svg.write(toFile: "login.svg", atomically: true, encoding: .utf8)
/// ```
///
/// `import PreferenceLayout` adds `ImageRenderer(content:)`, which lays out with the
/// preference engine, as SwiftUI's does. The picture draws texts in DejaVu Sans at the lines
/// the engine measured, colours and shapes with the colours, foreground colours, opacities,
/// corner radii, borders and strokes the tree declares, text fields as boxes with their
/// placeholder, images as boxes with their name. The content of an engine module's own
/// containers (a geometry reader, a custom `Layout`) is drawn too.
public struct ImageRenderer<Content: View> {
    /// The view to draw.
    public var content: Content
    /// The engine that lays it out.
    public var engine: LayoutEngine
    /// What the root is offered: nil lengths ask for its ideal size (the default, as SwiftUI's
    /// `ProposedViewSize.unspecified`).
    public var proposedSize = ProposedSize(width: nil, height: nil)
    /// Pixels per point in the picture's width and height.
    public var scale = 1.0
    /// What the picture is drawn on; nil leaves it transparent.
    public var background: Color? = .white

    /// A renderer of `content` laid out by `engine`.
    public init(content: Content, engine: LayoutEngine) {
        self.content = content
        self.engine = engine
    }

    /// Lays the view out and draws it.
    ///
    /// - Returns: the root's size, the identified views' frames and the picture.
    /// - Throws: what the engine throws (a tree it cannot express, a relation that cannot
    ///   hold, a tree too deep).
    /// - Complexity: one layout, plus O(v) in the drawn views and one text layout per text.
    public func render() throws -> RenderedView {
        let recorder = DrawingRecorder()
        let laidOut = try engine.layout(AnyView(recorder.root(content)), proposedSize)
        var identified: [String: Rect] = [:]
        var drawn: [String: Rect] = [:]
        for (id, frame) in laidOut.frames {
            if DrawingRecorder.isGenerated(id) { drawn[id] = frame } else { identified[id] = frame }
        }
        let drawing = recorder.result
        return RenderedView(
            size: laidOut.size, frames: identified, drawing: drawing, drawingFrames: drawn,
            svg: svg(drawing, frames: drawn, size: laidOut.size))
    }

    /// The picture, nil when the engine cannot lay the view out (``render()`` says why).
    public var svg: String? { try? render().svg }

    /// The SVG document: the root's bounds, widened to every drawn frame that lies outside
    /// them (an offset, a negative padding).
    private func svg(_ drawing: ViewDrawing, frames: [String: Rect], size: Size) -> String {
        var minX = 0.0
        var minY = 0.0
        var maxX = size.width.isFinite ? size.width : 0
        var maxY = size.height.isFinite ? size.height : 0
        for frame in frames.values where ViewDrawing.isDrawable(frame) {
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        let bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let n = SVGMarkup.number
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(bounds.width * scale))\" "
            + "height=\"\(n(bounds.height * scale))\" "
            + "viewBox=\"\(n(bounds.minX)) \(n(bounds.minY)) \(n(bounds.width)) \(n(bounds.height))\" "
            + "font-family=\"DejaVu Sans, sans-serif\">\n"
        if let background {
            out += "<rect \(SVGMarkup.geometry(bounds)) \(SVGMarkup.fill(background, opacity: 1))/>\n"
        }
        return out + drawing.svgElements(frames: frames) + "</svg>\n"
    }
}
