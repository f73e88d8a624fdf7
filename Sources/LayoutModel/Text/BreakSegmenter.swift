/// Cuts a paragraph into the pieces a line may not break inside: the text between
/// consecutive line-break opportunities (UAX #14, see ``LineBreakRules``), each with the
/// spaces before it.
///
/// A segment's body runs from its first scalar that is no space to its last (spaces inside
/// it, as in "( a", count in its width); the spaces after it hang at the end of a line and
/// are the next segment's `spaces`. A paragraph that starts with spaces starts with an
/// empty segment: the spaces are the next one's, and a line may break after them (LB18),
/// as a browser breaks "   indented" when the indented word does not fit beside its
/// indentation. Only U+0020 hangs: other spaces (no-break, ideographic, tabs)
/// are measured as any scalar, as their break classes are obeyed.
///
/// Scanning stops at a line break (a `Character.isNewline` scalar) or at the end of the
/// range; ``stop`` says where. Work is O(n) in bytes, one rule step per scalar except inside
/// runs of ASCII letters, which need none (LB28), and at an ASCII letter after spaces, which
/// needs only LB14 and LB18.
struct BreakSegmenter {
    /// One segment: `spaces` spaces from `spacesStart`, then the body from `bodyStart` to
    /// `bodyEnd`, `units` wide in font units.
    struct Segment {
        var spacesStart: Int
        var bodyStart: Int
        var bodyEnd: Int
        var spaces: Int
        var units: Int
    }

    private let bytes: [UInt8]
    private let bmpAdvances: [UInt16]
    private let bmpClasses: [LineBreakClass]
    private let face: FontFace
    private let spaceUnits: Int
    private let end: Int
    private var offset: Int
    private var rules = LineBreakRules()
    /// The spaces seen since the last body ended (or since the paragraph began).
    private var spacesStart: Int
    private var spaces = 0
    /// Whether the paragraph's leading spaces are behind: a body scalar was read, or the
    /// empty first segment returned.
    private var returnedAny = false
    /// The class of the scalar at `offset` when the rules were fed it already: it allowed
    /// the break that ended the last segment, and starts the next.
    private var fedClass: LineBreakClass?
    /// Where scanning stopped: the start of the line break, or `end`; nil while scanning.
    private(set) var stop: Int?

    /// A segmenter of `bytes[start..<end]`, which starts a paragraph.
    init(
        bytes: [UInt8], from start: Int, to end: Int, bmpAdvances: [UInt16], bmpClasses: [LineBreakClass],
        face: FontFace
    ) {
        self.bytes = bytes
        self.bmpAdvances = bmpAdvances
        self.bmpClasses = bmpClasses
        self.face = face
        self.spaceUnits = Int(bmpAdvances[0x20])
        self.end = end
        self.offset = start
        self.spacesStart = start
    }

    /// The next segment, or nil at the paragraph's end (then ``stop`` is set; the spaces
    /// after the last segment belong to no segment).
    ///
    /// - Complexity: O(bytes of the segment and the spaces after it).
    mutating func next() -> Segment? {
        // The scan's position in locals, stored back on return, so the loops keep them in
        // registers.
        var offset = self.offset
        var spaces = self.spaces
        var spacesStart = self.spacesStart
        defer { (self.offset, self.spaces, self.spacesStart) = (offset, spaces, spacesStart) }
        // The segment being read: `hasBody` once its first scalar is in.
        var hasBody = false
        var bodyStart = 0
        var bodyEnd = 0
        var units = 0
        var segmentSpaces = 0
        var segmentSpacesStart = 0
        // Sums of 16-bit advances over a string's bytes cannot overflow: wrapping arithmetic
        // spares the checks in the loop.
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x20 {
                rules.absorbSpace()
                spaces &+= 1
                offset &+= 1
                continue
            }
            let (value, length) = byte < 0x80 ? (UInt32(byte), 1) : LineBreaker.scalar(in: bytes, at: offset)
            if LineBreaker.isLineBreak(value) { break }
            let scalarEnd = offset &+ length
            let lineBreakClass: LineBreakClass
            let allowsBreak: Bool
            if let fed = fedClass {
                // Fed already: it allowed the break that ended the last segment.
                lineBreakClass = fed
                fedClass = nil
                allowsBreak = false
            } else if (byte | 0x20) &- 0x61 < 26, rules.followsSpace {
                // An ASCII letter after spaces, the usual start of a word.
                lineBreakClass = .alphabetic
                allowsBreak = rules.allowsBreakBeforeLetterAfterSpaces(value)
            } else {
                lineBreakClass =
                    value < 0x1_0000 ? bmpClasses[Int(value)] : LineBreakClass.supplementaryClass(of: value)
                let following =
                    rules.looksAhead(before: lineBreakClass)
                    ? Self.scalar(in: bytes, at: scalarEnd, end: end) : nil
                allowsBreak = rules.allowsBreak(before: lineBreakClass, scalar: value, following: following)
            }
            if allowsBreak, hasBody || !returnedAny {
                // The spaces before this scalar hang after the segment (or, at the paragraph's
                // start, follow an empty one); the next segment starts here.
                fedClass = lineBreakClass
                if hasBody {
                    return Segment(
                        spacesStart: segmentSpacesStart, bodyStart: bodyStart, bodyEnd: bodyEnd,
                        spaces: segmentSpaces, units: units)
                }
                returnedAny = true
                return Segment(
                    spacesStart: spacesStart, bodyStart: spacesStart, bodyEnd: spacesStart, spaces: 0,
                    units: 0)
            }
            let advance = LineBreaker.advance(of: value, bmpAdvances: bmpAdvances, face: face)
            if hasBody {
                // Spaces inside the body ("( a") count in its width.
                units &+= spaces &* spaceUnits &+ advance
            } else {
                hasBody = true
                segmentSpacesStart = spacesStart
                segmentSpaces = spaces
                bodyStart = offset
                units = advance
            }
            offset = scalarEnd
            // A run of ASCII letters after a letter joins with no rule to apply (LB28).
            if lineBreakClass == .alphabetic, rules.continuesLetters {
                let runStart = offset
                while offset < end {
                    let next = bytes[offset]
                    guard (next | 0x20) &- 0x61 < 26 else { break }
                    units &+= Int(bmpAdvances[Int(next)])
                    offset &+= 1
                }
                if offset != runStart { rules.absorbLetter(UInt32(bytes[offset &- 1])) }
            }
            bodyEnd = offset
            spaces = 0
            spacesStart = offset
            returnedAny = true
        }
        stop = offset
        guard hasBody else { return nil }
        return Segment(
            spacesStart: segmentSpacesStart, bodyStart: bodyStart, bodyEnd: bodyEnd, spaces: segmentSpaces,
            units: units)
    }

    /// The scalar at `offset`, nil at a line break or the end: what the rules' look-ahead asks.
    private static func scalar(in bytes: [UInt8], at offset: Int, end: Int) -> UInt32? {
        guard offset < end else { return nil }
        let value = LineBreaker.scalar(in: bytes, at: offset).value
        return LineBreaker.isLineBreak(value) ? nil : value
    }
}
