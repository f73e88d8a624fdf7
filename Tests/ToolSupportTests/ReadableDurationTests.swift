import Testing

@testable import ToolSupport

@Suite("Readable durations")
struct ReadableDurationTests {
    @Test("Three significant digits in the unit that keeps the number from 1 to 999")
    func units() {
        #expect(ReadableDuration.text(microseconds: 1_705_788.887) == "1.71 s")
        #expect(ReadableDuration.text(microseconds: 412.3) == "412 µs")
        #expect(ReadableDuration.text(microseconds: 18_340) == "18.3 ms")
        #expect(ReadableDuration.text(microseconds: 0.42) == "420 ns")
        #expect(ReadableDuration.text(microseconds: 1_700_000) == "1.70 s")
        #expect(ReadableDuration.text(microseconds: 125_000_000) == "125 s")
        #expect(ReadableDuration.text(microseconds: 0) == "0 µs")
    }

    @Test("Rounding that reaches 1 000 moves to the next unit")
    func roundingUp() {
        #expect(ReadableDuration.text(microseconds: 999.7) == "1.00 ms")
        #expect(ReadableDuration.text(microseconds: 9.996) == "10.0 µs")
    }

    @Test("A Duration reads the same as its microseconds")
    func duration() {
        #expect(ReadableDuration.text(.milliseconds(1_705)) == "1.71 s")
        #expect(ReadableDuration.text(.nanoseconds(5_000)) == "5.00 µs")
    }
}
