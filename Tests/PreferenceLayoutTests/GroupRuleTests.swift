import LayoutModel
import Testing

@testable import PreferenceLayout

/// Rules 13 and 22 of docs/ARCHITECTURE.md ("Layout rules"): SwiftUI's `Group` is no container.
/// A modifier on it applies to each of its views where they stand in a list (a stack's
/// children); where one view is expected (the root of a hosting view) its views stand in an
/// implicit `VStack`, which the modifier then applies to. Frames worked out by hand;
/// OpenSwiftUI laid the same trees out to the same frames.
@Suite("Groups (rules 13, 22)")
struct GroupRuleTests {
    @Test("Rule 13: a frame on a Group in an HStack frames each view, side by side")
    func frameOnGroupInStack() throws {
        let r = try layout(
            HStack(spacing: 0) {
                Group {
                    Color.red.id("a")
                    Color.blue.id("b")
                }.frame(width: 20)
            }.id("h"), width: nil, height: 10)
        #expect(r.frames["a"] == rect(0, 0, 20, 10))
        #expect(r.frames["b"] == rect(20, 0, 20, 10))
        #expect(r.frames["h"] == rect(0, 0, 40, 10))
    }

    @Test("Rule 13: padding on a Group in a VStack pads each view")
    func paddingOnGroupInStack() throws {
        // Each colour 10 × 10 padded by 5: two 20 × 20 views, 8 apart.
        let r = try layout(
            VStack {
                Group {
                    Color.red.id("a")
                    Color.blue.id("b")
                }.padding(5)
            }, width: nil, height: nil)
        #expect(r.frames["a"] == rect(5, 5, 10, 10))
        #expect(r.frames["b"] == rect(5, 33, 10, 10))
    }

    @Test("Rule 13: a layout priority on a Group in a stack reaches each view")
    func priorityOnGroup() throws {
        // The two prioritised colours share 200 − 16 first; the third gets 0.
        let r = try layout(
            VStack {
                Group {
                    Color.red.id("a")
                    Color.blue.id("b")
                }.layoutPriority(1)
                Color.green.id("c")
            }, width: 50, height: 200)
        #expect(r.frames["a"] == rect(0, 0, 50, 92))
        #expect(r.frames["b"] == rect(0, 100, 50, 92))
        #expect(r.frames["c"] == rect(0, 200, 50, 0))
    }

    @Test("Rule 22: a root Group of several views is an implicit VStack")
    func rootGroup() throws {
        let r = try layout(
            Group {
                Color.red.frame(height: 30).id("a")
                Color.blue.frame(height: 30).id("b")
            }, width: 50, height: nil)
        #expect(r.frames["a"] == rect(0, 0, 50, 30))
        #expect(r.frames["b"] == rect(0, 38, 50, 30))
    }

    @Test("Rule 22: a modifier on a root Group applies to its implicit VStack")
    func modifierOnRootGroup() throws {
        // frame(height: 30) on the VStack: the colours share 30 − 8. OpenSwiftUI: a [0, 0, 50, 11],
        // b [0, 19, 50, 11]. The same Group inside a VStack frames each view instead.
        let root = try layout(
            Group {
                Color.red.id("a")
                Color.blue.id("b")
            }.frame(height: 30), width: 50, height: 200)
        #expect(root.frames["a"] == rect(0, 0, 50, 11))
        #expect(root.frames["b"] == rect(0, 19, 50, 11))
        let inStack = try layout(
            VStack {
                Group {
                    Color.red.id("a")
                    Color.blue.id("b")
                }.frame(height: 30)
            },
            width: 50, height: 200)
        #expect(inStack.frames["a"] == rect(0, 0, 50, 30))
        #expect(inStack.frames["b"] == rect(0, 38, 50, 30))
    }

    @Test("Rule 22: in a root Group, a modified Group among several views applies to each of its views")
    func groupInRootGroup() throws {
        // The root list is Color c and the inner Group's two framed views: three views in the
        // implicit VStack, each 20 tall.
        let r = try layout(
            Group {
                Color.green.frame(height: 20).id("c")
                Group {
                    Color.red.id("a")
                    Color.blue.id("b")
                }.frame(height: 20)
            }, width: 50, height: nil)
        #expect(r.frames["c"] == rect(0, 0, 50, 20))
        #expect(r.frames["a"] == rect(0, 28, 50, 20))
        #expect(r.frames["b"] == rect(0, 56, 50, 20))
    }

    @Test("Rule 22: a ForEach at the root stands in an implicit VStack even with one view")
    func forEachAtRoot() throws {
        // SwiftUI does not know a ForEach's length before building it, so it makes the implicit
        // VStack: a spacer in the overlay of its one view spaces vertically, 0 wide and as tall
        // as offered (20). OpenSwiftUI: the same. Outside any stack it would fill 30 × 20.
        let view = ForEach(0..<1, id: \.self) { _ in
            Color.red.frame(width: 30, height: 20).overlay(Spacer().id("s"))
        }
        #expect(try layout(view, width: nil, height: nil).frames["s"] == rect(15, 0, 0, 20))
        let single = Color.red.frame(width: 30, height: 20).overlay(Spacer().id("s"))
        #expect(try layout(single, width: nil, height: nil).frames["s"] == rect(0, 0, 30, 20))
    }

    @Test("Rule 22: an identifier is no layout: a priority reaches the stack through several")
    func priorityThroughIdentifiers() throws {
        let r = try layout(
            VStack {
                Color.red.layoutPriority(0.5).id("a").id("b").id("c")
                Color.red.id("d")
            }, width: nil, height: 200)
        #expect(r.frames["c"]?.height == 192)
        #expect(r.frames["d"]?.height == 0)
    }
}
