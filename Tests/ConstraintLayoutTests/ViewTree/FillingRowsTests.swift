import LayoutModel
import LayoutTestSupport
import SeededRandom
import Testing

@testable import ConstraintLayout

/// Rows of a form offered another width are resized without being visited: their frames, read
/// afterwards, equal a fresh engine's at every width, above and below the rows' minimum, with
/// texts changed between resizes.
@Suite("Filling rows: a form resized without visiting its rows")
struct FillingRowsTests {
    /// A form whose rows fill the width: a label of the group's width, a text field taking the
    /// rest, and in every third row a padded field, a fixed mark after the field (which moves
    /// with the width) and a field over a rule (a vertical stack of filling views).
    struct Form: View {
        var labels: [String]
        var body: some View {
            VStack {
                ForEach(labels.indices, id: \.self) { i in
                    HStack {
                        Text(labels[i]).sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("label.\(i)")
                        if i % 3 == 0 {
                            TextField(labels[i]).padding(.horizontal, 5).id("field.\(i)")
                            Color.red.frame(width: 10, height: 4).id("mark.\(i)")
                        } else if i % 3 == 1 {
                            VStack(spacing: 2) {
                                TextField(labels[i]).id("field.\(i)")
                                Color.gray.frame(height: 1).id("rule.\(i)")
                            }
                        } else {
                            TextField(labels[i]).background(Color.yellow).id("field.\(i)")
                        }
                    }
                }
            }
            .padding(16)
            .font(size: 16)
        }
    }

    static func labels(_ n: Int) -> [String] {
        (0..<n).map { ["User:", "Password:", "E-mail address:", "Phone:"][$0 % 4] }
    }

    /// `kept` equals the layout at `width` of a fresh engine first laid out at 480 points (the
    /// labels' group takes its length at the first layout: narrower, they would wrap).
    static func expectFresh(
        _ kept: ConstraintLayoutResult, _ labels: [String], width: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let engine = ConstraintLayoutEngine(root: Form(labels: labels))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        let fresh = try engine.layout(in: Size(width: width, height: .infinity))
        let mismatches = frameMismatches(expected: fresh.frames.sorted { $0.key < $1.key }) { kept.frame(of: $0) }
        #expect(
            mismatches.isEmpty,
            "at \(width): \(mismatches.count) frames differ, first \(mismatches.first.map { "\($0)" } ?? "")",
            sourceLocation: sourceLocation)
        #expect(kept.size == fresh.size, sourceLocation: sourceLocation)
    }

    @Test("Resizes and label changes give a fresh engine's frames, in a narrow and a wide stack", arguments: [30, 120])
    func resizes(rows: Int) throws {
        var labels = Self.labels(rows)
        let engine = ConstraintLayoutEngine(root: Form(labels: labels))
        var random = SplitMix64(seed: 9)
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        // 60 is below the rows' minimum (the widest label, a gap, insets): they overflow.
        for step in 0..<30 {
            let width = random.nextElement(of: [480.0, 470, 300, 900, 60, 481.5])
            if step % 5 == 4 {
                let k = random.nextInt(in: 0...(rows - 1))
                labels[k] = random.nextElement(of: ["Name:", "User:", "Street address:"])
                try engine.setText(labels[k], of: "label.\(k)")
            }
            try Self.expectFresh(try engine.layout(in: Size(width: width, height: .infinity)), labels, width: width)
        }
    }

    @Test("The stack of filling rows is known as such; a row with a text beside its field is not")
    func classification() throws {
        let engine = ConstraintLayoutEngine(root: Form(labels: Self.labels(70)))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        let layout = try #require(engine.layoutState)
        #expect(layout.wideStacks.count == 1)
        #expect(layout.wideStacks[0].fillsAll)
        let rows = VStack {
            ForEach(0..<70) { i in
                HStack {
                    Text("a")
                    TextField("t")
                }
                .id("row.\(i)")
            }
        }
        let withText = ConstraintLayoutEngine(root: rows)
        _ = try withText.layout(in: Size(width: 480, height: .infinity))
        let other = try #require(withText.layoutState)
        #expect(other.wideStacks[0].fillsAll == false)
        // Without filling rows nothing is kept per node for them, and every frame still reads.
        #expect(other.filling.row.isEmpty && other.filling.follows.isEmpty)
        #expect(layout.filling.row.count == layout.tree.nodes.count)
        let resized = try withText.layout(in: Size(width: 470, height: .infinity))
        #expect(resized.frames.count == 70)
        IncrementalTests.expectFramesEqual(
            resized, try ConstraintLayoutEngine(root: rows).layout(in: Size(width: 470, height: .infinity)))
    }

    @Test("A resize sizes and places as many views at 1 000 rows as at 100")
    func resizeIndependentOfRows() throws {
        func work(_ n: Int) throws -> (sizes: Int, origins: Int) {
            let labels = Self.labels(n)
            let engine = ConstraintLayoutEngine(root: Form(labels: labels))
            _ = try engine.layout(in: Size(width: 480, height: .infinity))
            let before = engine.statistics
            let result = try engine.layout(in: Size(width: 470, height: .infinity))
            try Self.expectFresh(result, labels, width: 470)
            return (
                engine.statistics.sizeComputations - before.sizeComputations,
                engine.statistics.originsWritten - before.originsWritten
            )
        }
        let small = try work(100)
        let large = try work(1000)
        #expect(small == large)
        #expect(small.sizes < 10 && small.origins < 10)
    }
}
