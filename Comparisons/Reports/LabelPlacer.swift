import LayoutModel

/// Finds a place for each identifier's label near its view's box where it covers no text and
/// no other label: inside the box's top-right corner, above it, below it, inside its
/// bottom-right corner, or beside it. A label with no such place is left out (the box keeps
/// its name as a tooltip).
struct LabelPlacer {
    /// The labels' font: 10 px, the smallest size a person reads without effort.
    static let font = Font(size: 10)
    static let height = 12.0

    /// Where labels may go.
    let bounds: Rect
    /// What labels must not cover, bucketed by cells of `cell` points.
    private var obstacles: [Cell: [Rect]] = [:]
    private let cell = 64.0

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// - Parameters:
    ///   - bounds: the area labels stay inside.
    ///   - text: the boxes of the text lines drawn.
    init(bounds: Rect, text: [Rect]) {
        self.bounds = bounds
        for box in text { add(box) }
    }

    /// The box of a label for `identifier` on the view at `frame`, nil when every place
    /// covers text or another label; a placed label becomes an obstacle for the next ones.
    mutating func place(_ identifier: String, at frame: Rect) -> Rect? {
        let width = Self.font.width(of: identifier) + 4
        let h = Self.height
        let candidates = [
            Rect(x: frame.maxX - width - 1, y: frame.minY + 1, width: width, height: h),
            Rect(x: frame.minX, y: frame.minY - h - 1, width: width, height: h),
            Rect(x: frame.minX, y: frame.maxY + 1, width: width, height: h),
            Rect(x: frame.maxX - width - 1, y: frame.maxY - h - 1, width: width, height: h),
            Rect(x: frame.maxX + 2, y: frame.minY, width: width, height: h),
            Rect(x: frame.minX - width - 2, y: frame.minY, width: width, height: h)
        ]
        for (k, box) in candidates.enumerated() {
            // A corner inside the box only when the box is large enough to show it there.
            if k == 0 || k == 3, frame.width < width + 2 || frame.height < h + 2 { continue }
            guard contains(bounds, box), !isBlocked(box) else { continue }
            add(box)
            return box
        }
        return nil
    }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    private func cells(of box: Rect) -> [Cell] {
        guard ViewDrawing.isDrawable(box) else { return [] }
        let x0 = Int((box.minX / cell).rounded(.down))
        let x1 = Int((box.maxX / cell).rounded(.down))
        let y0 = Int((box.minY / cell).rounded(.down))
        let y1 = Int((box.maxY / cell).rounded(.down))
        var out: [Cell] = []
        for x in x0...x1 { for y in y0...y1 { out.append(Cell(x: x, y: y)) } }
        return out
    }

    private mutating func add(_ box: Rect) {
        // A box larger than any drawn line (of a picture's largest width) would fill
        // thousands of cells: it is left out.
        guard box.width * box.height < 4e6 else { return }
        for c in cells(of: box) { obstacles[c, default: []].append(box) }
    }

    private func isBlocked(_ box: Rect) -> Bool {
        for c in cells(of: box) {
            for other in obstacles[c] ?? [] where overlaps(box, other) { return true }
        }
        return false
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
