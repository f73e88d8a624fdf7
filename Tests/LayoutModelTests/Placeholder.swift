import Testing

@Test("Placeholder builds") func placeholder() { #expect(1 + 1 == 2) }
