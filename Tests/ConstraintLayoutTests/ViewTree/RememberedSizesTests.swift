import LayoutModel
import LayoutTestSupport
import Testing

@testable import ConstraintLayout

/// Each view's three remembered answers: the most recently used kept, so a window resized
/// through widths it never had sizes only what the width reaches.
@Suite("Remembered sizes")
struct RememberedSizesTests {
    @Test("An answer asked again outlives newer ones; the least recently used is dropped")
    func leastRecentlyUsedIsDropped() {
        func key(_ width: Double) -> ProposalKey { ProposalKey(width: width, height: -1) }
        var sizes = RememberedSizes()
        for width in [10.0, 20, 30] { sizes.store(Size(width: width, height: 1), for: key(width)) }
        // 10 is the oldest stored; asking for it makes 20 the least recently used.
        #expect(sizes.size(for: key(10)) == Size(width: 10, height: 1))
        sizes.store(Size(width: 40, height: 1), for: key(40))
        #expect(sizes.size(for: key(20)) == nil)
        #expect(sizes.size(for: key(10)) == Size(width: 10, height: 1))
        #expect(sizes.size(for: key(30)) == Size(width: 30, height: 1))
        #expect(sizes.size(for: key(40)) == Size(width: 40, height: 1))
        // Now 10 is the least recently used.
        sizes.store(Size(width: 50, height: 1), for: key(50))
        #expect(sizes.size(for: key(10)) == nil)
        sizes.forget()
        #expect(sizes.size(for: key(50)) == nil)
    }

    @Test("A compiled node and a view's remembered sizes keep their sizes in memory")
    func sizesInMemory() {
        // What a cold layout keeps per view (docs/PERFORMANCE.md, "What was tried"): the
        // position among siblings lives in the node's padding, and no slot counter pads the
        // remembered sizes.
        #expect(MemoryLayout<LayoutNode>.stride == 64)
        #expect(MemoryLayout<RememberedSizes>.stride == 96)
    }

    @Test("Resized to widths it never had, a conversation sizes each row's views once a step")
    func resizeKeepsProbes() throws {
        let messages = IncrementalTests.messages(40)
        let engine = ConstraintLayoutEngine(root: RelationConversation(messages: messages))
        _ = try engine.layout(in: Size(width: 480, height: .infinity))
        for width in [470.0, 460, 450, 440] {
            let before = engine.statistics.sizeComputations
            let kept = try engine.layout(in: Size(width: width, height: .infinity))
            // The column, and in each row what the new width reaches: the row, its label's
            // member (offered its share again), the bubble's background, padding, fixedSize and
            // text. The probes of each row's children for their minimum and maximum widths are
            // the same at every width and stay remembered (dropped, as when the oldest answer
            // went first, a step computed 409 or 473).
            #expect(engine.statistics.sizeComputations - before == 1 + 6 * messages.count)
            let fresh = try ConstraintLayoutEngine(root: RelationConversation(messages: messages))
                .layout(in: Size(width: width, height: .infinity))
            IncrementalTests.expectFramesEqual(kept, fresh)
        }
    }
}
