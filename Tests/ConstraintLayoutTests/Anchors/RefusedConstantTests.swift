import ConstraintLayout
import LayoutModel
import Testing

/// A constant change the layout refuses is reported with the constant that was refused:
/// the relation as it keeps its old constant conflicts with nothing.
@Suite("Anchors: a refused constant is the one reported")
struct RefusedConstantTests {
    /// The conflict of `body`, or nil (recorded as an issue) when it succeeds.
    private func conflict(_ body: () throws(AnchorLayoutError) -> Void) -> (LayoutRelation, [LayoutRelation])? {
        do {
            try body()
            Issue.record("the change was accepted")
        } catch {
            guard case .unsatisfiable(let refused, let conflicts, _) = error else {
                Issue.record("unexpected \(error)")
                return nil
            }
            return (refused, conflicts)
        }
        return nil
    }

    @Test("setConstant: the message shows the new constant, the relation keeps the old one")
    func setConstant() throws {
        // The password row of the conflict tests: 20 + label + 8 + field (at least 80) + 20
        // is the form's width, so the label is at most W - 128 wide.
        let form = try AnchorLayout(name: "form", width: 300, height: 100)
        let label = try form.addItem("password.label")
        let field = try form.addItem("password.field")
        let box = form.container
        let row = [
            label.leading == box.leading + 20, label.top == box.top + 20, label.height == 20,
            field.leading == label.trailing + 8, field.trailing == box.trailing - 20, field.width >= 80,
            field.top == label.top, field.height == 28
        ]
        let width = label.width == box.width - 150
        try form.activate(row + [width])
        let before = LayoutSnapshot(form)
        let (refused, conflicts) = try #require(
            conflict { () throws(AnchorLayoutError) in
                try form.setConstant(-100, of: width)
            })
        #expect(refused.description == "password.label.width == form.width - 100")
        #expect(Set(conflicts.map(\.description)).isSuperset(of: ["password.field.width >= 80"]))
        #expect(width.constant == -150)
        #expect(LayoutSnapshot(form) == before)
    }

    @Test("setText: the compression resistance is reported at the new text's width")
    func setText() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let label = try layout.addText("label", "User:", font: formFont)
        try layout.activate([label.leading == layout.container.leading, label.top == layout.container.top])
        try layout.setCompressionResistance(.required, for: .horizontal, of: label)
        let cap = label.width <= 100
        try layout.activate(cap)
        let before = LayoutSnapshot(layout)
        let (refused, conflicts) = try #require(
            conflict { () throws(AnchorLayoutError) in
                try layout.setText("I forgot my password", of: label)
            })
        // 169.4921875 is "I forgot my password" at 16 points; "User:" (41.859375) fits.
        #expect(refused.description == "label.width >= 169.4921875 (compression resistance)")
        #expect(conflicts.map(\.description) == ["label.width <= 100"])
        #expect(label.text == "User:")
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("setIntrinsicContentSize: the relation refused carries the new size")
    func setIntrinsicContentSize() throws {
        let layout = try AnchorLayout(name: "box", width: 320, height: 50)
        let icon = try layout.addItem("icon", intrinsicContentSize: Size(width: 30, height: 20))
        try layout.activate([icon.leading == layout.container.leading, icon.top == layout.container.top])
        try layout.setCompressionResistance(.required, for: .horizontal, of: icon)
        try layout.activate(icon.width <= 50)
        let before = LayoutSnapshot(layout)
        let (refused, _) = try #require(
            conflict { () throws(AnchorLayoutError) in
                try layout.setIntrinsicContentSize(Size(width: 60, height: 20), of: icon)
            })
        #expect(refused.description == "icon.width >= 60 (compression resistance)")
        #expect(icon.intrinsicContentSize == Size(width: 30, height: 20))
        #expect(LayoutSnapshot(layout) == before)
    }
}
