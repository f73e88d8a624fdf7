import LayoutModel
import LayoutTestSupport
import Testing

@testable import Comparisons

@Suite("The cross-check's large stack")
struct LargeStackThreadTests {
    /// `levels` levels: stacks of both axes, each with a label beside the next level, every
    /// third one padded and backed by a colour, a text at the bottom.
    static func nested(_ levels: Int) -> ViewSpec {
        var view: ViewSpec = .text("innermost").id("level.0")
        var depth = 2
        var level = 0
        while depth < levels {
            level += 1
            view =
                level % 2 == 0
                ? .hstack([view, .text("\(level)")]) : .vstack(alignment: .leading, [view, .text("\(level)")])
            depth += 1
            if level % 3 == 0 && depth + 2 <= levels {
                view = view.padding(1).background(.color("blue"))
                depth += 2
            }
        }
        return view
    }

    @Test("Depth counts a view and each modifier; repeats and secondary views nest inside")
    func depth() {
        #expect(ViewSpec.text("a").nestingDepth == 1)
        #expect(ViewSpec.text("a").padding(1).id("x").nestingDepth == 3)
        #expect(ViewSpec.vstack([.repeated(10, .text("{i}").padding(1))]).nestingDepth == 3)
        #expect(ViewSpec.text("a").background(.vstack([.text("b").padding(1)])).nestingDepth == 5)
        #expect(Self.nested(LargeStackThread.callerThreadDepth).nestingDepth == LargeStackThread.callerThreadDepth)
        #expect(Catalog.scenario(named: "deep-nesting-10").map { LargeStackThread.isNeeded(for: $0.view) } == false)
        #expect(Catalog.scenario(named: "deep-nesting-100").map { LargeStackThread.isNeeded(for: $0.view) } == true)
        #expect(
            Catalog.all.filter { LargeStackThread.isNeeded(for: $0.view) }.map(\.name)
                == ["deep-nesting-100", "deep-nesting-1000"])
        var random = RandomTreeGenerator(seed: 1)
        #expect((0..<300).allSatisfy { _ in !LargeStackThread.isNeeded(for: random.next().view) })
    }

    @Test("The deepest tree laid out on the caller's thread is compared on a 512 KiB stack")
    func callerThreadDepthFits() {
        let scenario = Scenario(
            name: "nested", origin: "test",
            proposals: [ProposedSize(width: nil, height: nil), ProposedSize(width: 300, height: 400)],
            view: Self.nested(LargeStackThread.callerThreadDepth))
        let verdict = onThread(stackSize: 512 << 10) { crossCheck.run(scenario).verdict }
        #expect(verdict == .agree)
    }
}
