import LayoutModel
import LayoutTestSupport
import SeededRandom
import Testing

@testable import ConstraintLayout

/// A stack of many children keeps their sizes, offsets and longest cross length, changes one
/// child at a time, and computes their origins when read: each answer equals what a fresh
/// engine, or a plain sum, gives.
@Suite("Wide stacks: kept sizes and offsets")
struct WideStackTests {
    @Test("Prefix sums equal the running sums after any sequence of changes")
    func prefixSums() {
        var random = SplitMix64(seed: 23)
        var values = (0..<200).map { _ in Double(random.nextInt(in: 0...4000)) / 16 }
        var sums = PrefixSums(values)
        // More changes than lengths: the partial sums are made again on the way.
        for step in 0..<700 {
            let k = random.nextInt(in: 0...(values.count - 1))
            values[k] = step == 300 ? .infinity : Double(random.nextInt(in: 0...4000)) / 7
            sums.set(k, values[k])
            if step == 301 {
                values[k] = 1
                sums.set(k, 1)
            }
            for probe in [0, 1, k, k + 1, values.count / 2, values.count] {
                let expected = values.prefix(probe).reduce(0, +)
                let got = sums.prefix(probe)
                #expect(
                    got == expected || abs(got - expected) <= 1e-9 * max(1, abs(expected)),
                    "step \(step): prefix(\(probe)) \(got), expected \(expected)")
            }
        }
        #expect(PrefixSums([]).total == 0)
    }

    @Test("The running maximum is the largest length (0 when none is larger)")
    func runningMaximum() {
        var random = SplitMix64(seed: 7)
        for count in [1, 2, 3, 64, 100] {
            var values = (0..<count).map { _ in Double(random.nextInt(in: -50...500)) }
            var maximum = RunningMaximum(values)
            for _ in 0..<300 {
                let k = random.nextInt(in: 0...(count - 1))
                values[k] = Double(random.nextInt(in: -50...500))
                maximum.set(k, values[k])
                #expect(maximum.maximum == max(0, values.max()!))
            }
        }
        #expect(RunningMaximum([]).maximum == 0)
    }

    static func messages(_ n: Int) -> [Message] {
        let senders = ["Ann", "Bartholomew", "Chen", "Esperanza"]
        return (0..<n).map {
            Message(id: $0, sender: senders[$0 % 4], body: String(repeating: "word ", count: 1 + ($0 * 7) % 23))
        }
    }

    @Test(
        "Texts changed one at a time and resizes give a fresh engine's frames, in a narrow and a wide stack",
        arguments: [30, 150])
    func conversationChanges(rows: Int) throws {
        var messages = Self.messages(rows)
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
        var random = SplitMix64(seed: 2026)
        var width = 480.0
        _ = try engine.layout(in: Size(width: width, height: .infinity))
        for step in 0..<40 {
            let row = random.nextInt(in: 0...(rows - 1))
            switch step % 4 {
            case 0, 1:
                // A bubble longer or shorter: the rows below move.
                messages[row].body = String(repeating: "text ", count: random.nextInt(in: 0...60))
                try engine.setText(messages[row].body, of: "bubble.\(row)")
            case 2 where row != 1:
                // A sender, never wider than the widest (row 1's "Bartholomew"), which a changed
                // sender only becomes in a fresh engine (the engine measures a changed member at
                // its group's length).
                messages[row].sender = random.nextElement(of: ["Al", "Chen", "Esperanza"])
                try engine.setText(messages[row].sender + ":", of: "senderText.\(row)")
            default:
                width = random.nextElement(of: [480.0, 470, 320, 900])
            }
            let kept = try engine.layout(in: Size(width: width, height: .infinity))
            let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages))
                .layout(in: Size(width: width, height: .infinity))
            let mismatches = frameMismatches(expected: fresh.frames.sorted { $0.key < $1.key }) { kept.frame(of: $0) }
            #expect(
                mismatches.isEmpty,
                "step \(step): \(mismatches.count) frames differ, first \(mismatches.first.map { "\($0)" } ?? "")")
        }
    }

    /// A centred column of texts and spacers (no gap beside a spacer) and a row of the same.
    struct Column: View {
        var texts: [String]
        var body: some View {
            VStack {
                ForEach(texts.indices, id: \.self) { i in
                    Group {
                        Text(texts[i]).id("text.\(i)")
                        if i % 5 == 0 {
                            Spacer().id("spacer.\(i)")
                        } else {
                            Color.red.frame(width: 3, height: 2).id("mark.\(i)")
                        }
                    }
                }
            }
            .id("column")
        }
    }

    struct Row: View {
        var texts: [String]
        var body: some View {
            HStack(alignment: .bottom) {
                ForEach(texts.indices, id: \.self) { i in Text(texts[i]).id("text.\(i)") }
            }
        }
    }

    @Test("Gaps beside spacers and centred children stay right as texts change, down and across")
    func gapsAndCentring() throws {
        var texts = (0..<80).map { String(repeating: "ab ", count: 1 + $0 % 9) }
        let column = ConstraintLayoutEngine(root: Column(texts: texts))
        let row = ConstraintLayoutEngine(root: Row(texts: texts))
        var random = SplitMix64(seed: 5)
        for _ in 0..<25 {
            let k = random.nextInt(in: 0...79)
            texts[k] = String(repeating: "wide ", count: random.nextInt(in: 0...12))
            try column.setText(texts[k], of: "text.\(k)")
            try row.setText(texts[k], of: "text.\(k)")
            let proposal = ProposedSize(width: 300, height: nil)
            IncrementalTests.expectFramesEqual(
                try column.layout(proposal: proposal),
                try ConstraintLayoutEngine(root: Column(texts: texts)).layout(proposal: proposal))
            let across = ProposedSize(width: nil, height: 200)
            IncrementalTests.expectFramesEqual(
                try row.layout(proposal: across),
                try ConstraintLayoutEngine(root: Row(texts: texts)).layout(proposal: across))
        }
    }

    @Test("One text changed sizes and places as many views at 1 000 rows as at 100")
    func textChangeIndependentOfRows() throws {
        func work(_ n: Int) throws -> (sizes: Int, origins: Int) {
            var messages = Self.messages(n)
            let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
            let first = try engine.layout(in: Size(width: 480, height: .infinity))
            let before = engine.statistics
            messages[n / 2].body += " and a few more words to wrap the bubble onto one more line"
            try engine.setText(messages[n / 2].body, of: "bubble.\(n / 2)")
            let result = try engine.layout(in: Size(width: 480, height: .infinity))
            // The rows below moved all the same.
            #expect(result.frame(of: "bubble.\(n - 1)")!.minY > first.frame(of: "bubble.\(n - 1)")!.minY)
            let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages))
                .layout(in: Size(width: 480, height: .infinity))
            IncrementalTests.expectFramesEqual(result, fresh)
            return (
                engine.statistics.sizeComputations - before.sizeComputations,
                engine.statistics.originsWritten - before.originsWritten
            )
        }
        let small = try work(100)
        let large = try work(1000)
        #expect(small == large)
        #expect(small.sizes < 20 && small.origins < 20)
    }
}
