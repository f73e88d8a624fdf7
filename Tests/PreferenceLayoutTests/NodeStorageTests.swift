import LayoutModel
import Testing
@testable import PreferenceLayout

@Suite("Node storage: stack entries, kind objects, size")
struct NodeStorageTests {
    private static func shapes(_ n: Int) -> [Node] {
        (0..<n).map { Node(.shape, path: UInt64(100 + $0)) }
    }

    @Test("A stack's entries answer the proposal they were computed for, and are forgotten on invalidation")
    func stackEntriesFollowTheProposal() {
        let core = EngineCore(maximumDepth: 64)
        let stack = Node(.stack(axis: .horizontal, crossAlignment: 0.5, spacing: 0), path: 1, children: Self.shapes(2))
        #expect(stack.stackEntries == nil)

        // Two shapes share 100: each is offered 50 and takes it (rule 1).
        #expect(stack.size(ProposedSize(width: 100, height: 40), core) == Size(width: 100, height: 40))
        let entries = stack.stackEntriesComputed
        #expect(entries.count == 2)
        #expect(entries[0].size == Size(width: 50, height: 40) && entries[0].offer == 50)
        #expect(entries[1].size == Size(width: 50, height: 40) && entries[1].offer == 50)
        #expect(entries.answers(100, 40))

        // Another proposal recomputes them in the same buffer.
        #expect(stack.size(ProposedSize(width: 60, height: nil), core) == Size(width: 60, height: 10))
        #expect(stack.stackEntriesComputed === entries)
        #expect(entries[1].size == Size(width: 30, height: 10) && entries[1].offer == 30)
        #expect(entries.answers(60, -1) && !entries.answers(100, 40))

        // The children's minimum and maximum (probed at 0 and infinity) stay for this cross
        // proposal: another width asks each child only for its new offer.
        #expect(entries.wereProbed(-1) && !entries.wereProbed(40))
        var before = core.statistics.sizeComputations
        #expect(stack.size(ProposedSize(width: 80, height: nil), core) == Size(width: 80, height: 10))
        #expect(core.statistics.sizeComputations == before + 1 + 2)

        // Invalidation forgets the entries and the probes: the stack measures again and asks
        // each shape for 0, infinity and 30; a shape's cache keeps the two sizes asked last
        // (30, then 40), and each new one replaces the older, so all three are computed.
        before = core.statistics.sizeComputations
        stack.invalidate()
        #expect(!entries.answers(60, -1) && !entries.wereProbed(-1))
        #expect(stack.size(ProposedSize(width: 60, height: nil), core) == Size(width: 60, height: 10))
        #expect(core.statistics.sizeComputations == before + 1 + 2 * 3)
        #expect(entries.answers(60, -1) && entries.wereProbed(-1))

        // Other children (another count) get a new buffer.
        stack.children = Self.shapes(3)
        stack.invalidate()
        #expect(stack.size(ProposedSize(width: 90, height: 30), core) == Size(width: 90, height: 30))
        #expect(stack.stackEntriesComputed !== entries)
        #expect(stack.stackEntriesComputed.count == 3)
        #expect(stack.stackEntriesComputed[2].size == Size(width: 30, height: 30))
    }

    @Test("The size cache keeps the two sizes used last, and a new one replaces the older")
    func sizeCacheKeepsTwo() {
        let core = EngineCore(maximumDepth: 64)
        let shape = Node(.shape, path: 1)
        let (a, b, c) = (ProposedSize(width: 10, height: 5), ProposedSize(width: 20, height: nil),
                         ProposedSize(width: nil, height: nil))
        func computations(_ p: ProposedSize, _ expected: Size) -> Int {
            let before = core.statistics.sizeComputations
            #expect(shape.size(p, core) == expected)
            return core.statistics.sizeComputations - before
        }
        // A shape takes the proposal, nil becomes 10 (rule 1).
        #expect(computations(a, Size(width: 10, height: 5)) == 1)
        #expect(computations(b, Size(width: 20, height: 10)) == 1)
        #expect(computations(a, Size(width: 10, height: 5)) == 0)
        // `b` is now the older entry: `c` replaces it, `a` stays.
        #expect(computations(c, Size(width: 10, height: 10)) == 1)
        #expect(computations(a, Size(width: 10, height: 5)) == 0)
        #expect(computations(b, Size(width: 20, height: 10)) == 1)
        // Invalidation forgets both.
        shape.invalidate()
        #expect(computations(b, Size(width: 20, height: 10)) == 1)
    }

    @Test("A stack orders few children (by insertion) as it orders many (by the general sort)", arguments: [1, 5])
    func distributionOrder(groups: Int) {
        // Each group: maxWidth 40, maxWidth 10, a plain shape, maxWidth 20; 25 points per child.
        // Least flexible first: the 10s take 10, the 20s 20, then 40s and shapes share the rest.
        var keep: [Node] = []
        var children: [Node] = []
        for g in 0..<groups {
            for (k, maxWidth) in [40.0, 10, nil, 20].enumerated() {
                let shape = Node(.shape, path: UInt64(1000 + 10 * g + k))
                keep.append(shape)
                guard let maxWidth else {
                    children.append(shape)
                    continue
                }
                let frame = FlexibleFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: maxWidth, minHeight: nil,
                                                  idealHeight: nil, maxHeight: nil, alignment: .center)
                children.append(Node(.flexibleFrame(FlexibleFrame(frame)), path: UInt64(2000 + 10 * g + k),
                                     child: .passUnretained(shape)))  // `keep` holds the shape
            }
        }
        let core = EngineCore(maximumDepth: 64)
        let stack = Node(.stack(axis: .horizontal, crossAlignment: 0.5, spacing: 0), path: 1, children: children)
        let width = 100.0 * Double(groups)
        #expect(stack.size(ProposedSize(width: width, height: 10), core) == Size(width: width, height: 10))
        let entries = stack.stackEntriesComputed
        for i in 0..<entries.count {
            #expect(entries[i].size.width == [35.0, 10, 35, 20][i % 4])
        }
        withExtendedLifetime(keep) {}
    }

    @Test("The object a kind carries is read without a binding, for every kind that carries one")
    func kindObjects() {
        let text = TextContent("Blue circles", font: Font(size: 16), lineLimit: nil)
        let frame = FlexibleFrame(FlexibleFrameModifier(minWidth: 10, idealWidth: nil, maxWidth: 20, minHeight: nil,
                                                        idealHeight: nil, maxHeight: nil, alignment: .center))
        let reader = GeometryReaderContent()
        let layout = AnyLayoutBox()
        #expect(Node(.text(text), path: 1).withKindObject(TextContent.self) { $0 } === text)
        #expect(Node(.flexibleFrame(frame), path: 2).withKindObject(FlexibleFrame.self) { $0 } === frame)
        #expect(Node(.geometryReader(reader), path: 3).withKindObject(GeometryReaderContent.self) { $0 } === reader)
        #expect(Node(.custom(layout), path: 4).withKindObject(AnyLayoutBox.self) { $0 } === layout)
        // The text node measures through it: "Blue circles" is 91.734375 wide at 16 pt.
        let core = EngineCore(maximumDepth: 64)
        #expect(Node(.text(text), path: 5).size(.unspecified, core).width == 91.734375)
    }

    @Test("Prefetching names each node, and each record of a walk's pairs, by its own address")
    func prefetchAddresses() {
        let nodes = Self.shapes(3)
        let pairs: [(Node, Int?)] = nodes.map { ($0, 7) }
        for i in 0..<3 {
            let expected = UInt(bitPattern: Unmanaged.passUnretained(nodes[i]).toOpaque())
            #expect(nodes.withUnsafeBufferPointer { Prefetch.address(at: i, in: $0) } == expected)
            #expect(pairs.withUnsafeBufferPointer { Prefetch.address(at: i, in: $0) } == expected)
        }
    }

    #if os(Linux)
    @Test("A node fits a 240-byte allocation (232 bytes of fields)")
    func nodeSize() {
        let node = Node(.empty, path: 0)
        // glibc hands out chunks of the request + 8 rounded up to 16, minus its 8-byte header.
        let usable = mallocUsableSize(Unmanaged.passUnretained(node).toOpaque())
        #expect(usable == 232)
    }
    #endif
}

#if os(Linux)
/// glibc's `malloc_usable_size` (its header is not part of the Glibc module).
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
