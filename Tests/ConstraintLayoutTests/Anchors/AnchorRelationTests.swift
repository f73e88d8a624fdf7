import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: relations")
struct AnchorRelationTests {
    /// A 320 × 200 container with two plain items.
    private func twoItems() throws -> (AnchorLayout, LayoutItem, LayoutItem) {
        let layout = try AnchorLayout(name: "box", width: 320, height: 200)
        return (layout, try layout.addItem("a"), try layout.addItem("b"))
    }

    @Test("Offsets, multipliers and centres give the hand-computed frames")
    func handComputed() throws {
        let (layout, a, b) = try twoItems()
        let box = layout.container
        try layout.activate([
            b.leading == box.leading + 10, b.top == box.top + 10,
            b.width == 200, b.height == 40,
            a.width == 0.5 * b.width + 10,  // 110
            a.height == b.height / 4,  // 10
            a.centerX == box.centerX,  // x = (320 - 110) / 2
            a.top == b.bottom + 8  // 58
        ])
        expectFrame(try layout.frame(of: b), 10, 10, 200, 40)
        expectFrame(try layout.frame(of: a), 105, 58, 110, 10)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("Descriptions read as the relation was written")
    func descriptions() throws {
        let (layout, a, b) = try twoItems()
        #expect((a.leading == b.trailing + 8).description == "a.leading == b.trailing + 8")
        #expect((a.width == 0.5 * b.width - 2).description == "a.width == 0.5 * b.width - 2")
        #expect((a.width >= 40).priority(750).description == "a.width >= 40 @750")
        #expect((a.top <= layout.container.bottom).description == "a.top <= box.bottom")
        #expect((a.firstBaseline == b.firstBaseline).firstAnchor == "a.firstBaseline")
    }

    @Test("A stronger priority wins; deactivating it hands the value to the weaker one")
    func priorities() throws {
        let (layout, a, _) = try twoItems()
        try layout.activate([
            a.leading == layout.container.leading, a.top == layout.container.top,
            a.height == 10
        ])
        let weak = (a.width == 100).priority(250)
        let strong = (a.width == 150).priority(750)
        try layout.activate([weak, strong])
        #expect(try layout.frame(of: a).width == 150)
        try layout.deactivate(strong)
        #expect(try layout.frame(of: a).width == 100)
        #expect(!strong.isActive && weak.isActive)
        // Reactivating the same object works once it is inactive.
        try layout.activate(strong)
        #expect(try layout.frame(of: a).width == 150)
    }

    @Test("Deactivating restores the frames from before the activation")
    func deactivateRestores() throws {
        let (layout, a, b) = try twoItems()
        let box = layout.container
        try layout.activate([
            a.leading == box.leading + 5, a.top == box.top, a.width == 50, a.height == 20,
            b.top == a.bottom, b.width == a.width, b.height == 20,
            (b.leading == box.leading).priority(250)
        ])
        let before = LayoutSnapshot(layout)
        let push = b.leading == a.trailing + 8
        try layout.activate(push)
        expectFrame(try layout.frame(of: b), 63, 20, 50, 20)
        try layout.deactivate(push)
        #expect(LayoutSnapshot(layout) == before)
        expectFrame(try layout.frame(of: b), 0, 20, 50, 20)
    }

    @Test("A constant changes in place: the same relation, new frames, no relation added")
    func constantInPlace() throws {
        let (layout, a, b) = try twoItems()
        let box = layout.container
        let gap = b.leading == a.trailing + 8
        try layout.activate([
            a.leading == box.leading + 10, a.top == box.top, a.width == 40, a.height == 10,
            gap, b.top == a.top, b.width == 30, b.height == 10
        ])
        expectFrame(try layout.frame(of: b), 58, 0, 30, 10)
        let constraints = layout.statistics.constraints
        try layout.setConstant(12, of: gap)
        #expect(gap.constant == 12)
        #expect(gap.description == "b.leading == a.trailing + 12")
        expectFrame(try layout.frame(of: b), 62, 0, 30, 10)
        try layout.setConstant(-50, of: gap)
        expectFrame(try layout.frame(of: b), 0, 0, 30, 10)
        #expect(layout.statistics.constraints == constraints)
    }

    @Test("Alignment helpers align edges, centres and baselines of several items")
    func alignment() throws {
        let layout = try AnchorLayout(name: "box", width: 400, height: 100)
        let small = try layout.addText("small", "User:", font: formFont)
        let large = try layout.addText("large", "User:", font: Font(size: 32))
        let plain = try layout.addItem("plain")
        let box = layout.container
        try layout.activate(
            [
                small.leading == box.leading + 10, small.top == box.top + 20,
                large.leading == small.trailing + 8, plain.leading == large.trailing + 8,
                plain.width == 30, plain.height == 10
            ] + LayoutRelation.align(.firstBaseline, [small, large, plain]))
        // DejaVu Sans ascends 1901 of 2048 units: 14.8515625 at 16 pt, 29.703125 at 32.
        let baseline = 20 + 14.8515625
        expectFrame(try layout.frame(of: large), 10 + 41.859375 + 8, baseline - 29.703125, 83.71875, 37.25)
        // An item without text has its baseline at its bottom.
        expectFrame(try layout.frame(of: plain), 10 + 41.859375 + 8 + 83.71875 + 8, baseline - 10, 30, 10)

        let column = try AnchorLayout(name: "column", width: 300, height: 100)
        let items = try (0..<3).map { try column.addItem("row\($0)") }
        try column.activate(
            [items[0].trailing == column.container.trailing - 20]
                + items.enumerated().flatMap { index, item in
                    [
                        item.top == column.container.top + Double(index) * 20, item.height == 10,
                        item.width == Double(index + 1) * 50
                    ]
                }
                + LayoutRelation.align(.trailing, items))
        for (index, item) in items.enumerated() {
            let width = Double(index + 1) * 50
            expectFrame(try column.frame(of: item), 280 - width, Double(index) * 20, width, 10)
        }
        #expect(LayoutRelation.align(.centerX, [items[0]]).isEmpty)
    }

    @Test("sameWidth and sameHeight relate every item to the first")
    func sameSize() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 300)
        let items = try (0..<3).map { try layout.addItem("i\($0)") }
        let widths = LayoutRelation.sameWidth(items)
        let heights = LayoutRelation.sameHeight(items)
        #expect(widths.map(\.description) == ["i1.width == i0.width", "i2.width == i0.width"])
        try layout.activate(
            widths + heights + [items[2].width == 70, items[1].height == 15]
                + items.flatMap { [$0.leading == layout.container.leading, $0.top == layout.container.top] })
        for item in items { expectFrame(try layout.frame(of: item), 0, 0, 70, 15) }
    }
}
