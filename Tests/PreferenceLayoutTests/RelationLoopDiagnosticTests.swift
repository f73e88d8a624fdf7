import LayoutModel
import PreferenceLayout
import Testing

/// A feedback loop through `.sameWidth(in:)` is reported in the terms the user wrote: the
/// group and its widths, not the lowering's preference key and dictionary types.
@Suite("A relation's loop, in the user's terms")
struct RelationLoopDiagnosticTests {
    /// A member of "badge" measured inside another member of "badge", 24 points wider.
    struct Badge: View {
        var body: some View {
            Text("Blue circles")
                .sameWidth(in: LayoutGroup("badge"))
                .padding(.horizontal, 12)
                .sameWidth(in: LayoutGroup("badge"))
        }
    }

    @Test("The diagnostic names the groups and lists their widths as numbers")
    func namesGroupsAndWidths() throws {
        let options = PreferenceLayoutEngine<Badge>.Options(maximumPasses: 4)
        let result = try PreferenceLayoutEngine(root: Badge(), options: options)
            .layout(in: Size(width: 400, height: 100))
        let diagnostic = try #require(result.diagnostics.first { $0.kind == .unstable })
        // Each pass delivers the outer member's width, the group's last width plus 24.
        let text = Font().width(of: "Blue circles")
        #expect(diagnostic.subject == ".sameWidth/.sameHeight groups")
        #expect(diagnostic.values == (1...4).map { "badge width \(text + 24 * Double($0))" })
        #expect(
            diagnostic.message == ".sameWidth/.sameHeight groups still changed after 4 passes; values: "
                + diagnostic.values.joined(separator: ", "))
    }
}
