import Cassowary
import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

/// Rule 7's distribution is greedy: the least flexible child is offered its share first and
/// what it leaves goes to the next. That is not a linear program: written as one (each text
/// at most its one-line width, the widths and the spacing adding up to the row, each width
/// wished as large as possible), the optimum is not unique, and the solver's vertex gives one
/// text everything it wants. So the constraint engine computes the distribution by the rule
/// and keeps the solver for relations; both engines give the greedy answer.
@Suite("The greedy distribution")
struct GreedyDistributionTests {
    let first = "a few words to wrap"
    let second = "and another few words here"
    let font = Font(size: 16)

    @Test("Both engines give the greedy frames; the linear program would not")
    func greedyAgainstLinearProgram() throws {
        let view = HStack(spacing: 8) {
            Text(first).id("first")
            Text(second).id("second")
        }
        .font(size: 16)
        // By hand: the first text is less flexible (its one-line width is smaller), so it is
        // offered half of 200 − 8 and wraps; the second is offered what the first left.
        let ideal1 = font.width(of: first)
        let ideal2 = font.width(of: second)
        #expect(ideal1 < ideal2 && ideal1 + ideal2 + 8 > 200)
        let w1 = TextMeasurement.layout(first, font: font, width: 96, lineLimit: nil).width
        let w2 = TextMeasurement.layout(second, font: font, width: 192 - w1, lineLimit: nil).width
        for frames in [
            try ConstraintLayoutEngine(root: view).layout(proposal: ProposedSize(width: 200, height: nil)).frames,
            try PreferenceLayoutEngine(root: view).layout(proposal: ProposedSize(width: 200, height: nil)).frames
        ] {
            #expect(frames["first"]?.width == w1)
            #expect(frames["second"]?.width == w2)
            #expect(frames["second"]?.minX == w1 + 8)
        }

        // The same row as a linear program: a vertex of an optimum that is not unique.
        let solver = Solver()
        let a = Variable("first.width")
        let b = Variable("second.width")
        try solver.addConstraint(a + b + 8 == 200)
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint(a <= ideal1)
        try solver.addConstraint(b <= ideal2)
        try solver.addConstraint((a == ideal1).strength(.strong))
        try solver.addConstraint((b == ideal2).strength(.strong))
        solver.updateVariables()
        #expect(abs(a.value + b.value - 192) < 1e-9)
        // One of the two gets its whole one-line width, which the greedy rule never gives here.
        #expect(abs(a.value - ideal1) < 1e-9 || abs(b.value - ideal2) < 1e-9)
        #expect(abs(a.value - w1) > 1)
    }
}
