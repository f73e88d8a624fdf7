import Foundation
import LayoutModel
import LayoutTestSupport
import Testing

@testable import PreferenceLayout

/// Counts a reader closure's runs: one counter a test, locked, since tests run in parallel.
final class BuildCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private let labelReaderBuilds = BuildCounter()
private let environmentReaderBuilds = BuildCounter()
private let rowReaderBuilds = BuildCounter()

/// `EqualWidth` with a reader closure that counts its runs in `builds`. Equal while it counts
/// in the same counter, so that it is kept as the seed's `EqualWidth` is.
private struct CountedEqualWidth: ViewModifier, Equatable {
    @Environment(\.equalWidth) var width
    let builds: BuildCounter

    static func == (a: CountedEqualWidth, b: CountedEqualWidth) -> Bool { a.builds === b.builds }

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy in
                    let _ = builds.increment()
                    Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
                }
            )
            .frame(width: width, alignment: .leading)
    }
}

/// Labels of one width under a host that writes the widest into the environment.
private struct CountedLabels: View {
    var labels: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(labels.indices, id: \.self) { i in
                Text(labels[i]).modifier(CountedEqualWidth(builds: rowReaderBuilds)).id("label.\(i)")
            }
        }
        .equalWidthHost()
    }
}

/// A composite whose width is the shared equal width (10 before it arrives).
private struct EnvironmentWidth: View {
    @Environment(\.equalWidth) var width
    var name: String
    var body: some View { Color.red.frame(width: width ?? 10, height: 5).id(name) }
}

/// A composite that reads nothing.
private struct Probe: View {
    var body: some View { Color.red.id("probe") }
}

@Suite("Geometry readers: content reused while what it read is unchanged")
struct GeometryReaderReuseTests {
    /// A 50 × 20 reader below a spacer: moving down as the offered height grows.
    private func movingReader<C: View>(@ViewBuilder _ content: @escaping (GeometryProxy) -> C) -> some View {
        VStack(spacing: 0) {
            Spacer()
            GeometryReader(content: content).frame(width: 50, height: 20)
        }
    }

    @Test("A reader that reads only its size is not built again when it only moves")
    func sizeReaderMoved() throws {
        let builds = Log<Double>()
        let delivered = Log<Double>()
        let engine = PreferenceLayoutEngine(
            root: movingReader { proxy in
                let _ = builds.values.append(proxy.size.width)
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width).id("inside")
            }.onPreferenceChange(WidthKey.self) { delivered.values.append($0) })
        let first = try engine.layout(in: Size(width: 100, height: 100))
        #expect(first.frames["inside"] == rect(0, 80, 50, 20))
        let second = try engine.layout(in: Size(width: 100, height: 200))
        // Placed again where the reader moved, from the content built once.
        #expect(second.frames["inside"] == rect(0, 180, 50, 20))
        #expect(builds.values == [50])
        #expect(delivered.values == [50])
        #expect(second.statistics.bodyEvaluations == 0)
    }

    @Test("A reader that reads its global frame is built again when it moves")
    func globalFrameReaderMoved() throws {
        let builds = Log<Double>()
        let delivered = Log<Double>()
        let engine = PreferenceLayoutEngine(
            root: movingReader { proxy in
                let _ = builds.values.append(proxy.frame(in: .global).minY)
                Color.clear.preference(key: WidthKey.self, value: proxy.frame(in: .global).minY).id("inside")
            }.onPreferenceChange(WidthKey.self) { delivered.values.append($0) })
        _ = try engine.layout(in: Size(width: 100, height: 100))
        let second = try engine.layout(in: Size(width: 100, height: 200))
        #expect(second.frames["inside"] == rect(0, 180, 50, 20))
        #expect(builds.values == [80, 180])
        #expect(delivered.values == [80, 180])
        // The same height again: nothing read changed.
        _ = try engine.layout(in: Size(width: 100, height: 200))
        #expect(builds.values == [80, 180])
    }

    @Test("A reader that reads a named space's frame is built again when it moves in it")
    func namedFrameReaderMoved() throws {
        let builds = Log<Double>()
        let engine = PreferenceLayoutEngine(
            root: movingReader { proxy in
                let _ = builds.values.append(proxy.frame(in: .named("stack")).minY)
                Color.clear
            }.coordinateSpace(name: "stack"))
        _ = try engine.layout(in: Size(width: 100, height: 100))
        _ = try engine.layout(in: Size(width: 100, height: 100))
        _ = try engine.layout(in: Size(width: 100, height: 150))
        #expect(builds.values == [80, 130])
    }

    @Test("Labels evaluated again build their readers' content again: a new closure is never taken for the old")
    func equalWidthReadersBuiltOnce() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Ann").modifier(CountedEqualWidth(builds: labelReaderBuilds)).id("short")
            Text("Bartholomew").modifier(CountedEqualWidth(builds: labelReaderBuilds)).id("long")
        }.equalWidthHost()
        let r = try layout(view)
        let widest = try layout(Text("Bartholomew")).size.width
        #expect(r.statistics.passes == 2)
        // Each pass evaluates the host and both modifiers (the second: the width arrived);
        // each evaluation makes new readers, whose content is built once.
        #expect(r.statistics.bodyEvaluations == 6)
        #expect(labelReaderBuilds.value == 4)
        #expect(r.frames["short"]?.size.width == widest)
        #expect(r.frames["long"]?.size.width == widest)
    }

    @Test("A new root that leaves the shared width as it was keeps the other labels' reader contents")
    func sameWidthWrittenAgain() throws {
        var labels = ["Ann", "Bartholomew", "Chen", "Dee", "Esperanza"]
        let engine = PreferenceLayoutEngine(root: CountedLabels(labels: labels))
        let proposal = ProposedSize(width: 300, height: .infinity)
        _ = try engine.layout(proposal: proposal)
        let built = rowReaderBuilds.value
        // A narrower label: the host writes the same width again, in a new box. The labels
        // below keep the box they saw (the value is equal), so only the changed label's reader,
        // whose size changed, builds its content again.
        labels[2] = "Chi"
        engine.root = CountedLabels(labels: labels)
        let kept = try engine.layout(proposal: proposal)
        #expect(kept.statistics.passes == 1)
        #expect(rowReaderBuilds.value == built + 1)
        let fresh = try PreferenceLayoutEngine(root: CountedLabels(labels: labels)).layout(proposal: proposal)
        #expect(kept.frames == fresh.frames)
        // The widest label narrower: a new width, which every label reads, so every label's
        // modifier is evaluated again and makes new readers, each built once.
        labels[1] = "Bo"
        engine.root = CountedLabels(labels: labels)
        let before = rowReaderBuilds.value
        let narrower = try engine.layout(proposal: proposal)
        #expect(narrower.statistics.passes == 2)
        #expect(rowReaderBuilds.value >= before + labels.count)
        let freshNarrower = try PreferenceLayoutEngine(root: CountedLabels(labels: labels)).layout(proposal: proposal)
        #expect(narrower.frames == freshNarrower.frames)
    }

    @Test("A reader that reads its size is built again when its size changes")
    func sizeReaderResized() throws {
        let builds = Log<Double>()
        let delivered = Log<Double>()
        let view = VStack(spacing: 0) {
            Spacer()
            GeometryReader { proxy in
                let _ = builds.values.append(proxy.size.width)
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width).id("inside")
            }.frame(height: 20)
        }.onPreferenceChange(WidthKey.self) { delivered.values.append($0) }
        let engine = PreferenceLayoutEngine(root: view)
        _ = try engine.layout(in: Size(width: 100, height: 100))
        let second = try engine.layout(in: Size(width: 150, height: 100))
        #expect(second.frames["inside"] == rect(0, 80, 150, 20))
        #expect(builds.values == [100, 150])
        #expect(delivered.values == [100, 150])
    }

    @Test("Content that evaluates a body is built again at every placement")
    func contentWithBodyIsBuiltAgain() throws {
        let engine = PreferenceLayoutEngine(root: movingReader { _ in Probe() })
        let first = try engine.layout(in: Size(width: 100, height: 100))
        #expect(first.statistics.bodyEvaluations == 1)
        let second = try engine.layout(in: Size(width: 100, height: 100))
        #expect(second.statistics.bodyEvaluations == 1)
        #expect(second.frames["probe"] == rect(0, 80, 50, 20))
    }

    @Test("Reader content reading the environment sees the value that arrived in the second pass")
    func contentReadsNewEnvironment() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Bartholomew").equalWidth().id("label")
            GeometryReader { _ in
                let _ = environmentReaderBuilds.increment()
                EnvironmentWidth(name: "env")
            }.frame(width: 200, height: 5)
            // A reader inside a reader: its content sees the environment too.
            GeometryReader { _ in GeometryReader { _ in EnvironmentWidth(name: "nested") } }
                .frame(width: 200, height: 5)
        }.equalWidthHost()
        let r = try layout(view)
        let widest = try layout(Text("Bartholomew")).size.width
        #expect(r.statistics.passes == 2)
        #expect(environmentReaderBuilds.value == 2)
        #expect(r.frames["env"]?.size.width == widest)
        #expect(r.frames["nested"]?.size.width == widest)
    }

    @Test(".preference replaces only its key's values in its subtree, keeping the others in order")
    func replaceKeepsOtherKeys() throws {
        let names = Log<[String]>()
        let widths = Log<Double>()
        let view = HStack(spacing: 0) {
            Color.red.preference(key: NamesKey.self, value: ["a"])
            Color.red.preference(key: WidthKey.self, value: 5)
            Color.red.preference(key: NamesKey.self, value: ["b"])
            Color.red.preference(key: WidthKey.self, value: 7)
        }
        .preference(key: NamesKey.self, value: ["outer"])
        .background(Color.clear.preference(key: NamesKey.self, value: ["before"]))
        .onPreferenceChange(NamesKey.self) { names.values.append($0) }
        .onPreferenceChange(WidthKey.self) { widths.values.append($0) }
        _ = try layout(view, width: 100, height: 10)
        #expect(names.values == [["before", "outer"]])
        // `WidthKey` keeps the last value: 7 only if the kept values stayed in order.
        #expect(widths.values == [7])
    }

    @Test("Kept reader content stays in the deferred builds' order, so a rebuilt neighbour reuses its nodes")
    func keptContentKeepsBuildOrder() throws {
        let view = VStack(spacing: 0) {
            Spacer()
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }.frame(height: 20)
            GeometryReader { proxy in Color.blue.frame(height: proxy.frame(in: .global).minY / 10) }
                .frame(height: 20)
        }
        let engine = PreferenceLayoutEngine(root: view)
        _ = try engine.layout(in: Size(width: 100, height: 100))
        let first = engine.core.deferredNodes.built
        // Two nodes per reader: the shape and its frame.
        #expect(first.count == 4)
        let second = try engine.layout(in: Size(width: 100, height: 200))
        // The first reader kept its content; the second (it moved) built its own again,
        // matching the previous nodes in order, without indexing them.
        #expect(engine.core.deferredNodes.built.count == 4)
        #expect(zip(engine.core.deferredNodes.built, first).allSatisfy { $0 === $1 })
        #expect(engine.core.deferredNodes.index == nil)
        #expect(second.size == Size(width: 100, height: 200))
    }

    @Test("Readers inside a reader's content, before and after its other views, lay out where they belong, twice")
    func readersNestedAroundSiblings() throws {
        // Every deferred build goes through the one shared builder: the inner readers are built
        // when they are placed, after the outer content's build, each from its own context.
        let view = GeometryReader { _ in
            VStack(spacing: 0) {
                GeometryReader { inner in Color.red.frame(width: inner.size.width / 2, height: 5).id("inner1") }
                    .frame(height: 10)
                Color.blue.frame(height: 7).id("middle")
                GeometryReader { inner in Color.green.frame(width: inner.size.width / 4, height: 5).id("inner2") }
                    .frame(height: 10)
            }
        }.frame(width: 80, height: 27)
        let engine = PreferenceLayoutEngine(root: view)
        for _ in 0..<2 {
            let r = try engine.layout(in: Size(width: 80, height: 27))
            // Three rows of heights 10, 7 and 10 at full width 80, top to bottom; each inner
            // reader places its content at its own top-leading corner.
            #expect(r.frames["inner1"] == Rect(x: 0, y: 0, width: 40, height: 5))
            #expect(r.frames["middle"] == Rect(x: 0, y: 10, width: 80, height: 7))
            #expect(r.frames["inner2"] == Rect(x: 0, y: 17, width: 20, height: 5))
        }
    }

    @Test("A proxy kept by reader content answers its own reader's latest geometry while other readers build")
    func keptProxyFollowsItsReader() throws {
        let kept = Log<GeometryProxy>()
        let engine = PreferenceLayoutEngine(
            root: VStack(spacing: 0) {
                GeometryReader { proxy in
                    let _ = kept.values.append(proxy)
                    Color.red
                }.frame(height: 10)
                // Reads its size, keeps no proxy: built after the first, and again when resized.
                GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2).id("half") }.frame(height: 4)
            })
        let first = try engine.layout(in: Size(width: 100, height: 100))
        #expect(first.frames["half"]?.size == Size(width: 50, height: 4))
        #expect(kept.values.map(\.size) == [Size(width: 100, height: 10)])
        let second = try engine.layout(in: Size(width: 80, height: 100))
        #expect(second.frames["half"]?.size == Size(width: 40, height: 4))
        // Reading the kept proxy's size above was a read of the first reader's content: it was
        // built again at its new size, and the proxies of both builds answer that size.
        #expect(kept.values.map(\.size) == [Size(width: 80, height: 10), Size(width: 80, height: 10)])
    }

    @Test("A nested reader's content reading the outer proxy sees the outer reader's geometry")
    func nestedContentReadsOuterProxy() throws {
        let view = GeometryReader { outer in
            GeometryReader { _ in Color.red.frame(width: outer.size.width / 2, height: 5).id("half") }
                .padding(5)
        }.frame(width: 60, height: 30)
        let r = try layout(view, width: 100, height: 100)
        // The outer reader is 60 × 30 (the inner one 50 × 20): half of the outer width.
        #expect(r.frames["half"]?.size == Size(width: 30, height: 5))
    }
}
