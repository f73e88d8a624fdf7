import Foundation
import Testing

@testable import LayoutModel

/// The pair rules against hand-worked cases (each with the rule that decides it) and, where
/// the machine has it, against every case of Unicode's own LineBreakTest.txt.
@Suite("Line-break rules (UAX #14)")
struct LineBreakRulesTests {
    /// The offsets (in scalars) before which `text` may break, mandatory breaks excluded.
    static func opportunities(_ scalars: [Unicode.Scalar]) -> [Int] {
        var rules = LineBreakRules()
        var breaks: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            let lineBreakClass = LineBreakClass.of(scalar.value)
            // The look-ahead only where the rules ask for it, as the segmenter passes it.
            let following =
                rules.looksAhead(before: lineBreakClass) && index + 1 < scalars.count
                ? scalars[index + 1].value : nil
            if rules.allowsBreak(before: lineBreakClass, scalar: scalar.value, following: following) {
                breaks.append(index)
            }
        }
        return breaks
    }

    static func opportunities(_ text: String) -> [Int] {
        opportunities(Array(text.unicodeScalars))
    }

    @Test("Classes come from LineBreak.txt, resolved as LB1 says")
    func classes() {
        #expect(LineBreakClass.of(0x41) == .alphabetic)  // A: AL
        #expect(LineBreakClass.of(0x2D) == .hyphen)  // -: HY
        #expect(LineBreakClass.of(0x2014) == .breakBoth)  // em dash: B2
        #expect(LineBreakClass.of(0x2013) == .breakAfter)  // en dash: BA
        #expect(LineBreakClass.of(0x4E2D) == .ideographic)  // 中: ID
        #expect(LineBreakClass.of(0x3002) == .closePunctuation)  // 。: CL
        #expect(LineBreakClass.of(0x3041) == .ideographic)  // small ぁ: CJ -> ID (CSS normal)
        #expect(LineBreakClass.of(0x30FC) == .ideographic)  // ー: CJ -> ID
        #expect(LineBreakClass.of(0x3005) == .nonstarter)  // 々: NS
        #expect(LineBreakClass.of(0x00B1) == .prefixNumeric)  // ±: PR
        #expect(LineBreakClass.of(0x2460) == .alphabetic)  // ①: AI -> AL
        #expect(LineBreakClass.of(0x0E01) == .alphabetic)  // Thai ko kai: SA -> AL
        #expect(LineBreakClass.of(0x0E31) == .combiningMark)  // Thai mai han-akat (Mn): SA -> CM
        #expect(LineBreakClass.of(0xFF08) == .wideOpenPunctuation)  // fullwidth (: OP, wide
        #expect(LineBreakClass.of(0x28) == .openPunctuation)
        #expect(LineBreakClass.of(0x1F600) == .emojiBase || LineBreakClass.of(0x1F600) == .ideographic)
        #expect(LineBreakClass.of(0x20000) == .ideographic)  // CJK Extension B
        #expect(LineBreakClass.of(0x3FFFD) == .ideographic)  // plane 3 default
        #expect(LineBreakClass.of(0xE0001) == .combiningMark)  // language tag: CM
        #expect(LineBreakClass.of(0x10FFFF) == .alphabetic)  // unassigned: XX -> AL
    }

    @Test("The rules' written-out class masks are the sets they name")
    func masks() {
        #expect(
            LineBreakRules.startsAfterSpaces
                == LineBreakRules.mask([
                    .alphabetic, .hebrewLetter, .numeric, .ideographic, .unassignedPictographic, .emojiBase,
                    .emojiModifier,
                    .hangulL, .hangulV, .hangulT, .hangulLV, .hangulLVT, .hyphen, .breakAfter, .breakBefore,
                    .prefixNumeric, .postfixNumeric, .quotation, .quotationInitial, .quotationFinal, .inseparable,
                    .contingentBreak, .regionalIndicator, .glue
                ]))
        #expect(
            LineBreakRules.neverBefore
                == LineBreakRules.mask([
                    .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbolAllowingBreakAfter
                ]))
        #expect(LineBreakRules.lettersAndDigits == LineBreakRules.mask([.alphabetic, .numeric]))
    }

    @Test("Breaks follow spaces, hyphens and dashes, and fall between ideographs")
    func opportunities() {
        #expect(Self.opportunities("ab cd") == [3])  // LB18: after spaces
        #expect(Self.opportunities("ab  cd") == [4])  // LB7: never before a space
        #expect(Self.opportunities("well-known") == [5])  // LB21 then LB31: after "-"
        #expect(Self.opportunities("a—b") == [1, 2])  // B2: before and after
        #expect(Self.opportunities("a——b") == [1, 3])  // LB17: not within "——"
        #expect(Self.opportunities("1–2") == [2])  // en dash (BA): after only
        #expect(Self.opportunities("中文字") == [1, 2])  // LB31 between ideographs
        #expect(Self.opportunities("中文。字") == [1, 3])  // LB13: not before "。"
        #expect(Self.opportunities("(a) b") == [4])  // LB14, LB13
        #expect(Self.opportunities("a !") == [])  // LB13 beats LB18
        #expect(Self.opportunities("-5") == [])  // LB25: a sign before a digit
        #expect(Self.opportunities("$-5") == [])  // LB25
        #expect(Self.opportunities("12.5%") == [])  // LB25
        #expect(Self.opportunities("a/b") == [2])  // LB13 then LB31: after "/"
        #expect(Self.opportunities("x\u{00A0}y") == [])  // LB12: NBSP glues
        #expect(Self.opportunities("e\u{0301} f") == [3])  // LB9: the mark joins "e"
        #expect(Self.opportunities("a\u{200B}b") == [2])  // LB8: after ZW
        #expect(Self.opportunities("🇫🇷🇩🇪") == [2])  // LB30a: flags in pairs
        #expect(Self.opportunities("👍🏽👍") == [2])  // LB30b: EB × EM
        #expect(Self.opportunities("\"a\" b") == [4])  // LB19 quotes glue
        #expect(Self.opportunities("“a” b") == [4])  // LB19a: not East Asian
        #expect(Self.opportunities("说：“你好。”然") == [2, 4, 7])  // LB19a; "：" is NS
        #expect(Self.opportunities("中“a”文") == [])  // LB19a: "a" is not East Asian
        #expect(Self.opportunities("한국어") == [1, 2])  // Hangul syllables are ID-like
        #expect(Self.opportunities("チョコ") == [1, 2])  // CJ as ID: before small kana too
        #expect(Self.opportunities("時々") == [])  // LB21: never before NS
    }

    /// Unicode's LineBreakTest.txt for the version of the table, where installed
    /// (`apt-get install unicode-data`). Cases with mandatory breaks are left out (the
    /// breaker splits paragraphs first), and so are those with class CJ, which the tests
    /// resolve as NS and the table as ID (see `LineBreakClass`), and those with an initial
    /// or final quotation mark and an East Asian character, where Unicode 15.1's LB19a
    /// (which `LineBreakRules` follows) changed the answer.
    static let unicodeTestFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    @Test(
        "Unicode's LineBreakTest cases agree",
        .enabled(
            if: FileManager.default.fileExists(atPath: unicodeTestFile),
            "needs Debian's unicode-data (.ci/run installs it)"))
    func unicodeTests() throws {
        let text = try String(contentsOfFile: Self.unicodeTestFile, encoding: .utf8)
        #expect(text.contains("LineBreakTest-\(LineBreakClass.unicodeVersion)"))
        var checked = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "#", maxSplits: 1)
            if fields.count > 1, fields[1].contains("(CJ") { continue }
            let tokens = fields[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            var scalars: [Unicode.Scalar] = []
            var expected: [Int] = []
            for token in tokens {
                if token == "÷" {
                    expected.append(scalars.count)
                } else if token != "×", let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            // The end is always a break (LB3); the rules speak only of positions before scalars.
            expected.removeAll { $0 == 0 || $0 == scalars.count }
            let mandatory: Set<LineBreakClass> = [.mandatoryBreak, .carriageReturn, .lineFeed, .nextLine]
            guard !scalars.contains(where: { mandatory.contains(.of($0.value)) }) else { continue }
            let changedInUnicode15Point1 =
                scalars.contains {
                    LineBreakClass.of($0.value) == .quotationInitial
                        || LineBreakClass.of($0.value) == .quotationFinal
                }
                && scalars.contains { LineBreakClass.isEastAsian($0.value) }
            if changedInUnicode15Point1 { continue }
            checked += 1
            let found = Self.opportunities(scalars)
            if found != expected {
                failures.append("\(fields[0].trimmingCharacters(in: .whitespaces)) found \(found)")
            }
        }
        #expect(checked > 5_900)
        #expect(failures.isEmpty, "\(failures.count) of \(checked): \(failures.prefix(40).joined(separator: "\n"))")
    }
}
