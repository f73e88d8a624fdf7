import LayoutModel
import Testing

@testable import PreferenceLayout

/// Rules 14, 15, 17 and 21 of docs/ARCHITECTURE.md ("Layout rules"), worked out by hand from
/// OpenSwiftUI's `ZStack.swift` (size from the highest-priority children; every child proposed
/// the stack's size when placed), `FrameLayout.swift` (`_FlexFrameLayout`'s normalisation and
/// its placement proposal) and `GeometryReader.swift` (content at the top-leading corner).
/// OpenSwiftUI laid the same trees out to the same frames (noted per test).
@Suite("ZStacks, flexible frames and geometry readers (rules 14, 15, 17, 21)")
struct ZStackFrameRuleTests {
    @Test("Rule 15: a ZStack takes its size from its highest-priority children only")
    func zstackSizeByPriority() throws {
        // The 100 × 100 square has priority −1: the stack is 30 × 30, and the square, centred
        // on the stack's centre, overflows it by 35 on each side.
        let r = try layout(
            ZStack {
                Color.red.frame(width: 30, height: 30).id("a")
                Color.blue.frame(width: 100, height: 100).layoutPriority(-1).id("b")
            }.id("z"), width: nil, height: nil)
        #expect(r.frames["z"] == rect(0, 0, 30, 30))
        #expect(r.frames["a"] == rect(0, 0, 30, 30))
        #expect(r.frames["b"] == rect(-35, -35, 100, 100))
    }

    @Test("Rule 21: a ZStack proposes its own size to each child when placing it")
    func zstackReproposes() throws {
        // ZStack { Color; Color.frame(minWidth: 80) } at [nil, 200]: the frame makes the stack
        // 80 wide, and the first colour, offered 80 × 200 when placed, fills it (not 10).
        let r = try layout(
            ZStack {
                Color.red.id("a")
                Color.blue.frame(minWidth: 80).id("b")
            }, width: nil, height: 200)
        #expect(r.frames["a"] == rect(0, 0, 80, 200))
        #expect(r.frames["b"] == rect(0, 0, 80, 200))
    }

    @Test("Rule 21: a flexible frame proposes its final size to its child when placing it")
    func flexibleFrameReproposes() throws {
        // Color.frame(minHeight: 85.75) at [0, nil]: the frame is 85.75 tall, and the colour,
        // offered 0 × 85.75, fills it (not 10).
        let r = try layout(Color.red.id("c").frame(minHeight: 85.75).id("f"), width: 0, height: nil)
        #expect(r.frames["f"] == rect(0, 0, 0, 85.75))
        #expect(r.frames["c"] == rect(0, 0, 0, 85.75))
        // Offered nil, with no ideal and a length strictly between its bounds, the frame lets
        // the child keep its ideal: a 10 × 10 colour in a 0…100 frame stays 10 tall.
        let free = try layout(Color.red.id("c").frame(maxHeight: 100).id("f"), width: 20, height: nil)
        #expect(free.frames["f"] == rect(0, 0, 20, 10))
        #expect(free.frames["c"] == rect(0, 0, 20, 10))
    }

    @Test("Rule 17: a maximum below the ideal is raised to it, and the frame is reported")
    func contradictoryFrame() throws {
        // frame(idealWidth: 60, maxWidth: 20) at [nil, 100]: the maximum becomes 60, so the
        // ideal width 60 holds (not 20).
        let r = try layout(Color.red.frame(idealWidth: 60, maxWidth: 20).id("f"), width: nil, height: 100)
        #expect(r.frames["f"] == rect(0, 0, 60, 100))
        #expect(r.diagnostics.map(\.kind) == [.contradictoryFrame])
        #expect(r.diagnostics.first?.message.contains("(the view 'f')") == true)
        // An ideal below the minimum is raised to it: frame(minWidth: 50, idealWidth: 20)
        // under nil is 50 wide.
        let low = try layout(Color.red.frame(minWidth: 50, idealWidth: 20).id("f"), width: nil, height: 10)
        #expect(low.frames["f"]?.width == 50)
        // fixedSize reports the normalised ideal.
        let fixed = try layout(Color.red.frame(idealWidth: 60, maxWidth: 20).fixedSize().id("f"), width: 10, height: 10)
        #expect(fixed.frames["f"]?.width == 60)
    }

    @Test("Rule 14: a geometry reader places each of its views at its top-leading corner")
    func readerContentOverlaps() throws {
        let r = try layout(
            GeometryReader { _ in
                Color.red.frame(width: 30, height: 20).id("a")
                Color.blue.frame(width: 10, height: 50).id("b")
            }.id("g"), width: 100, height: 100)
        #expect(r.frames["g"] == rect(0, 0, 100, 100))
        #expect(r.frames["a"] == rect(0, 0, 30, 20))
        #expect(r.frames["b"] == rect(0, 0, 10, 50))
    }
}
