import Testing
import ToolSupport

@testable import Comparisons

/// Where a scenario file's errors point, what they echo, and the mistakes found before a
/// layout (docs/ARCHITECTURE.md, "Scenario files" and "The tools' conventions").
@Suite("Scenario file errors")
struct ScenarioFileErrorTests {
    private func decoded(_ json: String, file: String = "f.json") -> ScenarioFileError? {
        do {
            _ = try ScenarioDecoder(file: file).decode(json)
            Issue.record("decoded without error")
            return nil
        } catch {
            return error
        }
    }

    @Test("A schema error gives the line and column of its value, and quotes that line")
    func valueLocation() throws {
        let json = """
            {
              "name": "s",
              "proposals": [[100, null]],
              "view": { "vstack": [
                { "text": 3 }
              ] }
            }
            """
        let error = try #require(decoded(json))
        #expect(error.line == 5 && error.column == 15)
        #expect(
            error.diagnostic.rendered(quoting: SourceText(json)) == """
                f.json:5:15: error: view.vstack[0].text: expected a string, found a number
                    { "text": 3 }
                              ^

                """)
    }

    @Test("An unknown key is located at the key itself, not at its object")
    func keyLocation() throws {
        let json = "{ \"name\": \"s\", \"proposals\": [[1, 1]],\n  \"view\": { \"text\": \"a\", \"spacing\": 2 } }"
        let error = try #require(decoded(json))
        #expect(
            error.description
                == #"f.json:2:26: error: view: unknown key "spacing" in a text view; expected "text", "modifiers""#)
    }

    @Test("An empty array is an error about the file, at its first character")
    func emptyArray() {
        #expect(
            decoded("  []")?.description == "f.json:1:3: error: expected at least one scenario, found an empty array")
    }

    @Test("An echoed key is cut to 80 characters and its control characters escaped")
    func echoedKey() throws {
        let long = String(repeating: "k", count: 10_000_000)
        let cut = try #require(decoded(ScenarioFormatTests.scenario(view: "{ \"\(long)\": 1 }")))
        #expect(cut.message.hasSuffix("(found \"\(String(repeating: "k", count: 80))…\")"))
        #expect(cut.message.utf8.count < 400)
        let control = try #require(decoded(ScenarioFormatTests.scenario(view: #"{ "a\u0000b\r": 1 }"#)))
        #expect(control.message.hasSuffix(#"(found "a\0b\r")"#))
        let colour = try #require(decoded(ScenarioFormatTests.scenario(view: #"{ "color": "re\u0000d" }"#)))
        #expect(colour.message.hasPrefix(#"unknown colour "re\0d"; expected one of"#))
    }

    @Test("Malformed JSON echoes cut and escaped too; a file past 16 MiB is refused before parsing")
    func syntaxEchoesAndSize() throws {
        let key = String(repeating: "d", count: 1_000) + "\\u0000"
        let duplicate = try #require(decoded("{ \"\(key)\": 1, \"\(key)\": 2 }"))
        #expect(duplicate.message == "duplicate key \"\(String(repeating: "d", count: 80))…\"")
        let control = try #require(decoded("{ \"a\": \u{1B} }"))
        #expect(control.description == #"f.json:1:8: error: expected a value, found '\u{1B}'"#)
        let large = try #require(decoded(String(repeating: " ", count: 16 << 20) + "{}"))
        #expect(
            large.description == "f.json: error: the file has 16777218 bytes; a scenario file may have at most "
                + "16777216 (16 MiB)")
    }

    @Test("A key too long to be a typo of a known key is not compared with them")
    func boundedSuggestions() {
        let keys = ScenarioDecoder.modifierKeys
        #expect(ScenarioDecoder.keysWithinReach(of: String(repeating: "p", count: 10_000_000), in: keys).isEmpty)
        #expect(ScenarioDecoder.keysWithinReach(of: "pading", in: keys).contains("padding"))
        // "padding" is 7 letters: keys of 5 to 9 letters are within reach, no others.
        #expect(
            ScenarioDecoder.keysWithinReach(
                of: "padding",
                in: [
                    "id", "font", "frame", "padding", "alignment",
                    "aspectRatio"
                ])
                == ["frame", "padding", "alignment"])
    }

    @Test("A compare identifier no view has is an error at its place in the list")
    func unknownCompareIdentifier() throws {
        let json = """
            { "name": "s", "proposals": [[100, null]], "compare": ["row.1", "row.7"],
              "view": { "vstack": [ { "repeat": 3, "view": { "text": "r", "modifiers": [{ "id": "row.{i}" }] } } ] } }
            """
        let error = try #require(decoded(json))
        #expect(error.description == #"f.json:1:65: error: compare[1]: no view is identified "row.7""#)
        let fine = json.replacingOccurrences(of: "row.7", with: "row.2")
        #expect(try ScenarioDecoder(file: "f.json").decode(fine)[0].compare == ["row.1", "row.2"])
        // An identifier on a group of no views names nothing: a group is no container.
        let empty = """
            { "name": "s", "proposals": [[100, null]], "compare": ["g"],
              "view": { "vstack": [ { "group": [{ "group": [] }], "modifiers": [{ "id": "g" }] }, { "text": "a" } ] } }
            """
        #expect(
            decoded(empty)?.message == #"no view is identified "g" (it is on a group of no views, which lays out "#
                + "nothing)")
        // A generated identifier is left to the cross-check.
        let generated = json.replacingOccurrences(of: "row.7", with: "#view.vstack[0].text")
        #expect(try ScenarioDecoder(file: "f.json").decode(generated).count == 1)
    }

    @Test("A text change must name one view holding one text, and no button or text field")
    func textChangeIdentifiers() throws {
        func change(_ view: String) -> String {
            """
            { "name": "s", "proposals": [[100, null], [90, null]],
              "view": \(view),
              "textChanges": [{ "before": 1, "id": "row", "text": "c" }] }
            """
        }
        #expect(
            decoded(change(#"{ "text": "a" }"#))?.description
                == #"f.json:3:40: error: textChanges[0].id: no view is identified "row""#)
        #expect(
            decoded(change(#"{ "hstack": [ { "text": "a" }, { "text": "b" } ], "modifiers": [{ "id": "row" }] }"#))?
                .message
                == #"the view identified "row" holds 2 texts and 0 buttons or text fields; a text change needs "#
                + "exactly one text")
        // A button's label and a background's text are texts to the constraint engine.
        #expect(
            decoded(change(#"{ "hstack": [ { "text": "a" }, { "button": "b" } ], "modifiers": [{ "id": "row" }] }"#))?
                .message
                == #"the view identified "row" holds 1 texts and 1 buttons or text fields; a text change needs "#
                + "exactly one text")
        #expect(
            decoded(change(#"{ "text": "a", "modifiers": [{ "background": { "text": "b" } }, { "id": "row" }] }"#))?
                .message.hasPrefix(#"the view identified "row" holds 2 texts"#) == true)
        // Two views of one identifier: the engines would not agree on which one changes.
        #expect(
            decoded(
                change(
                    #"{ "vstack": [ { "text": "a", "modifiers": [{ "id": "row" }] }, "#
                        + #"{ "text": "b", "modifiers": [{ "id": "row" }] } ] }"#))?.message
                == #"2 views are identified "row"; a text change needs exactly one"#)
        // One view, its identifier twice in its chain, one text under it: accepted.
        let fine = change(#"{ "text": "a", "modifiers": [{ "id": "row" }, { "padding": 2 }, { "id": "row" }] }"#)
        #expect(try ScenarioDecoder(file: "f.json").decode(fine)[0].textChanges.count == 1)
    }

    @Test("Text that starts no value is shown from its start, not as a literal it begins like")
    func noValue() throws {
        let json = "not json"
        let error = try #require(decoded(json))
        #expect(
            error.diagnostic.rendered(quoting: SourceText(json))
                == "f.json:1:1: error: expected a value, found 'not'\nnot json\n^\n")
        #expect(decoded("[1, nul]")?.description == "f.json:1:5: error: expected a value, found 'nul'")
        #expect(decoded(#"{ "a": True }"#)?.description == "f.json:1:8: error: expected a value, found 'True'")
        #expect(decoded("[1, ]")?.description == "f.json:1:5: error: expected a value, found ']'")
        let long = try #require(decoded("[" + String(repeating: "n", count: 1_000) + "]"))
        #expect(long.message == "expected a value, found '\(String(repeating: "n", count: 80))…'")
    }

    @Test("A number out of range is pointed at from its first character, as layout-solve points")
    func numberOutOfRange() throws {
        let json = ScenarioFormatTests.scenario(view: #"{ "text": "a" }"#, proposals: "[[1e400, null]]")
        let error = try #require(decoded(json))
        #expect(
            error.diagnostic.rendered(quoting: SourceText(json))
                == "f.json:1:31: error: number '1e400' is out of range\n\(json)\n"
                + String(repeating: " ", count: 30) + "^\n")
        #expect(decoded("[1,\n  -2.5e308]")?.description == "f.json:2:3: error: number '-2.5e308' is out of range")
    }

    @Test("JSON nested past 2 000 levels is refused where it passes them, the limit named")
    func nestingLimit() {
        let start = #"{"name":"d","proposals":[[1,1]],"view":"#
        func stacks(_ count: Int) -> String {
            start + String(repeating: #"{"vstack":["#, count: count) + #"{"text":"a"}"#
                + String(repeating: "]}", count: count) + "}"
        }
        // A debug build takes about 4 KiB of stack a level: 2 000 levels pass 8 MiB.
        let (accepted, refused) = LargeStackThread.run(if: true) { () -> (Int?, ScenarioFileError?) in
            // A stack is an object and an array; the text's string is the 2 000th level.
            let decoder = ScenarioDecoder(file: "f.json")
            let accepted = (try? decoder.decode(stacks(998)))?.count
            do throws(ScenarioFileError) {
                _ = try decoder.decode(stacks(999))
                return (accepted, nil)
            } catch {
                return (accepted, error)
            }
        }
        #expect(accepted == 1)
        // The text's string, after 999 times `{"vstack":[` and `{"text":`.
        let column = start.count + 11 * 999 + 9
        #expect(
            refused?.description == "f.json:1:\(column): error: arrays and objects nested more than 2 000 levels deep")
    }
}
