import LayoutModel
import Testing

@testable import PreferenceLayout

/// Rules 16, 19 and 20 of docs/ARCHITECTURE.md ("Layout rules"). Each expected frame is worked
/// out by hand from SwiftUI's published behaviour: OpenSwiftUI's `Spacer.swift` (priority −∞,
/// no spacing wish but 0 along its axis) and `StackLayout.swift` (spacing between neighbours
/// from their edges, lower priorities' minimums reserved first, the flexibility order of
/// `_LayoutTraits.FlexibilityEstimate`). OpenSwiftUI laid the same trees out to the same
/// frames (noted per test).
@Suite("Spacers and flexibility (rules 16, 19, 20)")
struct SpacerRuleTests {
    @Test("Rule 16: no spacing beside a spacer; a nil width makes it its minimum length")
    func noSpacingBesideSpacer() throws {
        // HStack { Color; Spacer() } at [nil, 320]: the colour's ideal width 10, the spacer's
        // minimum 8, no spacing between them: 18 wide (not 26). OpenSwiftUI: 18.
        let r = try layout(
            HStack {
                Color.red.id("c")
                Spacer().id("s")
            }.id("h"), width: nil, height: 320)
        #expect(r.frames["h"] == rect(0, 0, 18, 320))
        #expect(r.frames["c"] == rect(0, 0, 10, 320))
        // A spacer in an HStack is 0 tall, centred.
        #expect(r.frames["s"] == rect(10, 160, 8, 0))
    }

    @Test("Rule 16: a spacer is offered its space last, after its siblings keep its minimum for it")
    func spacerSizesLast() throws {
        // HStack { Spacer(); Color } at [50, 150]: the colour is offered 50 − 8 (the spacer's
        // minimum) and takes 42; the spacer gets the 8 left (not 21 / 21).
        let r = try layout(
            HStack {
                Spacer().id("s")
                Color.red.id("c")
            }, width: 50, height: 150)
        #expect(r.frames["s"] == rect(0, 75, 8, 0))
        #expect(r.frames["c"] == rect(8, 0, 42, 150))
    }

    @Test("Rule 16: two plain views keep the default spacing of 8")
    func defaultSpacing() throws {
        let r = try layout(
            HStack {
                Color.red.id("a")
                Color.blue.id("b")
            }, width: 50, height: 10)
        // (50 − 8) / 2 each.
        #expect(r.frames["a"] == rect(0, 0, 21, 10))
        #expect(r.frames["b"] == rect(29, 0, 21, 10))
    }

    @Test("Rule 19: a padded spacer keeps its stack's axis and asks for no spacing")
    func paddedSpacer() throws {
        // HStack { Spacer().padding(0) } at [1000, 50]: 0 tall, as a spacer in an HStack (not 50).
        let r = try layout(HStack { Spacer().padding(0).id("p") }, width: 1000, height: 50)
        #expect(r.frames["p"] == rect(0, 0, 1000, 0))
        // VStack { Spacer().padding(0); Color.frame(maxHeight: 100) } at [50, 200]: padding
        // gives the spacer priority 0 (SwiftUI's padding reports 0), so it competes by
        // flexibility: the frame (flexibility 100) is offered 200 / 2 and takes 100, the
        // spacer the rest; 0 spacing between them. OpenSwiftUI: a [25, 0, 0, 100], b [0, 100, 50, 100].
        let v = try layout(
            VStack {
                Spacer().padding(0).id("a")
                Color.red.frame(maxHeight: 100).id("b")
            }, width: 50, height: 200)
        #expect(v.frames["a"] == rect(25, 0, 0, 100))
        #expect(v.frames["b"] == rect(0, 100, 50, 100))
    }

    @Test("Rule 19: padding on a spacer's edges brings back the default spacing; a frame does not")
    func spacingThroughModifiers() throws {
        // Padding 4 insets every edge, so the spacer's wish is forgotten: 8 between. The padded
        // spacer is at least 8 + 8 tall, the frame takes (200 − 8) / 2 = 96 first.
        // OpenSwiftUI: a [21, 0, 8, 96], b [0, 104, 50, 96].
        let v = try layout(
            VStack {
                Spacer().padding(4).id("a")
                Color.red.frame(maxHeight: 100).id("b")
            }, width: 50, height: 200)
        #expect(v.frames["a"] == rect(21, 0, 8, 96))
        #expect(v.frames["b"] == rect(0, 104, 50, 96))
        // A frame directly around a spacer keeps the spacer's wish (0): the fixed 20 first,
        // the colour the remaining 30. The frame takes its height from the spacer, 0.
        let h = try layout(
            HStack {
                Spacer().frame(width: 20).id("s")
                Color.red.id("c")
            }, width: 50, height: 10)
        #expect(h.frames["s"] == rect(0, 5, 20, 0))
        #expect(h.frames["c"] == rect(20, 0, 30, 10))
    }

    @Test("Rule 19: a layout priority between a spacer and its frame brings back the default spacing")
    func priorityHidesSpacer() throws {
        // A frame around (a background around) a spacer keeps the spacer's wish for 0; with a
        // layoutPriority in between, SwiftUI's frame sees a priority layout, no spacer, and the
        // default 8 applies. OpenSwiftUI: the same.
        func column(priority: Bool) -> some View {
            VStack {
                Color.red.frame(height: 80).id("a")
                if priority {
                    Spacer().background(Color.gray.id("g")).layoutPriority(2).frame(width: 5, height: 80).id("b")
                } else {
                    Spacer().background(Color.gray.id("g")).frame(width: 5, height: 80).id("b")
                }
            }
        }
        #expect(try layout(column(priority: false), width: 50, height: nil).frames["b"]?.minY == 80)
        #expect(try layout(column(priority: true), width: 50, height: nil).frames["b"]?.minY == 88)
    }

    @Test("Rule 19: a spacer in a background spaces along the stack of the view it is behind")
    func spacerInBackground() throws {
        // HStack { Color.background(Spacer()); Color } at [50, 200]: the colours share
        // 50 − 8; the background's spacer is offered 21 × 200 and, spacing horizontally, is
        // 0 tall. OpenSwiftUI: s [0, 100, 21, 0].
        let r = try layout(
            HStack {
                Color.red.background(Spacer().id("s")).id("a")
                Color.red.id("b")
            }, width: 50, height: 200)
        #expect(r.frames["a"] == rect(0, 0, 21, 200))
        #expect(r.frames["s"] == rect(0, 100, 21, 0))
    }

    @Test("Rule 20: of equally (infinitely) flexible children the larger minimum is offered space first")
    func largerMinimumFirst() throws {
        // HStack { Color; Color; Color.frame(minWidth: 40) } at [50, 320]: all infinitely
        // flexible; the framed one (minimum 40) first: offered (50 − 16) / 3, takes 40; the
        // others share 34 − 40 < 0 and get 0 (not 11.3, 11.3, 40).
        let r = try layout(
            HStack {
                Color.red.id("a")
                Color.red.id("b")
                Color.red.frame(minWidth: 40).id("c")
            }, width: 50, height: 320)
        #expect(r.frames["a"] == rect(0, 0, 0, 320))
        #expect(r.frames["b"] == rect(8, 0, 0, 320))
        #expect(r.frames["c"] == rect(16, 0, 40, 320))
    }

    @Test("Rule 20: children of equal finite flexibility keep their order")
    func equalFiniteFlexibility() throws {
        // The frames range over 0…30 and 20…50 (flexibility 30 both): in source order, the
        // first is offered 30 / 2 = 15 and takes it, the second 15 and takes its minimum 20
        // (were the larger minimum first, they would be 10 and 20).
        let r = try layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 30).id("a")
                Color.red.frame(minWidth: 20, maxWidth: 50).id("b")
            }, width: 30, height: 10)
        #expect(r.frames["a"] == rect(0, 0, 15, 10))
        #expect(r.frames["b"] == rect(15, 0, 20, 10))
    }
}
