import LayoutModel
import Testing

@Suite("Measured text: measurements through the memo and the prepared words")
struct MeasuredTextTests {
    let font = Font(size: 16)

    /// A seeded linear congruential generator (Knuth's MMIX constants, high bits folded into
    /// the low ones), so every run offers the same widths.
    struct SeededWidths: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// The reference: the direct measurement (no memo, no prepared words). A width at least
    /// the ideal one gives the ideal size.
    func expected(_ text: String, _ width: Double?, lineLimit: Int?) -> Size {
        let ideal = TextMeasurement.extent(text, font: font, width: nil, lineLimit: lineLimit)
        guard let width, width < ideal.width else { return Size(width: ideal.width, height: ideal.height) }
        let e = TextMeasurement.extent(text, font: font, width: width, lineLimit: lineLimit)
        return Size(width: e.width, height: e.height)
    }

    @Test("A text's sizes equal the direct measurement's at every width, in any order")
    func sizesMatchDirectMeasurement() {
        let texts = [
            "I forgot my password", "User:", "", "   ", "  indented words and   runs of spaces  ",
            "two\nparagraphs of text\n", "Supercalifragilisticexpialidocious word", "é ü 😀 mixed 中文 text",
            "layout the preference width a constraint solver is shared label bubble SwiftUI measures every view"
        ]
        var random = SeededWidths(state: 3)
        var compared = 0
        for text in texts {
            for lineLimit in [nil, 1, 2] as [Int?] {
                let content = MeasuredText(text, font: font, lineLimit: lineLimit, cache: TextLayoutCache())
                let ideal = expected(text, nil, lineLimit: lineLimit).width
                var widths: [Double?] = [nil, .infinity, .nan, -3, 0, ideal, ideal - 0.001]
                for _ in 0..<40 { widths.append(Double.random(in: 0...max(1, ideal * 1.1), using: &random)) }
                // Widths again, shuffled: answers from the memo must be the same.
                widths += widths.shuffled(using: &random)
                for width in widths {
                    let size = content.size(width: width)
                    let reference = expected(text, width, lineLimit: lineLimit)
                    #expect(
                        size == reference,
                        "\(text.debugDescription), limit \(String(describing: lineLimit)), width \(String(describing: width))"
                    )
                    compared += 1
                }
            }
        }
        #expect(compared == 9 * 3 * 94)
    }

    @Test("Published check values: 169.4921875 unwrapped, two lines at 100, the memo answering 95")
    func checkValues() {
        let content = MeasuredText("I forgot my password", font: font, lineLimit: nil, cache: TextLayoutCache())
        #expect(content.size(width: nil) == Size(width: 169.4921875, height: 18.625))
        let wrapped = content.size(width: 100)
        #expect(wrapped.height == 2 * 18.625)
        // "I forgot my" and "password": the same lines at 95, answered by the memo.
        let measured = content.measurements
        #expect(content.size(width: 95) == wrapped)
        #expect(content.measurements == measured)
        #expect(MeasuredText("…", font: font, lineLimit: 1, cache: TextLayoutCache()).size(width: nil).width == 16)
    }

    @Test("The memo answers only widths its extent holds for, its limits narrowed to floats")
    func memoIsSound() {
        var random = SeededWidths(state: 5)
        let text = "layout the preference width a constraint solver is shared label bubble"
        var answered = 0
        for size in [16, 13.37, 17.1] as [Double] {
            let font = Font(size: size)
            for _ in 0..<30 {
                let width = Double.random(in: 40...400, using: &random)
                let e = TextMeasurement.extent(text, font: font, width: width, lineLimit: nil)
                var memo = TextMemo()
                memo.store(e)
                let tolerance = TextMeasurement.widthTolerance
                var probes = [
                    width, e.lowestLimit - tolerance, e.highestLimit - tolerance,
                    (e.lowestLimit - tolerance).nextDown, (e.highestLimit - tolerance).nextDown
                ]
                for _ in 0..<20 { probes.append(Double.random(in: 1...450, using: &random)) }
                for probe in probes where probe.isFinite && probe > 0 {
                    guard let known = memo.size(forWidth: probe) else { continue }
                    answered += 1
                    #expect(e.holds(forWidth: probe), "size \(size), width \(width), probe \(probe)")
                    #expect(known == Size(width: e.width, height: e.height))
                }
                // At 16 pt every limit is a multiple of 1/128, which a float holds exactly.
                if size == 16 { #expect(memo.size(forWidth: width) != nil) }
            }
        }
        #expect(answered > 100)
    }
}
