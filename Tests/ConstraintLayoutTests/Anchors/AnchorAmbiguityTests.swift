import ConstraintLayout
import LayoutModel
import Testing

@Suite("Anchors: ambiguous layouts")
struct AnchorAmbiguityTests {
    @Test("An item placed on one axis only is ambiguous on the other")
    func missingAxis() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let item = try layout.addItem("item")
        try layout.activate([item.leading == layout.container.leading + 10, item.width == 50])
        #expect(layout.hasAmbiguousLayout)
        #expect(layout.ambiguousItems().map(\.name) == ["item"])
        #expect(try layout.ambiguousAttributes(of: item) == [.top, .height])
        try layout.activate([item.top == layout.container.top, item.height == 20])
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("Room to slide inside bounds is ambiguous; a wish inside the room removes it")
    func slidingRoom() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let box = layout.container
        let item = try layout.addItem("item")
        try layout.activate([
            item.leading >= box.leading + 10, item.trailing <= box.trailing - 10,
            item.width == 50, item.top == box.top, item.height == 20
        ])
        #expect(try layout.ambiguousAttributes(of: item) == [.leading])
        try layout.activate((item.centerX == box.centerX).priority(250))
        #expect(!layout.hasAmbiguousLayout)
        expectFrame(try layout.frame(of: item), 125, 0, 50, 20)
    }

    @Test("Two equal wishes pulling apart leave every width between them optimal")
    func tie() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let item = try layout.addItem("item")
        try layout.activate([
            item.leading == layout.container.leading, item.top == layout.container.top,
            item.height == 10, (item.width == 100).priority(500), (item.width == 200).priority(500)
        ])
        #expect(try layout.ambiguousAttributes(of: item) == [.width])
        try layout.activate((item.width == 120).priority(100))
        #expect(try layout.frame(of: item).width == 120)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("A container without a height and nothing to decide it is ambiguous itself")
    func container() throws {
        let layout = try AnchorLayout(name: "form", width: 300)
        #expect(layout.ambiguousItems().map(\.name) == ["form"])
        try layout.resize(width: 300, height: 80)
        #expect(!layout.hasAmbiguousLayout)
    }

    @Test("Only the items that can move are listed, in the order they were added")
    func onlyTheFreeOnes() throws {
        let layout = try AnchorLayout(name: "box", width: 300, height: 100)
        let box = layout.container
        let fixed = try layout.addItem("fixed")
        let loose = try layout.addItem("loose")
        let follower = try layout.addItem("follower")
        try layout.activate([
            fixed.leading == box.leading, fixed.top == box.top, fixed.width == 10, fixed.height == 10,
            loose.top == box.top, loose.width == 10, loose.height == 10,
            follower.leading == loose.trailing, follower.top == box.top,
            follower.width == 10, follower.height == 10
        ])
        #expect(layout.ambiguousItems().map(\.name) == ["loose", "follower"])
    }
}
