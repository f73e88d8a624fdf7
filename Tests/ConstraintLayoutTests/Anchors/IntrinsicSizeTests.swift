import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: intrinsic size, hugging and compression resistance")
struct IntrinsicSizeTests {
    @Test("A text item measures itself: one line per paragraph, the font's line height")
    func measured() throws {
        let layout = try AnchorLayout(name: "box", width: 400, height: 100)
        let label = try layout.addText("label", "I forgot my password", font: formFont)
        let twoLines = try layout.addText("two", "User:\nPassword:", font: formFont)
        try layout.activate([
            label.leading == layout.container.leading, label.top == layout.container.top,
            twoLines.leading == label.leading, twoLines.top == label.bottom
        ])
        #expect(label.intrinsicContentSize == Size(width: 169.4921875, height: 18.625))
        expectFrame(try layout.frame(of: label), 0, 0, 169.4921875, 18.625)
        expectFrame(try layout.frame(of: twoLines), 0, 18.625, 81.125, 37.25)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("Required room beats compression resistance: a label squeezed into 160 points")
    func compressedByRequired() throws {
        let layout = try AnchorLayout(name: "box", width: 200, height: 50)
        let label = try layout.addText("label", "I forgot my password", font: formFont)
        try layout.activate([
            label.leading == layout.container.leading + 20, label.top == layout.container.top,
            label.trailing <= layout.container.trailing - 20
        ])
        expectFrame(try layout.frame(of: label), 20, 0, 160, 18.625)
    }

    @Test("The label with the lower compression resistance gives up the missing room")
    func compressionAgainstCompression() throws {
        // 200 wide, 10 at each end and between: 170 for 81.125 + 169.4921875 points of text.
        let layout = try AnchorLayout(name: "row", width: 200, height: 50)
        let short = try layout.addText("short", "Password:", font: formFont)
        let long = try layout.addText("long", "I forgot my password", font: formFont)
        let box = layout.container
        try layout.activate([
            short.leading == box.leading + 10, long.leading == short.trailing + 10,
            long.trailing == box.trailing - 10, short.top == box.top, long.top == box.top
        ])
        try layout.setCompressionResistance(760, for: .horizontal, of: short)
        #expect(try layout.frame(of: short).width == 81.125)
        #expect(abs(try layout.frame(of: long).width - 88.875) < 1e-9)
        try layout.setCompressionResistance(740, for: .horizontal, of: short)
        #expect(try layout.frame(of: long).width == 169.4921875)
        #expect(abs(try layout.frame(of: short).width - 0.5078125) < 1e-9)
        #expect(short.horizontalCompressionResistance == 740)
    }

    @Test("Extra room goes to the label that hugs less; hugging loses to a stronger wish")
    func huggingAgainstHugging() throws {
        // 300 wide: 300 - 20 - 8 - 20 - 41.859375 - 81.125 = 129.015625 points to spare.
        let layout = try AnchorLayout(name: "row", width: 300, height: 50)
        let user = try layout.addText("user", "User:", font: formFont)
        let password = try layout.addText("password", "Password:", font: formFont)
        let box = layout.container
        try layout.activate([
            user.leading == box.leading + 20, password.leading == user.trailing + 8,
            password.trailing == box.trailing - 20, user.top == box.top, password.top == box.top
        ])
        try layout.setContentHugging(251, for: .horizontal, of: user)
        #expect(try layout.frame(of: user).width == 41.859375)
        #expect(abs(try layout.frame(of: password).width - 210.140625) < 1e-9)
        try layout.setContentHugging(251, for: .horizontal, of: password)
        try layout.setContentHugging(250, for: .horizontal, of: user)
        #expect(abs(try layout.frame(of: user).width - 170.875) < 1e-9)
        #expect(try layout.frame(of: password).width == 81.125)
    }

    @Test("Hugging against a wish to fill: 250 stretches under a 500 wish, 750 does not")
    func huggingAgainstWish() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let label = try layout.addText("label", "User:", font: formFont)
        let box = layout.container
        try layout.activate([
            label.leading == box.leading + 20, label.top == box.top,
            (label.trailing == box.trailing - 20).priority(500)
        ])
        #expect(try layout.frame(of: label).width == 280)
        try layout.setContentHugging(750, for: .horizontal, of: label)
        #expect(try layout.frame(of: label).width == 41.859375)
        // Vertically nothing competes: the natural height.
        #expect(try layout.frame(of: label).height == 18.625)
    }

    @Test("Changing a text re-measures it in place: new frames, the same relations")
    func setText() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let label = try layout.addText("label", "User:", font: formFont)
        try layout.activate([label.leading == layout.container.leading, label.top == layout.container.top])
        let constraints = layout.statistics.constraints
        try layout.setText("Password:", of: label)
        #expect(label.text == "Password:")
        expectFrame(try layout.frame(of: label), 0, 0, 81.125, 18.625)
        #expect(layout.statistics.constraints == constraints)
        try layout.setText("", of: label)
        expectFrame(try layout.frame(of: label), 0, 0, 0, 0)
    }

    @Test("An item given an intrinsic size behaves as a text of that size; nil removes it")
    func plainIntrinsicSize() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let icon = try layout.addItem("icon", intrinsicContentSize: Size(width: 24, height: 16))
        try layout.activate([icon.leading == layout.container.leading, icon.top == layout.container.top])
        expectFrame(try layout.frame(of: icon), 0, 0, 24, 16)
        try layout.setIntrinsicContentSize(Size(width: 30, height: 20), of: icon)
        expectFrame(try layout.frame(of: icon), 0, 0, 30, 20)
        try layout.setIntrinsicContentSize(nil, of: icon)
        #expect(try layout.ambiguousAttributes(of: icon) == [.width, .height])
    }

    @Test("A required hugging that cannot hold is refused and the priority stays")
    func requiredHuggingConflict() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let label = try layout.addText("label", "User:", font: formFont)
        let fill = label.width == 100
        try layout.activate([label.leading == layout.container.leading, label.top == layout.container.top, fill])
        let before = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.self) {
            try layout.setContentHugging(.required, for: .horizontal, of: label)
        }
        #expect(label.horizontalHugging == .defaultLow)
        #expect(LayoutSnapshot(layout) == before)
        // Required compression resistance against a shrinking text: the text stays.
        try layout.deactivate(fill)
        try layout.setCompressionResistance(.required, for: .horizontal, of: label)
        try layout.activate(label.width <= 100)
        let held = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.self) {
            try layout.setText("I forgot my password", of: label)
        }
        #expect(label.text == "User:")
        #expect(LayoutSnapshot(layout) == held)
    }
}
