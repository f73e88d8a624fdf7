import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: conflicts in the user's terms")
struct ConflictTests {
    /// A password row: label at 20, field 8 after it and 20 before the form's end, the
    /// field at least 80 wide, and one relation that has nothing to do with widths.
    private func passwordRow() throws -> (AnchorLayout, LayoutItem, [LayoutRelation]) {
        let form = try AnchorLayout(name: "form", width: 300, height: 100)
        let label = try form.addItem("password.label")
        let field = try form.addItem("password.field")
        let box = form.container
        let relations = [
            label.leading == box.leading + 20,
            label.top == box.top + 20,
            field.leading == label.trailing + 8,
            field.trailing == box.trailing - 20,
            field.width >= 80,
            field.top == label.top, field.height == 28, label.height == 20,
            // A wish for the label's width, so that the layout has one solution.
            (label.width == 100).priority(250)
        ]
        try form.activate(relations)
        return (form, label, relations)
    }

    @Test("The conflict names the failing relation and the minimal set it contradicts")
    func minimalSet() throws {
        let (form, label, relations) = try passwordRow()
        let before = LayoutSnapshot(form)
        // 20 + (W - 100) + 8 + field + 20 = W leaves the field 52 < 80, whatever W is.
        let tooWide = label.width == form.container.width - 100
        #expect(tooWide.description == "password.label.width == form.width - 100")
        do {
            try form.activate(tooWide)
            Issue.record("the relation was accepted")
        } catch let error {
            guard case .unsatisfiable(let failed, let conflicts, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failed === tooWide)
            // Exactly the four width relations, in activation order; not the top, not heights.
            #expect(
                conflicts.map(\.description) == [
                    "password.label.leading == form.leading + 20",
                    "password.field.leading == password.label.trailing + 8",
                    "password.field.trailing == form.trailing - 20",
                    "password.field.width >= 80"
                ])
            #expect(zip(conflicts, [relations[0], relations[2], relations[3], relations[4]]).allSatisfy { $0 === $1 })
            #expect(
                error.description.contains("unsatisfiable required relation password.label.width == form.width - 100"))
        }
        #expect(!tooWide.isActive)
        #expect(LayoutSnapshot(form) == before)
    }

    @Test("A failed list activates nothing, including the relations before the failing one")
    func allOrNothing() throws {
        let (form, label, _) = try passwordRow()
        let before = LayoutSnapshot(form)
        let fine = label.width == 60
        let bad = label.width == form.container.width - 100
        #expect(throws: AnchorLayoutError.self) { try form.activate([fine, bad]) }
        #expect(!fine.isActive && !bad.isActive)
        #expect(LayoutSnapshot(form) == before)
        try form.activate(fine)
        expectFrame(try form.frame(of: label), 20, 20, 60, 20)
    }

    @Test("A constant changed into a conflict is refused and stays as it was")
    func constantConflict() throws {
        let (form, label, _) = try passwordRow()
        let width = label.width == form.container.width - 150
        try form.activate(width)
        expectFrame(try form.frame(of: label), 20, 20, 150, 20)
        let before = LayoutSnapshot(form)
        #expect(throws: AnchorLayoutError.self) { try form.setConstant(-100, of: width) }
        #expect(width.constant == -150)
        #expect(LayoutSnapshot(form) == before)
    }

    @Test("A cycle of required equalities that cannot close is a conflict with the others")
    func cycle() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let a = try layout.addItem("a")
        let b = try layout.addItem("b")
        let c = try layout.addItem("c")
        let ab = a.leading == b.leading + 10
        let bc = b.leading == c.leading + 10
        try layout.activate([ab, bc])
        let before = LayoutSnapshot(layout)
        let ca = c.leading == a.leading + 10
        #expect(throws: AnchorLayoutError.unsatisfiable(ca, conflicts: [ab, bc])) { try layout.activate(ca) }
        #expect(LayoutSnapshot(layout) == before)
        // A cycle that closes is merely redundant.
        try layout.activate(c.leading == a.leading - 20)
    }

    @Test("The layout's own relations appear in conflicts, marked as such, and stay its own")
    func layoutOwnedRelations() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let label = try layout.addText("label", "Password:", font: formFont)
        try layout.setCompressionResistance(.required, for: .horizontal, of: label)
        let narrow = label.width == 40
        do {
            try layout.activate(narrow)
            Issue.record("the relation was accepted")
        } catch let error {
            guard case .unsatisfiable(_, let conflicts, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(conflicts.map(\.description) == ["label.width >= 81.125 (compression resistance)"])
            #expect(throws: AnchorLayoutError.layoutOwnedRelation(conflicts[0])) {
                try layout.deactivate(conflicts[0])
            }
        }
        // A negative size is refused too, naming the rule.
        let negative = label.height == -5
        #expect(throws: AnchorLayoutError.self) { try layout.activate(negative) }
    }

    @Test("The seed's feedback loop: a measured width fed back into its own frame plus padding")
    func feedbackLoop() throws {
        // The preference version measures the text, publishes the width, and the bubble's
        // frame takes it plus padding, which the next pass measures again. With relations
        // the loop is two relations that cannot hold together.
        let layout = try AnchorLayout(name: "chat", width: 480, height: 200)
        let text = try layout.addText("message.text", "Hello", font: formFont)
        let bubble = try layout.addItem("message.bubble")
        let padded = bubble.width == text.width + 32
        try layout.activate([
            bubble.leading == layout.container.leading, bubble.top == layout.container.top,
            text.leading == bubble.leading + 16, text.top == bubble.top + 8, padded
        ])
        let before = LayoutSnapshot(layout)
        let fedBack = text.width == bubble.width
        #expect(throws: AnchorLayoutError.unsatisfiable(fedBack, conflicts: [padded])) { try layout.activate(fedBack) }
        #expect(LayoutSnapshot(layout) == before)
        // A relation of an anchor with itself plus a constant contradicts nothing else.
        let selfLoop = text.width == text.width + 16
        #expect(throws: AnchorLayoutError.unsatisfiable(selfLoop, conflicts: [])) { try layout.activate(selfLoop) }
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("A plain item's size bounds come with its first relations; a negative size is refused")
    func plainItemBounds() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let item = try layout.addItem("item")
        let before = LayoutSnapshot(layout)
        let place = item.leading == layout.container.leading
        let negative = item.width == -5
        do {
            try layout.activate([place, negative])
            Issue.record("the relations were accepted")
        } catch let error {
            guard case .unsatisfiable(let failed, let conflicts, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failed.description == "item.width >= 0 (a size is never negative)")
            #expect(conflicts.map(\.description) == ["item.width == -5"])
        }
        #expect(!place.isActive && !negative.isActive)
        #expect(LayoutSnapshot(layout) == before)
        // Accepted relations bring the bounds: 2 relations plus width and height >= 0.
        try layout.activate([place, item.width == 5])
        #expect(layout.activeRelationCount == before.relations + 4)
    }
}
