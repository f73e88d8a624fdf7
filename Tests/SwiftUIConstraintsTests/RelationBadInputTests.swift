#if !canImport(SwiftUI)
import Foundation
import Testing
@testable import PreferenceLayout
@testable import SwiftUIConstraints

@Suite("RelationLayout: bad input is reported, never trapped on, and the layout goes on")
struct RelationBadInputTests {
    /// Lays `relations` out over subviews "a" (a 20 × 10 colour) and "b" at 200 × 100; the
    /// frames and what was reported.
    private func run(_ relations: [ViewRelation]) throws -> (frames: [String: Rect], reports: Reports) {
        let reports = Reports()
        let layout = RelationLayout(
            [
                RelationItem("a").leading == container.leading, RelationItem("a").top == container.top
            ] + relations
        ).reporting(to: reports.add)
        let r = try PreferenceLayoutEngine(
            root: layout {
                Color.red.frame(width: 20, height: 10).relationName("a").id("a")
                Color.blue.frame(width: 30, height: 10).relationName("b").id("b")
            }
        ).layout(in: Size(width: 200, height: 100))
        return (r.frames, reports)
    }

    private let a = RelationItem("a"), b = RelationItem("b")

    @Test("NaN and infinite constants and multipliers: the relation is left out, named")
    func nonFinite() throws {
        for bad in [
            b.leading == a.trailing + .nan, b.width == .infinity * a.width, b.top == a.bottom - .infinity,
            b.width == a.width / 0
        ] {
            let run = try run([bad, b.leading == container.leading + 50])
            #expect(run.reports.all.map(\.kind) == [.invalidRelation], "\(bad)")
            #expect(run.reports.messages.first?.hasPrefix("\(bad): its multiplier or constant is not finite") == true)
            #expect(run.frames["b"]?.minX == 50)
        }
    }

    @Test("A negative fixed length is left out; a negative offset is an offset")
    func negative() throws {
        let run = try run([b.width == -5, b.leading == a.trailing - 5])
        #expect(run.reports.messages == ["b.width == -5.0: a length cannot be -5.0; it is left out"])
        #expect(run.frames["b"] == Rect(x: 15, y: 0, width: 30, height: 10))
        let atMost = try self.run([b.height <= -1])
        #expect(atMost.reports.messages == ["b.height <= -1.0: a length cannot be at most -1.0; it is left out"])
    }

    @Test("An unknown subview: the relation is left out, the names known are listed")
    func unknownName() throws {
        let run = try run([RelationItem("c").leading == a.trailing, b.leading == a.trailing])
        #expect(run.reports.all.map(\.kind) == [.unknownSubview])
        #expect(run.reports.messages[0].contains("no subview is named 'c' (known: a, b)"))
        #expect(run.frames["b"]?.minX == 20)
    }

    @Test("An anchor related to itself is left out")
    func itself() throws {
        let run = try run([b.width == b.width + 10])
        #expect(run.reports.messages == ["b.width == b.width + 10.0: it relates an anchor to itself; it is left out"])
        #expect(run.frames["b"]?.width == 30)
    }

    @Test("A priority outside 1...1000 is clamped, NaN leaves the relation out")
    func priorities() throws {
        let clamped = try run([
            (b.leading == a.trailing).priority(0), (b.leading == container.leading + 100).priority(5000)
        ])
        #expect(clamped.reports.messages.count == 2)
        #expect(clamped.reports.messages[1].hasSuffix("a priority is 1...1000; 1000.0 is used"))
        #expect(clamped.frames["b"]?.minX == 100)
        let nan = try run([(b.leading == a.trailing).priority(.nan)])
        #expect(nan.reports.messages.first?.hasSuffix("its priority is NaN; it is left out") == true)
    }

    @Test("Two subviews of one name, an empty barrier, a group of one: reported")
    func groupsAndNames() throws {
        let reports = Reports()
        let layout = RelationLayout([
            RelationItem("a").leading == RelationBarrier.trailing(of: []) + 1,
            .sameWidth([RelationItem("a")])
        ]).reporting(to: reports.add)
        _ = try PreferenceLayoutEngine(
            root: layout {
                Color.red.relationName("a")
                Color.red.relationName("a")
            }
        ).layout(in: Size(width: 100, height: 100))
        #expect(reports.all.map(\.kind) == [.duplicateName, .invalidRelation, .invalidRelation])
        #expect(reports.messages[0].contains("two subviews are named 'a'"))
        #expect(reports.messages[1].contains("has no subviews"))
        #expect(reports.messages[2].contains("a group needs two subviews or more"))
    }
}
#endif
