import LayoutModel
import PreferenceLayout
import Testing

/// Two bugs the constraint engine's random cross-check found (rule 7 and rule 22 of
/// docs/ARCHITECTURE.md): flexibilities forgotten between distributions, and a priority hidden
/// behind a second identifier.
@Suite("Stack flexibility")
struct StackFlexibilityTests {
    @Test("A stack laid out at one height and then another orders its children by flexibility both times")
    func flexibilityKept() throws {
        let view = VStack(spacing: 0) {
            Color.red.id("a")
            Color.red.frame(height: 30).id("b")
        }
        let engine = PreferenceLayoutEngine(root: view)
        _ = try engine.layout(proposal: ProposedSize(width: 50, height: 100))
        let result = try engine.layout(proposal: ProposedSize(width: 50, height: 200))
        // The fixed-height frame (flexibility 0) is offered first and takes 30; the colour the rest.
        #expect(result.frames["a"] == Rect(x: 0, y: 0, width: 50, height: 170))
        #expect(result.frames["b"] == Rect(x: 0, y: 170, width: 50, height: 30))
        // An infinite proposal between the two (no distribution) changes nothing either.
        _ = try engine.layout(proposal: ProposedSize(width: 50, height: .infinity))
        #expect(try engine.layout(proposal: ProposedSize(width: 50, height: 200)).frames["a"]?.height == 170)
    }

    @Test("layoutPriority reaches the stack through two identifiers")
    func priorityThroughIdentifiers() throws {
        let view = VStack {
            Color.red.layoutPriority(0.5).id("a").id("b")
            Color.red.id("c")
        }
        let result = try PreferenceLayoutEngine(root: view).layout(proposal: ProposedSize(width: nil, height: 200))
        // The higher priority is offered everything but the spacing: 200 − 8.
        #expect(result.frames["b"]?.height == 192)
        #expect(result.frames["c"]?.height == 0)
    }
}
