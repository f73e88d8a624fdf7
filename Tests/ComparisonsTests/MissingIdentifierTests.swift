import Comparisons
import Testing

@Suite("Identifiers that no engine lays out")
struct MissingIdentifierTests {
    @Test("Named in `compare`, a missing identifier is a mistake; on an empty group it is absent alike")
    func missing() throws {
        // An identifier on an empty group names no view: both engines leave it out, and that
        // agrees (a random tree's identifiers are all of its own).
        let empty = try ScenarioDecoder(file: "empty.json").decode(
            #"{ "name": "empty", "proposals": [[0, 0]], "view": { "zstack": [ { "group": [], "modifiers": [ { "id": "nothing" } ] } ] } }"#)
        #expect(crossCheck.run(empty[0]).verdict == .agree)
        // Named in `compare`, the same identifier is a scenario that compares nothing.
        let named = try ScenarioDecoder(file: "named.json").decode(
            #"{ "name": "named", "proposals": [[0, 0]], "compare": ["nothing"], "view": { "zstack": [ { "group": [], "modifiers": [ { "id": "nothing" } ] } ] } }"#)
        #expect(crossCheck.run(named[0]).verdict != .agree)
    }
}
