import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

@Suite("Bad values: both engines word the same diagnostic for the same view")
struct BadValueWordingTests {
    @Test("A bad frame, padding, spacing, spacer and flexible frame read the same in both engines")
    func sameWording() throws {
        let view = VStack(spacing: .infinity) {
            Color.red.frame(width: -5, height: .nan).id("frame")
            Color.blue.frame(minWidth: 50, idealWidth: .nan, maxWidth: 20).id("flexible")
            Color.green.padding(.nan).id("padded")
            HStack {
                Spacer(minLength: -1)
                Color.red
            }.id("row")
            Color.red.offset(x: .infinity, y: 0).id("moved")
        }.id("stack")
        let proposal = ProposedSize(width: 100, height: 100)
        let constraint = try ConstraintLayoutEngine(root: view).layout(proposal: proposal).diagnostics
        let preference = try PreferenceLayoutEngine(root: view).layout(proposal: proposal).diagnostics.map(\.message)
        #expect(constraint.count == 7)
        #expect(Set(constraint) == Set(preference))
        #expect(constraint.contains("Spacer(minLength: -1.0): not a length of 0 or more; 0 is used (the view 'row')"))
    }
}
