import LayoutModel
import Testing
@testable import PreferenceLayout

// Stacks of at least `Node.wideStackChildren` children use the helper thread: they size their
// second half there (Node+SplitSizing.swift), and are placed while it reads ahead
// (Node+ReadAhead.swift). The frames and counts must be those of one thread, and those of a
// direct computation.

@Suite("Wide stacks with the helper thread")
struct HelperThreadTests {
    /// 600 texts of 1 to 30 words, wrapped at 200 points.
    private static let lines = (0..<600).map { i in
        (0...(i * 7) % 30).map { ["split", "sizing", "a", "wide", "stack"][($0 + i) % 5] }.joined(separator: " ")
    }

    private struct Column: View {
        var lines: [String]
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<lines.count) { i in Text(lines[i]).font(Font(size: 16)).id("t\(i)") }
            }
        }
    }

    @Test("A column of 600 wrapped texts, sized on two threads, equals a direct computation and a one-thread layout")
    func columnOfTexts() throws {
        let proposal = ProposedSize(width: 200, height: nil)
        let split = LayoutEngine(root: Column(lines: Self.lines))
        let result = try split.layout(proposal: proposal)
        #expect(split.core.splitSizings >= 1)

        let font = Font(size: 16)
        var y = 0.0
        for (i, line) in Self.lines.enumerated() {
            let text = TextMeasurement.layout(line, font: font, width: 200, lineLimit: nil)
            let frame = try #require(result.frames["t\(i)"])
            #expect(frame == rect(0, y, text.width, text.height), "text \(i): \(frame)")
            y += text.height + 2
        }

        let single = LayoutEngine(root: Column(lines: Self.lines))
        single.usesHelperThread = false
        let reference = try single.layout(proposal: proposal)
        #expect(single.core.splitSizings == 0)
        #expect(reference.frames == result.frames)
        #expect(reference.statistics == result.statistics)
    }

    @Test("300 children distributing 1000 points: the probes run on two threads, the shares are 2 and 14/3")
    func distributionProbes() throws {
        // Half the children are at most 2 wide (flexibility 2), half at least 1 (flexibility
        // infinite). The less flexible are offered 1000 / 300 first and take 2; the others
        // share the remaining 700 equally.
        let row = HStack(spacing: 0) {
            ForEach(0..<300) { i in
                if i % 2 == 0 {
                    Color.red.frame(maxWidth: 2).id("c\(i)")
                } else {
                    Color.red.frame(minWidth: 1).id("c\(i)")
                }
            }
        }
        let engine = LayoutEngine(root: row)
        let result = try engine.layout(in: Size(width: 1000, height: 10))
        #expect(engine.core.splitSizings >= 1)
        var x = 0.0
        for i in 0..<300 {
            let expected = i % 2 == 0 ? 2.0 : 14.0 / 3.0
            let frame = try #require(result.frames["c\(i)"])
            #expect(abs(frame.width - expected) < 1e-9 && abs(frame.minX - x) < 1e-9, "child \(i): \(frame)")
            x += expected
        }
        #expect(abs(x - 1000) < 1e-9)
    }

    @Test("A split inside a split runs on its thread: 300 columns of 300 rows split once per sizing")
    func nestedStacksSplitOnce() throws {
        let grid = HStack(spacing: 0) {
            ForEach(0..<300) { column in
                VStack(spacing: 0) {
                    ForEach(0..<300) { row in
                        if row == 299 {
                            Color.red.frame(width: 1, height: 2).id("last\(column)")
                        } else {
                            Color.red.frame(width: 1, height: 2)
                        }
                    }
                }
            }
        }
        let engine = LayoutEngine(root: grid)
        let result = try engine.layout(proposal: ProposedSize(width: nil, height: 600))
        // The row of columns is offered a nil width: each column is sized once, in one of the
        // halves, and none of them splits again (placement offers each the same).
        #expect(engine.core.splitSizings == 1)
        #expect(result.size == Size(width: 300, height: 600))
        #expect(result.frames["last0"] == rect(0, 598, 1, 2))
        #expect(result.frames["last299"] == rect(299, 598, 1, 2))
    }

    @Test("An engine that built a custom Layout never splits: its sizing runs user code")
    func customLayoutKeepsOneThread() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<300) { i in
                Pair {
                    Color.red.frame(width: 10, height: 3)
                    Color.red.frame(width: Double(i % 7), height: 1)
                }.id("p\(i)")
            }
        }
        let engine = LayoutEngine(root: view)
        let result = try engine.layout(proposal: ProposedSize(width: nil, height: nil))
        #expect(engine.core.splitSizings == 0)
        // The same column of stacks splits.
        let control = LayoutEngine(root: VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<300) { i in
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 3)
                    Color.red.frame(width: Double(i % 7), height: 1)
                }
            }
        })
        _ = try control.layout(proposal: ProposedSize(width: nil, height: nil))
        #expect(control.core.splitSizings == 1)
        for i in [0, 6, 299] {
            #expect(result.frames["p\(i)"] == rect(0, 3 * Double(i), 10 + Double(i % 7), 3))
        }
    }

    @Test("A conversation of 400 messages placed while the helper reads ahead: readers built during placement, frames as on one thread")
    func readAheadPlacement() throws {
        let senders = ["Ann", "Bartholomew", "Chen", "Dee", "Esperanza", "Fu"]
        let messages = (0..<400).map { i in
            Message(id: i, sender: senders[(i * 5) % senders.count],
                    body: (0...(i * 11) % 29).map { ["read", "ahead", "of", "placement"][($0 + i) % 4] }.joined(separator: " "))
        }
        let helped = LayoutEngine(root: Conversation(messages: messages))
        let result = try helped.layout(proposal: ProposedSize(width: 480, height: nil))
        // Both passes place the 400 rows with the helper reading ahead; the first builds every
        // label's reader content meanwhile.
        #expect(helped.core.readAheadPlacements == 2)
        #expect(result.statistics.passes == 2)

        let alone = LayoutEngine(root: Conversation(messages: messages))
        alone.usesHelperThread = false
        let reference = try alone.layout(proposal: ProposedSize(width: 480, height: nil))
        #expect(alone.core.readAheadPlacements == 0)
        #expect(reference.frames == result.frames)
        #expect(reference.statistics == result.statistics)
        #expect(reference.frames.count == 3 * 400)
    }

    /// A wide stack of mixed children drawn from a seeded generator: texts, flexible and
    /// prioritized frames, spacers, padded rows, readers and equal-width labels.
    private struct MixedStack: View {
        var kinds: [Int]
        var horizontal: Bool

        var body: some View {
            if horizontal {
                HStack(spacing: 1) { ForEach(0..<kinds.count) { i in Self.child(kinds[i], i) } }
                    .equalWidthHost()
            } else {
                VStack(alignment: .leading, spacing: 1) { ForEach(0..<kinds.count) { i in Self.child(kinds[i], i) } }
                    .equalWidthHost()
            }
        }

        @ViewBuilder
        static func child(_ kind: Int, _ i: Int) -> some View {
            switch kind % 7 {
            case 0: Text(String(repeating: "word ", count: 1 + i % 9)).font(Font(size: 12)).id("v\(i)")
            case 1: Color.red.frame(minWidth: Double(i % 5), maxWidth: Double(3 + i % 11)).id("v\(i)")
            case 2: Color.red.frame(width: Double(i % 13)).layoutPriority(Double(i % 3)).id("v\(i)")
            case 3: Spacer(minLength: Double(i % 4))
            case 4: HStack { Text("\(i)"); Color.red.frame(minWidth: 2) }.padding(Double(i % 3)).id("v\(i)")
            case 5: GeometryReader { proxy in Color.clear.frame(width: proxy.size.width / 2).id("r\(i)") }.frame(height: 5).id("v\(i)")
            default: Text("label \(i % 17)").equalWidth(alignment: .trailing).id("v\(i)")
            }
        }
    }

    @Test("Random wide stacks of mixed children lay out the same with and without the helper", arguments: [1, 2, 3, 4])
    func randomWideStacks(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let count = 256 + next() % 400
        let view = MixedStack(kinds: (0..<count).map { _ in next() }, horizontal: seed % 2 == 0)
        let proposals = [ProposedSize(width: 700, height: 900), ProposedSize(width: nil, height: 600),
                         ProposedSize(width: 300, height: nil)]
        let helped = LayoutEngine(root: view), alone = LayoutEngine(root: view)
        alone.usesHelperThread = false
        for proposal in proposals {
            let a = try helped.layout(proposal: proposal), b = try alone.layout(proposal: proposal)
            #expect(a.frames == b.frames, "seed \(seed), \(proposal)")
            #expect(a.statistics == b.statistics && a.size == b.size, "seed \(seed), \(proposal)")
            #expect(a.frames.count >= count / 2)
        }
        #expect(helped.core.splitSizings + helped.core.readAheadPlacements > 0)
        #expect(alone.core.splitSizings + alone.core.readAheadPlacements == 0)
    }

    // MARK: The result's frames indexed on the helper (FrameIndex.swift)

    /// 1 100 labels ("w" to "wwwwwwwww") made as wide as the widest in two passes. `variant`
    /// changes their identifiers: 0 keeps "l<i>"; 1 renames them once the width is known
    /// (the label reads it); 2 adds one identified view once it is known; 3 gives every
    /// hundredth label the identifier "dup".
    private struct Labels: View {
        var variant: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1100) { i in LabelRow(i: i, variant: variant) }
            }
            .equalWidthHost()
            .font(Font(size: 16))
        }
    }

    private struct LabelRow: View {
        var i: Int
        var variant: Int
        @Environment(\.equalWidth) var shared

        var body: some View {
            let id = switch variant {
            case 1: shared == nil ? "l\(i)" : "wide\(i)"
            case 3: i % 100 == 0 ? "dup" : "l\(i)"
            default: "l\(i)"
            }
            HStack(spacing: 0) {
                Text(String(repeating: "w", count: 1 + i % 9)).equalWidth(alignment: .leading).id(id)
                if variant == 2 && i == 0 && shared != nil { Color.red.frame(width: 1).id("late") }
            }
        }
    }

    private static let widest = TextMeasurement.layout("wwwwwwwww", font: Font(size: 16), width: nil, lineLimit: nil)

    /// Lays `variant` out with and without the helper: the same result; returns it and how
    /// often the helper's index gave the frames.
    private func labels(_ variant: Int) throws -> (LayoutResult, indexed: Int) {
        let helped = LayoutEngine(root: Labels(variant: variant))
        let result = try helped.layout(proposal: ProposedSize(width: 400, height: nil))
        #expect(result.statistics.passes == 2)
        let alone = LayoutEngine(root: Labels(variant: variant))
        alone.usesHelperThread = false
        let reference = try alone.layout(proposal: ProposedSize(width: 400, height: nil))
        #expect(alone.core.indexedFrameResults == 0)
        #expect(result.frames == reference.frames, "variant \(variant)")
        #expect(result.diagnostics == reference.diagnostics, "variant \(variant)")
        #expect(result.statistics == reference.statistics, "variant \(variant)")
        return (result, helped.core.indexedFrameResults)
    }

    @Test("A second pass that keeps the identifiers takes its frames from the first pass's index, built on the helper")
    func framesFromIndex() throws {
        let (result, indexed) = try labels(0)
        #expect(indexed == 1)
        #expect(result.frames.count == 1100)
        let line = Self.widest.height
        for i in [0, 1, 8, 550, 1099] {
            #expect(result.frames["l\(i)"] == rect(0, Double(i) * line, Self.widest.width, line))
        }
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Identifiers renamed in the second pass: the index is not used, and only the new names are reported")
    func renamedIdentifiers() throws {
        let (result, indexed) = try labels(1)
        #expect(indexed == 0)
        #expect(result.frames.count == 1100)
        #expect(result.frames["l5"] == nil)
        #expect(result.frames["wide5"] == rect(0, 5 * Self.widest.height, Self.widest.width, Self.widest.height))
    }

    @Test("An identifier added in the second pass: the index is not used, and the new view is reported")
    func identifierAdded() throws {
        let (result, indexed) = try labels(2)
        #expect(indexed == 0)
        #expect(result.frames.count == 1101)
        #expect(result.frames["late"] == rect(Self.widest.width, 0, 1, Self.widest.height))
    }

    @Test("A repeated identifier through the index: the last view's frame, one diagnostic per repetition, in order")
    func repeatedIdentifierFromIndex() throws {
        let (result, indexed) = try labels(3)
        #expect(indexed == 1)
        #expect(result.frames.count == 1100 - 10)
        #expect(result.frames["dup"] == rect(0, 1000 * Self.widest.height, Self.widest.width, Self.widest.height))
        #expect(result.diagnostics.count == 10)
        #expect(result.diagnostics.allSatisfy { $0.kind == .duplicateIdentifier && $0.subject == "dup" })
    }
}
