import LayoutModel

/// A text of the compiled tree: its string and style, and the sizes measured for it.
struct TextItem {
    var string: String
    var font: Font
    var lineLimit: Int?
    /// The node that shows it.
    var node: Int
    private var ideal: Size?
    /// The words measured once, so that each wrap width walks words instead of characters.
    private var words = PreparedText.unprepared
    private var lastWidth = -1.0
    private var lastSize = Size.zero

    init(string: String, font: Font, lineLimit: Int?, node: Int) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.node = node
    }

    /// Rule 2: nil and infinite widths give the one-line size, a width of 0 gives 0 × 0, a
    /// narrower width wraps (the reported width is the longest line).
    ///
    /// - Parameter measurements: counts the measurements made.
    mutating func size(width: Double?, measurements: inout Int) -> Size {
        if let width, width <= 0 { return .zero }
        let ideal = self.ideal ?? measureIdeal(&measurements)
        guard let width, width < ideal.width else { return ideal }
        if width == lastWidth { return lastSize }
        measurements += 1
        let e = words.extent(width: width, idealWidth: ideal.width, font: font)
            ?? TextMeasurement.extent(string, textHash: TextMeasurement.hash(of: string), font: font,
                                      width: width, lineLimit: lineLimit)
        lastWidth = width
        lastSize = Size(width: e.width, height: e.height)
        return lastSize
    }

    /// Rule 18: offered less height than its lines need, a text shows the lines that fit (at
    /// least one), the last one truncated.
    mutating func size(width: Double?, height: Double?, measurements: inout Int) -> Size {
        let s = size(width: width, measurements: &measurements)
        guard let height, s.height > height, s.width > 0 else { return s }
        measurements += 1
        let e = TextMeasurement.extent(string, textHash: TextMeasurement.hash(of: string), font: font,
                                       width: width, height: height, lineLimit: lineLimit)
        return Size(width: e.width, height: e.height)
    }

    private mutating func measureIdeal(_ measurements: inout Int) -> Size {
        measurements += 1
        let e: TextExtent
        if lineLimit == nil {
            (words, e) = PreparedText.prepare(string, font: font)
        } else {
            e = TextMeasurement.extent(string, textHash: TextMeasurement.hash(of: string), font: font,
                                       width: nil, lineLimit: lineLimit)
        }
        let s = Size(width: e.width, height: e.height)
        ideal = s
        return s
    }

    /// Forgets what was measured (the string or the style changed).
    mutating func forgetMeasurements() {
        ideal = nil
        words = .unprepared
        lastWidth = -1
    }
}
