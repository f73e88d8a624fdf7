import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: bad input")
struct AnchorBadInputTests {
    /// A solved layout with two placed items, for checking that a refused call changed nothing.
    private func placed() throws -> (AnchorLayout, LayoutItem, LayoutItem) {
        let layout = try AnchorLayout(name: "box", width: 320, height: 100)
        let a = try layout.addText("a", "User:", font: formFont)
        let b = try layout.addItem("b")
        let box = layout.container
        try layout.activate([
            a.leading == box.leading + 20, a.top == box.top + 10,
            b.leading == a.trailing + 8, b.top == a.top, b.width == 40, b.height == 20
        ])
        return (layout, a, b)
    }

    @Test("NaN and infinite constants and multipliers are refused")
    func nonFinite() throws {
        let (layout, a, b) = try placed()
        // An active relation to change in place, the same as the fixture's own gap.
        let gap = (b.leading == a.trailing + 8).priority(999)
        try layout.activate(gap)
        let before = LayoutSnapshot(layout)
        let nan = a.leading == b.trailing + .nan
        #expect(throws: AnchorLayoutError.nonFiniteNumber(nan, value: .nan)) { try layout.activate(nan) }
        let infinite = b.width == .infinity
        #expect(throws: AnchorLayoutError.nonFiniteNumber(infinite, value: .infinity)) {
            try layout.activate(infinite)
        }
        let multiplier = b.height == -Double.infinity * a.height
        #expect(throws: AnchorLayoutError.nonFiniteNumber(multiplier, value: -.infinity)) {
            try layout.activate(multiplier)
        }
        // A NaN constant set in place.
        #expect(throws: AnchorLayoutError.nonFiniteNumber(gap, value: .nan)) { try layout.setConstant(.nan, of: gap) }
        #expect(gap.constant == 8)
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("Priorities off 1...1000 are made without a trap and refused where they are used")
    func priorities() throws {
        let (layout, a, b) = try placed()
        let before = LayoutSnapshot(layout)
        for value in [0, 1001, -5, .nan, .infinity] as [Double] {
            let priority = LayoutPriority(value)
            #expect(!priority.isValid)
            let wish = (b.width == 60).priority(priority)
            #expect(throws: AnchorLayoutError.invalidPriority(wish.description, value)) { try layout.activate(wish) }
            #expect(!wish.isActive)
            #expect(
                throws: AnchorLayoutError.invalidPriority("the content hugging of a along the horizontal axis", value)
            ) {
                try layout.setContentHugging(priority, for: .horizontal, of: a)
            }
            #expect(
                throws: AnchorLayoutError.invalidPriority(
                    "the compression resistance of a along the vertical axis",
                    value)
            ) {
                try layout.setCompressionResistance(priority, for: .vertical, of: a)
            }
        }
        #expect(a.horizontalHugging == .defaultLow && a.verticalCompressionResistance == .defaultHigh)
        #expect(LayoutSnapshot(layout) == before)
        #expect(
            AnchorLayoutError.invalidPriority("b.width == 60.0 @1001", 1001).description
                == "invalid priority 1001.0 for b.width == 60.0 @1001: priorities are 1...1000")
        // The ends of the scale are priorities; a strength is defined for every value.
        #expect(LayoutPriority(1).isValid && LayoutPriority(1000).isValid && LayoutPriority(1000).isRequired)
        #expect(LayoutPriority(.nan).strength == LayoutPriority(1).strength)
        #expect(LayoutPriority(1001).strength == .required)
    }

    @Test("A multiplier of 0 is refused, with a hint")
    func zeroMultiplier() throws {
        let (layout, a, b) = try placed()
        let before = LayoutSnapshot(layout)
        let zero = b.width == 0 * a.width
        #expect(throws: AnchorLayoutError.zeroMultiplier(zero)) { try layout.activate(zero) }
        #expect(AnchorLayoutError.zeroMultiplier(zero).description.contains("multiplier 0"))
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("A relation with an item of another layout is refused, naming the item")
    func foreignItems() throws {
        let (layout, a, _) = try placed()
        let other = try AnchorLayout(name: "other", width: 100, height: 100)
        let stranger = try other.addItem("stranger")
        let before = LayoutSnapshot(layout)
        let mixed = a.width == stranger.width
        #expect(throws: AnchorLayoutError.foreignItem("stranger", relation: mixed)) { try layout.activate(mixed) }
        #expect(throws: AnchorLayoutError.foreignItem("stranger", relation: nil)) { _ = try layout.frame(of: stranger) }
        #expect(throws: AnchorLayoutError.foreignItem("stranger", relation: nil)) {
            _ = try layout.barrier(.trailing, of: [a, stranger])
        }
        #expect(throws: AnchorLayoutError.foreignItem("stranger", relation: nil)) {
            try layout.setContentHugging(300, for: .vertical, of: stranger)
        }
        #expect(LayoutSnapshot(layout) == before)
        #expect(LayoutSnapshot(other).relations == other.activeRelationCount)
    }

    @Test("Deactivating twice, or a relation never activated, is refused")
    func deactivateTwice() throws {
        let (layout, a, _) = try placed()
        let width = (a.width == 60).priority(800)
        try layout.activate(width)
        try layout.deactivate(width)
        let before = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.notActive(width)) { try layout.deactivate(width) }
        let never = a.height == 30
        #expect(throws: AnchorLayoutError.notActive(never)) { try layout.deactivate(never) }
        #expect(throws: AnchorLayoutError.notActive(never)) { try layout.setConstant(4, of: never) }
        // Listed twice: nothing is deactivated.
        try layout.activate(width)
        let active = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.notActive(width)) { try layout.deactivate([width, width]) }
        #expect(width.isActive)
        #expect(LayoutSnapshot(layout) == active)
        try layout.deactivate(width)
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("Activating twice, or listing a relation twice, is refused")
    func activateTwice() throws {
        let (layout, a, _) = try placed()
        let width = (a.width == 60).priority(800)
        try layout.activate(width)
        let before = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.alreadyActive(width)) { try layout.activate(width) }
        let height = (a.height == 30).priority(800)
        #expect(throws: AnchorLayoutError.alreadyActive(height)) { try layout.activate([height, height]) }
        #expect(!height.isActive)
        #expect(LayoutSnapshot(layout) == before)
    }

    @Test("Names must be present and unique; sizes finite and not negative")
    func namesAndSizes() throws {
        let (layout, a, b) = try placed()
        let before = LayoutSnapshot(layout)
        #expect(throws: AnchorLayoutError.duplicateName("a")) { _ = try layout.addItem("a") }
        #expect(throws: AnchorLayoutError.duplicateName("box")) { _ = try layout.addText("box", "x") }
        #expect(throws: AnchorLayoutError.emptyName) { _ = try layout.addItem("") }
        #expect(throws: AnchorLayoutError.invalidIntrinsicSize("c", .nan)) {
            _ = try layout.addItem("c", intrinsicContentSize: Size(width: .nan, height: 1))
        }
        #expect(throws: AnchorLayoutError.invalidIntrinsicSize("b", -1)) {
            try layout.setIntrinsicContentSize(Size(width: 1, height: -1), of: b)
        }
        #expect(throws: AnchorLayoutError.invalidContainerSize(.nan)) { try layout.resize(width: .nan, height: nil) }
        #expect(throws: AnchorLayoutError.invalidContainerSize(-10)) { try layout.resize(width: 10, height: -10) }
        #expect(throws: AnchorLayoutError.invalidContainerSize(.infinity)) {
            _ = try AnchorLayout(width: .infinity)
        }
        #expect(throws: AnchorLayoutError.notATextItem("b")) { try layout.setText("hello", of: b) }
        #expect(throws: AnchorLayoutError.emptyBarrier) { _ = try layout.barrier(.bottom, of: []) }
        #expect(layout.items.map(\.name) == ["a", "b"])
        #expect(a.text == "User:")
        #expect(LayoutSnapshot(layout) == before)
        #expect(layout.containerWidth == 320 && layout.containerHeight == 100)
    }
}
