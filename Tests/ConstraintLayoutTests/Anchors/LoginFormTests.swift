import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: the login form")
struct LoginFormTests {
    @Test("Labels share the wider natural width; fields fill the rest of a 320-wide form")
    func frames() throws {
        let form = try LoginForm()
        let layout = form.layout
        // Labels: 81.125 wide ("Password:"), rows 18.625 high, 12 apart.
        expectFrame(try layout.frame(of: form.userLabel), 20, 20, 81.125, 18.625)
        expectFrame(try layout.frame(of: form.passwordLabel), 20, 50.625, 81.125, 18.625)
        // Fields: from 20 + 81.125 + 8 to 320 - 20, centred on their label's row.
        expectFrame(try layout.frame(of: form.userField), 109.125, 29.3125 - 14, 190.875, 28)
        expectFrame(try layout.frame(of: form.passwordField), 109.125, 59.9375 - 14, 190.875, 28)
        expectFrame(try layout.frame(of: layout.container), 0, 0, 320, 93.9375)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("A resize is one suggestion and gives a fresh layout's frames")
    func resize() throws {
        let form = try LoginForm()
        let before = form.layout.statistics
        try form.layout.resize(width: 480, height: nil)
        // The system is the same: no relation added or removed.
        #expect(form.layout.statistics.constraints == before.constraints)
        #expect(form.layout.statistics.rows == before.rows)
        expectFrame(try form.layout.frame(of: form.userField), 109.125, 15.3125, 350.875, 28)
        let fresh = try LoginForm(width: 480)
        #expect(form.layout.frames == fresh.layout.frames)
        // And back.
        try form.layout.resize(width: 320, height: nil)
        #expect(form.layout.frames == (try LoginForm()).layout.frames)
    }

    @Test("A fixed height is an edit too: it outweighs hugging, and giving it up hands the height back")
    func fixedHeight() throws {
        let form = try LoginForm()
        try form.layout.resize(width: 320, height: 200)
        // The bottom relation is required and the labels only hug (250): to reach 200 the
        // column grows, 20 + hU + 12 + hP/2 + 14 + 20 = 200, and growing the user label
        // costs half as much per point as the password label, so hU = 134 - 18.625/2.
        expectFrame(try form.layout.frame(of: form.layout.container), 0, 0, 320, 200)
        expectFrame(try form.layout.frame(of: form.userLabel), 20, 20, 81.125, 124.6875)
        expectFrame(try form.layout.frame(of: form.passwordLabel), 20, 156.6875, 81.125, 18.625)
        try form.layout.deactivate(try #require(form.relation("form.bottom == password.field.bottom + 20")))
        expectFrame(try form.layout.frame(of: form.layout.container), 0, 0, 320, 200)
        expectFrame(try form.layout.frame(of: form.userLabel), 20, 20, 81.125, 18.625)
        try form.layout.resize(width: 320, height: nil)
        #expect(form.layout.ambiguousItems().map(\.name) == ["form"])
    }

    @Test("With a barrier instead of a shared width, labels keep their own widths")
    func barrier() throws {
        let form = try LoginForm(barrier: true)
        let layout = form.layout
        expectFrame(try layout.frame(of: form.userLabel), 20, 20, 41.859375, 18.625)
        expectFrame(try layout.frame(of: form.passwordLabel), 20, 50.625, 81.125, 18.625)
        // The barrier is the longer label's trailing edge, 101.125.
        expectFrame(try layout.frame(of: form.userField), 109.125, 15.3125, 190.875, 28)
        expectFrame(try layout.frame(of: form.passwordField), 109.125, 45.9375, 190.875, 28)
        #expect(!layout.hasAmbiguousLayout)
    }
}
