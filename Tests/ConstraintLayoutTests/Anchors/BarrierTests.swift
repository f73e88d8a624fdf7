import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: barriers")
struct BarrierTests {
    @Test("A trailing barrier follows the longest label as texts change")
    func followsLongestLabel() throws {
        let form = try LoginForm(barrier: true)
        let layout = form.layout
        expectFrame(try layout.frame(of: form.userField), 109.125, 15.3125, 190.875, 28)
        // The user label becomes the longest: 20 + 169.4921875 + 8.
        try layout.setText("I forgot my password", of: form.userLabel)
        expectFrame(try layout.frame(of: form.userField), 197.4921875, 15.3125, 102.5078125, 28)
        expectFrame(try layout.frame(of: form.passwordField), 197.4921875, 45.9375, 102.5078125, 28)
        // Labels keep their own widths.
        #expect(try layout.frame(of: form.passwordLabel).width == 81.125)
        // The same frames as a form made with that text from the start.
        let fresh = try LoginForm(barrier: true, userText: "I forgot my password")
        #expect(layout.frames == fresh.layout.frames)
        // Back to a short text: the barrier returns to the password label.
        try layout.setText("User:", of: form.userLabel)
        expectFrame(try layout.frame(of: form.userField), 109.125, 15.3125, 190.875, 28)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("A leading barrier is the leftmost leading edge; vertical barriers the extreme rows")
    func everyEdge() throws {
        let layout = try AnchorLayout(name: "box", width: 400, height: 300)
        let box = layout.container
        let a = try layout.addItem("a")
        let b = try layout.addItem("b")
        try layout.activate([
            a.leading == box.leading + 50, a.top == box.top + 30, a.width == 100, a.height == 20,
            b.leading == box.leading + 80, b.top == box.top + 70, b.width == 20, b.height == 60
        ])
        let left = try layout.barrier(.leading, of: [a, b])
        let right = try layout.barrier(.trailing, of: [a, b])
        let top = try layout.barrier(.top, of: [a, b])
        let bottom = try layout.barrier(.bottom, of: [a, b])
        #expect(right.name == "barrier.trailing(a, b)")
        let probe = try layout.addItem("probe")
        try layout.activate([
            probe.leading == left, probe.trailing == right,
            probe.top == top, probe.bottom == bottom
        ])
        // leftmost 50, rightmost max(150, 100) = 150, highest 30, lowest max(50, 130) = 130.
        expectFrame(try layout.frame(of: probe), 50, 30, 100, 100)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("A barrier holds against hugging but does not squeeze its items")
    func pullBetweenHuggingAndCompression() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 100)
        let box = layout.container
        let label = try layout.addText("label", "Password:", font: formFont)
        let value = try layout.addText("value", "User:", font: formFont)
        let edge = try layout.barrier(.trailing, of: [label])
        try layout.activate([
            label.leading == box.leading + 20, label.top == box.top, value.top == box.top,
            value.leading == edge + 8,
            // The value's trailing wish (priority 400) pulls the barrier right;
            // the barrier's pull (500) wins, and the value's hugging (250) loses.
            (value.trailing == box.trailing - 20).priority(400)
        ])
        expectFrame(try layout.frame(of: label), 20, 0, 81.125, 18.625)
        expectFrame(try layout.frame(of: value), 109.125, 0, 190.875, 18.625)
        // A required relation that pulls the barrier inward squeezes the label: required
        // outweighs compression resistance, and the barrier stays on the label's edge.
        try layout.activate(value.leading == box.leading + 60)
        expectFrame(try layout.frame(of: label), 20, 0, 32, 18.625)
        expectFrame(try layout.frame(of: value), 60, 0, 240, 18.625)
    }
}
