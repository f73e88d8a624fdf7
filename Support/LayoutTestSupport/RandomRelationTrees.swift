import LayoutModel
import SeededRandom

/// Random trees in the vocabulary both engines share, `sameWidth` members included (each
/// with one natural size, so no tree is a feedback loop); every view is identified, so every
/// frame is compared, and each tree is also written out for a failure's message. The draws
/// are ``SplitMix64``'s own.
package struct RandomRelationTrees {
    private var random: SplitMix64
    private var counter = 0
    private let groups = [LayoutGroup("g0"), LayoutGroup("g1")]

    /// - Parameter seed: the trees' seed.
    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func nextID() -> String {
        counter += 1
        return "v\(counter)"
    }

    private mutating func stackChildren(_ count: Int, depth: Int) -> ([AnyView], String) {
        let made = (0..<count).map { _ in view(depth: depth + 1) }
        return (made.map(\.0), made.map(\.1).joined(separator: "; "))
    }

    /// A random tree and its description.
    ///
    /// - Parameter depth: the depth it stands at; from 4 on, only leaves.
    /// - Returns: the view and the tree written out.
    package mutating func view(depth: Int) -> (AnyView, String) {
        let leafOnly = depth >= 4
        let kind = leafOnly ? random.nextInt(in: 0...3) : random.nextInt(in: 0...11)
        switch kind {
        case 0:
            let id = nextID()
            return (AnyView(Color.red.id(id)), "Color#\(id)")
        case 1:
            let string = random.nextElement(of: ["Hi", "User:", "a few words to wrap here", "Supercalifragilistic", ""])
            let id = nextID()
            return (AnyView(Text(string).id(id)), "Text(\"\(string)\")#\(id)")
        case 2:
            let length = random.nextElement(of: [nil, 0, 20.0])
            let id = nextID()
            return (AnyView(Spacer(minLength: length).id(id)), "Spacer(\(length.map { "\($0)" } ?? "nil"))#\(id)")
        case 3:
            // A member whose content has one natural size whatever it is offered.
            let content: AnyView
            let text: String
            if random.nextInt(in: 0...1) == 0 {
                let w = Double(random.nextInt(in: 0...59))
                content = AnyView(Color.blue.frame(width: w, height: 12))
                text = "Color.frame(\(w), 12)"
            } else {
                let string = random.nextElement(of: ["Log in", "I forgot my password"])
                content = AnyView(Text(string).fixedSize())
                text = "Text(\"\(string)\").fixedSize()"
            }
            let alignment = random.nextElement(of: [Alignment.leading, .center, .trailing])
            let group = random.nextElement(of: groups)
            let id = nextID()
            return (
                AnyView(content.sameWidth(in: group, alignment: alignment).id(id)),
                "\(text).sameWidth(\(group), \(alignment.horizontal))#\(id)"
            )
        case 4, 5:
            let (children, text) = stackChildren(random.nextInt(in: 0...3), depth: depth)
            let spacing = random.nextElement(of: [nil, 0, 5.0])
            let s = spacing.map { "\($0)" } ?? "nil"
            if random.nextInt(in: 0...1) == 0 {
                let alignment = random.nextElement(of: [VerticalAlignment.top, .center, .bottom])
                let id = nextID()
                return (
                    AnyView(
                        HStack(alignment: alignment, spacing: spacing) {
                            ForEach(children.indices, id: \.self) { children[$0] }
                        }.id(id)),
                    "HStack(\(alignment), \(s)){\(text)}#\(id)"
                )
            }
            let alignment = random.nextElement(of: [HorizontalAlignment.leading, .center, .trailing])
            let id = nextID()
            return (
                AnyView(
                    VStack(alignment: alignment, spacing: spacing) {
                        ForEach(children.indices, id: \.self) { children[$0] }
                    }.id(id)),
                "VStack(\(alignment), \(s)){\(text)}#\(id)"
            )
        case 6:
            let (children, text) = stackChildren(random.nextInt(in: 0...2), depth: depth)
            let alignment = random.nextElement(of: [Alignment.topLeading, .center, .bottomTrailing])
            let id = nextID()
            return (
                AnyView(ZStack(alignment: alignment) { ForEach(children.indices, id: \.self) { children[$0] } }.id(id)),
                "ZStack(\(alignment)){\(text)}#\(id)"
            )
        case 7:
            let (child, text) = view(depth: depth + 1)
            let length = Double(random.nextInt(in: 0...11))
            let id = nextID()
            return (AnyView(child.padding(length).id(id)), "\(text).padding(\(length))#\(id)")
        case 8:
            let (child, text) = view(depth: depth + 1)
            let w = random.nextElement(of: [nil, 0, 40.0, 100])
            let h = random.nextElement(of: [nil, 30.0])
            let alignment = random.nextElement(of: [Alignment.leading, .center, .bottomTrailing])
            let id = nextID()
            return (
                AnyView(child.frame(width: w, height: h, alignment: alignment).id(id)),
                "\(text).frame(\(String(describing: w)), \(String(describing: h)), \(alignment))#\(id)"
            )
        case 9:
            let (child, text) = view(depth: depth + 1)
            let minW = random.nextElement(of: [nil, 20.0])
            let idealW = random.nextElement(of: [nil, 50.0])
            let maxW: Double? = random.nextElement(of: [nil, 80.0, Double.infinity])
            let minH = random.nextElement(of: [nil, 10.0])
            let maxH: Double? = random.nextElement(of: [nil, Double.infinity])
            let id = nextID()
            return (
                AnyView(
                    child.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, maxHeight: maxH)
                        .id(id)),
                "\(text).frame(min \(String(describing: minW)), ideal \(String(describing: idealW)), max \(String(describing: maxW)), minH \(String(describing: minH)), maxH \(String(describing: maxH)))#\(id)"
            )
        case 10:
            let (child, text) = view(depth: depth + 1)
            let id = nextID()
            switch random.nextInt(in: 0...2) {
            case 0: return (AnyView(child.fixedSize().id(id)), "\(text).fixedSize()#\(id)")
            case 1:
                let priority = Double(random.nextInt(in: 0...2))
                return (AnyView(child.layoutPriority(priority).id(id)), "\(text).layoutPriority(\(priority))#\(id)")
            default:
                return (
                    AnyView(child.fixedSize(horizontal: false, vertical: true).id(id)), "\(text).fixedSize(v)#\(id)"
                )
            }
        default:
            let (child, text) = view(depth: depth + 1)
            let (secondary, secondaryText) = view(depth: depth + 2)
            let id = nextID()
            return random.nextInt(in: 0...1) == 0
                ? (
                    AnyView(child.background(secondary, alignment: .topLeading).id(id)),
                    "\(text).background(\(secondaryText))#\(id)"
                )
                : (AnyView(child.overlay(secondary).id(id)), "\(text).overlay(\(secondaryText))#\(id)")
        }
    }
}
