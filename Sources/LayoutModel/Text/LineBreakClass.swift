import Foundation

/// A code point's line-break class (Unicode's Line_Break property, UAX #14), as the
/// breaking rules see it: the classes rule LB1 resolves away (AI, SG, XX, SA, CJ) are
/// already resolved (CJ as ID, the tailoring of CSS's `line-break: normal`: a line may
/// start with a small kana), OP is split by East_Asian_Width, which rule LB30 tells apart, and ID
/// by Extended_Pictographic, which rule LB30b tells apart.
///
/// The classes come from Unicode's `LineBreak.txt` through
/// `Unicode/generate_line_break_classes.py` (see `LineBreakClass+Table.swift`).
package enum LineBreakClass: UInt8, Sendable, CaseIterable {
    // The order is the generator's `CLASSES`: the raw values are the table's.
    case alphabetic, breakAfter, breakBefore, breakBoth, mandatoryBreak, contingentBreak
    case closePunctuation, combiningMark, closeParenthesis, carriageReturn, emojiBase, emojiModifier
    case exclamation, glue, hangulLV, hangulLVT, hebrewLetter, hyphen, ideographic, inseparable
    case infixSeparator, hangulL, hangulT, hangulV, lineFeed, nextLine, nonstarter, numeric
    case openPunctuation, postfixNumeric, prefixNumeric, quotation, regionalIndicator, space
    case symbolAllowingBreakAfter, wordJoiner, zeroWidthSpace, zeroWidthJoiner
    /// OP whose East_Asian_Width is F, W or H: rule LB30 keeps letters only before the others.
    case wideOpenPunctuation
    /// ID that is an unassigned Extended_Pictographic code point: rule LB30b keeps an emoji
    /// modifier after it, as after an emoji base.
    case unassignedPictographic
    /// QU that is an initial quotation mark (general category Pi, "“"), and one that is a
    /// final mark (Pf, "”"): rules LB19 and LB19a (Unicode 15.1) let a line break before an
    /// initial and after a final mark between East Asian characters.
    case quotationInitial, quotationFinal

    /// Whether this is a quotation mark of any kind (QU).
    @inline(__always)
    var isQuotation: Bool {
        self == .quotation || self == .quotationInitial || self == .quotationFinal
    }

    /// Whether `value` is East Asian (East_Asian_Width F, W or H), as rule LB19a asks.
    ///
    /// - Complexity: O(log r) for r ranges.
    static func isEastAsian(_ value: UInt32) -> Bool {
        let ranges = table.eastAsianRanges
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// The class of `value`, a Unicode scalar value.
    ///
    /// - Complexity: O(1) in the Basic Multilingual Plane, O(log r) above it for r runs.
    package static func of(_ value: UInt32) -> LineBreakClass {
        if value < 0x1_0000 { return table.bmp[Int(value)] }
        return table.supplementaryClass(of: value)
    }

    /// Every class of the BMP in one array, so the breaker reads a class with one load.
    static var bmpClasses: [LineBreakClass] { table.bmp }

    /// The class of a scalar above the BMP.
    static func supplementaryClass(of value: UInt32) -> LineBreakClass {
        table.supplementaryClass(of: value)
    }

    /// The decoded table, built once on first use from `packedRuns`.
    private static let table = Table()

    /// The BMP expanded to one class per scalar (64 KB), the planes above as runs.
    private struct Table: Sendable {
        let bmp: [LineBreakClass]
        /// The first code point of each run above the BMP, ascending, and its class.
        let supplementaryStarts: [UInt32]
        let supplementaryClasses: [LineBreakClass]
        /// The East Asian code points, as sorted disjoint ranges.
        let eastAsianRanges: [ClosedRange<UInt32>]

        init() {
            guard let data = Data(base64Encoded: LineBreakClass.packedRuns, options: .ignoreUnknownCharacters),
                data.count % 4 == 0, !data.isEmpty
            else {
                fatalError("the generated line-break runs are not valid; rerun Unicode/generate_line_break_classes.py")
            }
            let bytes = [UInt8](data)
            var starts: [UInt32] = []
            var classes: [LineBreakClass] = []
            starts.reserveCapacity(bytes.count / 4)
            classes.reserveCapacity(bytes.count / 4)
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                let start = UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
                guard let lineBreakClass = LineBreakClass(rawValue: bytes[offset + 3]) else {
                    fatalError("the generated line-break runs name class \(bytes[offset + 3]); regenerate them")
                }
                starts.append(start)
                classes.append(lineBreakClass)
            }
            var bmp = [LineBreakClass](repeating: .alphabetic, count: 0x1_0000)
            var supplementaryStarts: [UInt32] = []
            var supplementaryClasses: [LineBreakClass] = []
            for index in starts.indices {
                let start = starts[index]
                let end = index + 1 < starts.count ? starts[index + 1] : 0x11_0000
                if start < 0x1_0000 {
                    for value in Int(start)..<Int(min(end, 0x1_0000)) { bmp[value] = classes[index] }
                }
                if end > 0x1_0000 {
                    supplementaryStarts.append(max(start, 0x1_0000))
                    supplementaryClasses.append(classes[index])
                }
            }
            self.bmp = bmp
            self.supplementaryStarts = supplementaryStarts
            self.supplementaryClasses = supplementaryClasses
            guard
                let wide = Data(
                    base64Encoded: LineBreakClass.packedEastAsianRanges,
                    options: .ignoreUnknownCharacters), wide.count % 8 == 0
            else {
                fatalError(
                    "the generated East Asian ranges are not valid; rerun Unicode/generate_line_break_classes.py")
            }
            let wideBytes = [UInt8](wide)
            func word(_ offset: Int) -> UInt32 {
                (0..<4).reduce(0) { $0 << 8 | UInt32(wideBytes[offset + $1]) }
            }
            self.eastAsianRanges = stride(from: 0, to: wideBytes.count, by: 8).map { word($0)...word($0 + 4) }
        }

        /// The class of the run holding `value` (at least 0x10000): the last run starting
        /// at or before it, found by bisection.
        func supplementaryClass(of value: UInt32) -> LineBreakClass {
            var low = 0
            var high = supplementaryStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if supplementaryStarts[middle] <= value { low = middle } else { high = middle }
            }
            return supplementaryClasses[low]
        }
    }
}
