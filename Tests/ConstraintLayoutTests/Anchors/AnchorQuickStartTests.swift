import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: the README's quick start")
struct AnchorQuickStartTests {
    @Test("The quick start's login form gives the frames its comments state")
    func quickStart() throws {
        // The README's AnchorLayout snippet, line for line.
        let form = try AnchorLayout(name: "form", width: 320)
        let font = Font(size: 16)
        let user = try form.addText("user.label", "User:", font: font)
        let password = try form.addText("password.label", "Password:", font: font)
        let userField = try form.addItem("user.field")
        let passwordField = try form.addItem("password.field")
        let box = form.container
        try form.activate([
            user.leading == box.leading + 20, user.top == box.top + 20,
            password.leading == user.leading, password.top == user.bottom + 12,
            userField.leading == user.trailing + 8, userField.trailing == box.trailing - 20,
            userField.centerY == user.centerY, userField.height == 28,
            passwordField.leading == userField.leading, passwordField.trailing == userField.trailing,
            passwordField.centerY == password.centerY, passwordField.height == 28,
            box.bottom == passwordField.bottom + 20,
        ] + LayoutRelation.sameWidth([user, password]))
        let frame = try form.frame(of: passwordField)  // (109.125, 45.9375) 190.875×28
        try form.resize(width: 480, height: nil)       // a suggestion, not a rebuild

        expectFrame(frame, 109.125, 45.9375, 190.875, 28)
        expectFrame(try form.frame(of: passwordField), 109.125, 45.9375, 350.875, 28)
        // The same form as the test fixture.
        #expect(form.frames == (try LoginForm(width: 480)).layout.frames)
    }
}
