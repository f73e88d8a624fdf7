import Testing
@testable import layout_solve

@Test("Placeholder builds") func placeholder() { #expect(1 + 1 == 2) }
