import Cassowary
import Testing

@testable import ConstraintLayout

@Suite("Layout priorities")
struct LayoutPriorityTests {
    @Test("The table: 1000 is required, 750 is strong, 250 weighs 100")
    func table() {
        #expect(LayoutPriority.required.strength == .required)
        #expect(abs(LayoutPriority.defaultHigh.strength.value - Strength.strong.value) < 1e-6)
        #expect(abs(LayoutPriority.defaultLow.strength.value - 100) < 1e-9)
        #expect(LayoutPriority(999).strength < .required)
    }

    @Test("Higher priorities weigh more")
    func monotone() {
        var last = 0.0
        for p in stride(from: 1.0, through: 999, by: 1) {
            let weight = LayoutPriority(p).strength.value
            #expect(weight > last)
            last = weight
        }
    }
}
