import Foundation
import PreferenceLayout
import Testing

@testable import CustomLayouts

/// The layouts of Apple's "Composing custom layouts with SwiftUI" sample (written from its
/// description in `Examples/CustomLayouts`), checked against frames worked out by hand from
/// the text widths and the circle's trigonometry.
@Suite("Apple's custom-layout sample: hand-worked frames")
struct AppleSampleLayoutTests {
    let pets = ["Cat", "Goldfish", "Dog"]
    /// The widest label and the line height at the default 17 points, measured directly.
    let width = Font.body.width(of: "Goldfish"), height = Font.body.lineHeight

    @Test("The equal-width row: every button as wide as the widest label, 8 apart, at any width that fits")
    func row() throws {
        #expect(width == 69.427734375)
        for offered in [224.3, 320, 1000] {
            let r = try PreferenceLayoutEngine(root: ButtonStack(pets: pets)).layout(
                in: Size(width: offered, height: 100))
            for (i, pet) in pets.enumerated() {
                #expect(try r.frame(of: pet) == Rect(x: Double(i) * (width + 8), y: 0, width: width, height: height))
            }
            #expect(r.size == Size(width: 3 * width + 16, height: height))
        }
    }

    @Test("Narrower than the row's ideal width: ViewThatFits falls back to the equal-width column")
    func column() throws {
        for offered in [100, 224.2] {
            let r = try PreferenceLayoutEngine(root: ButtonStack(pets: pets)).layout(
                in: Size(width: offered, height: 300))
            for (i, pet) in pets.enumerated() {
                #expect(try r.frame(of: pet) == Rect(x: 0, y: Double(i) * (height + 8), width: width, height: height))
            }
        }
        // Neither fits: ViewThatFits shows its last choice, the column.
        let cramped = try PreferenceLayoutEngine(root: ButtonStack(pets: pets)).layout(in: Size(width: 50, height: 30))
        #expect(try cramped.frame(of: "Dog").minY == 2 * (height + 8))
    }

    @Test("The equal-width stacks put the gap a stack would: 0 beside a spacer")
    func spacing() throws {
        let r = try PreferenceLayoutEngine(
            root: MyEqualWidthHStack {
                Color.red.frame(width: 30, height: 10).id("a")
                Spacer(minLength: 0).id("s")
                Color.red.frame(width: 10, height: 20).id("b")
            }
        ).layout(in: Size(width: 500, height: 100))
        // Three cells of 30 × 20, no gap beside the spacer.
        #expect(try r.frame(of: "a") == Rect(x: 0, y: 5, width: 30, height: 10))
        #expect(try r.frame(of: "s").minX == 30)
        #expect(try r.frame(of: "b") == Rect(x: 70, y: 0, width: 10, height: 20))
        #expect(r.size == Size(width: 90, height: 20))
    }

    /// The frame of a 40-point avatar whose centre is `degrees` clockwise from the top of a
    /// circle of radius 100 around (150, 150).
    private func avatar(at degrees: Double) -> Rect {
        let a = degrees * .pi / 180
        return Rect(x: 150 + 100 * sin(a) - 20, y: 150 - 100 * cos(a) - 20, width: 40, height: 40)
    }

    private func expectClose(_ frame: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
                && frame.size == expected.size, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("The radial layout: the leader at the top, read from each avatar's Rank")
    func radial() throws {
        let engine = PreferenceLayoutEngine(root: Podium(ranks: [("Cat", 2), ("Goldfish", 3), ("Dog", 1)]))
        let r = try engine.layout(in: Size(width: 300, height: 300))
        expectClose(try r.frame(of: "Dog"), avatar(at: 0))
        expectClose(try r.frame(of: "Cat"), avatar(at: 120))
        expectClose(try r.frame(of: "Goldfish"), avatar(at: 240))
        #expect(r.size == Size(width: 300, height: 300))
    }

    @Test("Two leaders share the top, the third at the bottom; three in a tie stand in a row")
    func ties() throws {
        let engine = PreferenceLayoutEngine(root: Podium(ranks: [("Cat", 1), ("Goldfish", 2), ("Dog", 1)]))
        let tied = try engine.layout(in: Size(width: 300, height: 300))
        expectClose(try tied.frame(of: "Cat"), avatar(at: 60))
        expectClose(try tied.frame(of: "Goldfish"), avatar(at: 180))
        expectClose(try tied.frame(of: "Dog"), avatar(at: 300))
        engine.root = Podium(ranks: [("Cat", 1), ("Goldfish", 1), ("Dog", 1)])
        let level = try engine.layout(in: Size(width: 300, height: 300))
        for (i, pet) in pets.enumerated() {
            #expect(try level.frame(of: pet) == Rect(x: Double(i) * 48, y: 0, width: 40, height: 40))
        }
        // And back to the circle, in the same engine.
        engine.root = Podium(ranks: [("Cat", 2), ("Goldfish", 1), ("Dog", 3)])
        expectClose(try engine.layout(in: Size(width: 300, height: 300)).frame(of: "Goldfish"), avatar(at: 0))
    }

    @Test("The radial layout takes what it is offered: a wider space, a larger circle about its centre")
    func radialSize() throws {
        let r = try PreferenceLayoutEngine(root: Podium(ranks: [("Cat", 2), ("Goldfish", 3), ("Dog", 1)]))
            .layout(in: Size(width: 600, height: 450))
        // Radius 150 (a third of 450) around (300, 225): the dog at the top.
        #expect(try r.frame(of: "Dog") == Rect(x: 280, y: 225 - 150 - 20, width: 40, height: 40))
    }
}
