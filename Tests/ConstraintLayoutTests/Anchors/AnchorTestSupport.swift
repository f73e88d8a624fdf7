import ConstraintLayout
import LayoutModel
import Testing

/// The font of the seed's login form: DejaVu Sans at 16 points ("User:" 41.859375,
/// "Password:" 81.125, line height 18.625).
let formFont = Font(size: 16)

/// Whether a frame is the hand-computed one, to 1e-9 points.
func expectFrame(
    _ frame: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = [frame.minX - x, frame.minY - y, frame.width - width, frame.height - height]
        .allSatisfy { abs($0) <= 1e-9 }
    #expect(close, "\(frame) is not (\(x), \(y)) \(width)×\(height)", sourceLocation: sourceLocation)
}

/// Everything a failed call must leave as it was: every frame, the active relations, and
/// the solver's constraints.
struct LayoutSnapshot: Equatable {
    let frames: [String: Rect]
    let relations: Int
    let constraints: Int

    init(_ layout: AnchorLayout) {
        frames = layout.frames
        relations = layout.activeRelationCount
        constraints = layout.statistics.constraints
    }
}

/// The seed's login form written with anchors: two labels sharing a width in a column,
/// two fields filling the rest of a row each, 20 points of margin, 12 between rows, 8
/// between a label and its field; the form's height follows its last field.
struct LoginForm {
    let layout: AnchorLayout
    let userLabel: LayoutItem
    let passwordLabel: LayoutItem
    let userField: LayoutItem
    let passwordField: LayoutItem
    /// The relations activated, in order.
    let relations: [LayoutRelation]

    /// The activated relation with this description.
    func relation(_ description: String) -> LayoutRelation? {
        relations.first { $0.description == description }
    }

    init(width: Double = 320, barrier: Bool = false, userText: String = "User:") throws {
        let form = try AnchorLayout(name: "form", width: width)
        let userLabel = try form.addText("user.label", userText, font: formFont)
        let passwordLabel = try form.addText("password.label", "Password:", font: formFont)
        let userField = try form.addItem("user.field")
        let passwordField = try form.addItem("password.field")
        let box = form.container
        var relations = [
            userLabel.leading == box.leading + 20,
            userLabel.top == box.top + 20,
            passwordLabel.leading == userLabel.leading,
            passwordLabel.top == userLabel.bottom + 12,
            userField.trailing == box.trailing - 20,
            userField.centerY == userLabel.centerY,
            userField.height == 28,
            passwordField.leading == userField.leading,
            passwordField.trailing == userField.trailing,
            passwordField.centerY == passwordLabel.centerY,
            passwordField.height == userField.height,
            box.bottom == passwordField.bottom + 20
        ]
        if barrier {
            let labels = try form.barrier(.trailing, of: [userLabel, passwordLabel])
            relations.append(userField.leading == labels + 8)
        } else {
            relations += LayoutRelation.sameWidth([userLabel, passwordLabel])
            relations.append(userField.leading == userLabel.trailing + 8)
        }
        try form.activate(relations)
        layout = form
        self.userLabel = userLabel
        self.passwordLabel = passwordLabel
        self.userField = userField
        self.passwordField = passwordField
        self.relations = relations
    }
}
