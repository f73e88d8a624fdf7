import Comparisons
import LayoutModel
import Testing

// At 16 pt: "Log in" 48.53125, "I forgot my password" 169.4921875, "Password:" 81.125, line
// height 18.625.

@Suite("Catalog: renditions through SwiftUI's Layout protocol")
struct LayoutRenditionTests {
    /// Each engine's frames for scenario `name` at its proposal `k`.
    private func frames(_ name: String, proposal k: Int) throws -> [String: [String: Rect]] {
        let result = crossCheck.run(try #require(Catalog.scenario(named: name))).results[k]
        #expect(result.verdict.isAcceptable, "\(name): \(result.verdict)")
        return Dictionary(
            uniqueKeysWithValues: result.outcomes.compactMap { o in o.outcome.framesIfAny.map { (o.engine, $0) } })
    }

    @Test(
        "Login buttons by a custom equal-width Layout: the sameWidth tree's frames, in both engines",
        arguments: [0, 1, 2])
    func loginButtonsLayout(proposal k: Int) throws {
        let byEngine = try frames("login-buttons-layout", proposal: k)
        #expect(byEngine.count == 3)  // the rendition, the tree in each engine
        for (engine, frames) in byEngine {
            // Centred in the wider label's width, inside 16 of padding; the second 8 below the
            // first's padded background.
            #expect(frames["login.label"] == rect(16 + (169.4921875 - 48.53125) / 2, 16, 48.53125, 18.625), "\(engine)")
            #expect(frames["forgot.label"] == rect(16, 16 + 18.625 + 16 + 8 + 16, 169.4921875, 18.625), "\(engine)")
        }
    }

    @Test(
        "Login form in one RelationLayout: the labels as wide as \"Password:\", in both engines",
        arguments: [0, 1])
    func loginFormRelations(proposal k: Int) throws {
        let byEngine = try frames("login-form-relations", proposal: k)
        #expect(byEngine.count == 3)  // the rendition, the tree in each engine
        for (engine, frames) in byEngine {
            #expect(frames["user.label"] == rect(16, 16, 81.125, 18.625), "\(engine)")
            #expect(frames["password.label"] == rect(16, 16 + 18.625 + 8, 81.125, 18.625), "\(engine)")
        }
    }
}
