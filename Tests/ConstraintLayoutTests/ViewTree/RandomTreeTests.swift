import ConstraintLayout
import LayoutModel
import PreferenceLayout
import Testing

/// A seeded generator (SplitMix64), so a failing tree can be made again from its seed.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}

/// Random trees in the vocabulary both engines share; every view is identified, so every
/// frame is compared, and each tree is also written out for a failure's message.
struct RandomTrees {
    var random: SplitMix64
    var counter = 0
    let groups = [LayoutGroup("g0"), LayoutGroup("g1")]
    /// Whether to leave out `sameWidth` members.
    var noMembers = false

    mutating func nextID() -> String {
        counter += 1
        return "v\(counter)"
    }

    mutating func stackChildren(_ count: Int, depth: Int) -> ([AnyView], String) {
        let made = (0..<count).map { _ in view(depth: depth + 1) }
        return (made.map(\.0), made.map(\.1).joined(separator: "; "))
    }

    mutating func view(depth: Int) -> (AnyView, String) {
        let leafOnly = depth >= 4
        let kind = leafOnly ? random.int(4) : random.int(12)
        switch kind {
        case 0:
            let id = nextID()
            return (AnyView(Color.red.id(id)), "Color#\(id)")
        case 1:
            let string = random.pick(["Hi", "User:", "a few words to wrap here", "Supercalifragilistic", ""])
            let id = nextID()
            return (AnyView(Text(string).id(id)), "Text(\"\(string)\")#\(id)")
        case 2:
            let length = random.pick([nil, 0, 20.0])
            let id = nextID()
            return (AnyView(Spacer(minLength: length).id(id)), "Spacer(\(length.map { "\($0)" } ?? "nil"))#\(id)")
        case 3 where !noMembers:
            // A member whose content has one natural size whatever it is offered.
            let content: AnyView, text: String
            if random.int(2) == 0 {
                let w = Double(random.int(60))
                content = AnyView(Color.blue.frame(width: w, height: 12))
                text = "Color.frame(\(w), 12)"
            } else {
                let string = random.pick(["Log in", "I forgot my password"])
                content = AnyView(Text(string).fixedSize())
                text = "Text(\"\(string)\").fixedSize()"
            }
            let alignment = random.pick([Alignment.leading, .center, .trailing])
            let group = random.pick(groups)
            let id = nextID()
            return (AnyView(content.sameWidth(in: group, alignment: alignment).id(id)),
                    "\(text).sameWidth(\(group), \(alignment.horizontal))#\(id)")
        case 3, 4, 5:
            let (children, text) = stackChildren(random.int(4), depth: depth)
            let spacing = random.pick([nil, 0, 5.0])
            let s = spacing.map { "\($0)" } ?? "nil"
            if random.int(2) == 0 {
                let alignment = random.pick([VerticalAlignment.top, .center, .bottom])
                let id = nextID()
                return (AnyView(HStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id)),
                        "HStack(\(alignment), \(s)){\(text)}#\(id)")
            }
            let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
            let id = nextID()
            return (AnyView(VStack(alignment: alignment, spacing: spacing) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id)),
                    "VStack(\(alignment), \(s)){\(text)}#\(id)")
        case 6:
            let (children, text) = stackChildren(random.int(3), depth: depth)
            let alignment = random.pick([Alignment.topLeading, .center, .bottomTrailing])
            let id = nextID()
            return (AnyView(ZStack(alignment: alignment) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id)),
                    "ZStack(\(alignment)){\(text)}#\(id)")
        case 7:
            let (child, text) = view(depth: depth + 1)
            let length = Double(random.int(12))
            let id = nextID()
            return (AnyView(child.padding(length).id(id)), "\(text).padding(\(length))#\(id)")
        case 8:
            let (child, text) = view(depth: depth + 1)
            let w = random.pick([nil, 0, 40.0, 100]), h = random.pick([nil, 30.0])
            let alignment = random.pick([Alignment.leading, .center, .bottomTrailing])
            let id = nextID()
            return (AnyView(child.frame(width: w, height: h, alignment: alignment).id(id)),
                    "\(text).frame(\(String(describing: w)), \(String(describing: h)), \(alignment))#\(id)")
        case 9:
            let (child, text) = view(depth: depth + 1)
            let minW = random.pick([nil, 20.0]), idealW = random.pick([nil, 50.0])
            let maxW: Double? = random.pick([nil, 80.0, Double.infinity])
            let minH = random.pick([nil, 10.0]), maxH: Double? = random.pick([nil, Double.infinity])
            let id = nextID()
            return (AnyView(child.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, maxHeight: maxH).id(id)),
                    "\(text).frame(min \(String(describing: minW)), ideal \(String(describing: idealW)), max \(String(describing: maxW)), minH \(String(describing: minH)), maxH \(String(describing: maxH)))#\(id)")
        case 10:
            let (child, text) = view(depth: depth + 1)
            let id = nextID()
            switch random.int(3) {
            case 0: return (AnyView(child.fixedSize().id(id)), "\(text).fixedSize()#\(id)")
            case 1:
                let priority = Double(random.int(3))
                return (AnyView(child.layoutPriority(priority).id(id)), "\(text).layoutPriority(\(priority))#\(id)")
            default: return (AnyView(child.fixedSize(horizontal: false, vertical: true).id(id)), "\(text).fixedSize(v)#\(id)")
            }
        default:
            let (child, text) = view(depth: depth + 1)
            let (secondary, secondaryText) = view(depth: depth + 2)
            let id = nextID()
            return random.int(2) == 0
                ? (AnyView(child.background(secondary, alignment: .topLeading).id(id)), "\(text).background(\(secondaryText))#\(id)")
                : (AnyView(child.overlay(secondary).id(id)), "\(text).overlay(\(secondaryText))#\(id)")
        }
    }
}

@Suite("Random trees through both engines")
struct RandomTreeTests {
    static let proposals: [ProposedSize] = [
        ProposedSize(width: 320, height: 480), .unspecified, .zero, .infinity,
        ProposedSize(width: 90, height: nil), ProposedSize(width: nil, height: 60), ProposedSize(width: 320, height: 480),
    ]

    @Test("300 random trees give the same frames as the preference engine, at seven proposals in turn",
          arguments: 0..<6)
    func randomTrees(batch: Int) throws {
        for k in 0..<50 {
            let seed = UInt64(batch * 50 + k)
            var trees = RandomTrees(random: SplitMix64(state: seed))
            let (tree, text) = trees.view(depth: 0)
            let view = tree.font(size: 14)
            let preference = PreferenceLayoutEngine(root: view)
            let constraint = ConstraintLayoutEngine(root: view)
            proposals: for proposal in Self.proposals {
                let expected = try preference.layout(proposal: proposal).frames
                let actual = try constraint.layout(proposal: proposal).frames
                let fresh = try ConstraintLayoutEngine(root: view).layout(proposal: proposal).frames
                for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
                    let other = try #require(actual[id], "seed \(seed): \(id) missing")
                    let agrees = FrameTolerance.agrees(frame, other, nanMatchesNaN: true)
                    let kept = fresh[id].map { FrameTolerance.agrees($0, other, nanMatchesNaN: true) } == true
                    #expect(agrees, "seed \(seed) at \(proposal): \(id) in \(text): preference \(frame), constraint \(other)")
                    #expect(kept, "seed \(seed) at \(proposal): \(id) kept engine differs from fresh")
                    if !agrees || !kept { break proposals }
                }
            }
        }
    }
}
