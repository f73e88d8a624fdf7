/// Text cases laid out by headless Chromium (see `generate_chromium_fixtures.py` beside this
/// file): the reference the browser check of `ChromiumFixtureTests` compares with.
enum ChromiumTextFixtures {
    /// One text at one width, and the lines the browser set.
    struct Case {
        /// What the case covers (several cases share a name, at other widths).
        var name: String
        var text: String
        /// The block's width in px (points here).
        var width: Int
        /// Where SwiftUI and CSS differ on this case, and what the fixture follows.
        var note: String
        var lines: [Line]
    }

    /// One line: its first scalar (an offset in Unicode scalars into the text), its text
    /// without trailing spaces, and its width in px.
    struct Line {
        var start: Int
        var text: String
        var width: Double
    }
}
