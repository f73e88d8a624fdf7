import LayoutModel
import SeededRandom

/// Random view trees for differential tests: stacks, groups, colours, shapes, texts and
/// spacers under padding, fixed and flexible frames (contradictory ones included),
/// fixedSize, backgrounds, overlays, priorities and identifiers, but no relation. Every view
/// carries a unique identifier ("v1", "v2", …), so every frame can be compared. The draws
/// are the standard library's over ``SplitMix64``.
package struct RandomViewTrees {
    var rng: SplitMix64
    private var next = 0

    package init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }

    private mutating func identifier() -> String {
        next += 1
        return "v\(next)"
    }

    private mutating func length() -> Double {
        chance(0.6) ? pick([0, 5, 10, 20, 30, 40, 60, 80, 100, 150]) : Double(Int.random(in: 0...800, using: &rng)) / 4
    }

    private mutating func alignment() -> Alignment {
        pick([.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing])
    }

    /// A proposal mixing finite lengths, 0, infinity and nil.
    package mutating func proposal() -> ProposedSize {
        func one(_ t: inout RandomViewTrees) -> Double? {
            t.pick([nil, 0, .infinity, 37.5, 50, 100, 150, 200, 320, 1000])
        }
        return ProposedSize(width: one(&self), height: one(&self))
    }

    /// A random tree at most `depth` levels of containers deep.
    package mutating func view(depth: Int = 0) -> AnyView {
        var v: AnyView
        if depth >= 3 || chance(0.3 + 0.15 * Double(depth)) {
            v = leaf()
        } else {
            let kids = (0..<Int.random(in: 1...4, using: &rng)).map { _ in view(depth: depth + 1) }
            let list = ForEach(0..<kids.count, id: \.self) { kids[$0] }
            let spacing: Double? = chance(0.5) ? pick([0, 4, 10, 2.5, 20]) : nil
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1: v = AnyView(HStack(alignment: pick([.top, .center, .bottom]), spacing: spacing) { list })
            case 2, 3: v = AnyView(VStack(alignment: pick([.leading, .center, .trailing]), spacing: spacing) { list })
            case 4: v = AnyView(ZStack(alignment: alignment()) { list })
            default: v = AnyView(Group { list })
            }
        }
        for _ in 0..<pick([0, 0, 1, 1, 2, 3]) { v = modified(v, depth: depth) }
        return AnyView(v.id(identifier()))
    }

    private mutating func leaf() -> AnyView {
        switch Int.random(in: 0..<7, using: &rng) {
        // A text's height depends on the width offered: a stack's flexibilities then depend on
        // its cross-axis proposal.
        case 5: AnyView(Text("I forgot my password"))
        case 6: AnyView(Text("Hello, wrapping world").lineLimit(2))
        case 0: AnyView(Color.red)
        case 1: AnyView(Rectangle())
        case 2: AnyView(RoundedRectangle(cornerRadius: 4))
        case 3: AnyView(Spacer())
        default: AnyView(Spacer(minLength: pick([0, 4, 10, 25])))
        }
    }

    private mutating func maybe(_ p: Double) -> Double? { chance(p) ? length() : nil }

    private mutating func modified(_ v: AnyView, depth: Int) -> AnyView {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
            return AnyView(v.frame(width: maybe(0.7), height: maybe(0.7), alignment: alignment()))
        case 2, 3:
            // Lengths in any order: contradictory frames are normalised (rule 17).
            let maxW: Double? = chance(0.3) ? .infinity : maybe(0.4)
            return AnyView(
                v.frame(
                    minWidth: maybe(0.4), idealWidth: maybe(0.3), maxWidth: maxW,
                    minHeight: maybe(0.4), idealHeight: maybe(0.3), maxHeight: maybe(0.4),
                    alignment: alignment()))
        case 4:
            return AnyView(
                v.padding(
                    EdgeInsets(
                        top: pick([0, 3, 10]), leading: pick([0, 5, 20]),
                        bottom: pick([0, 3, 10]), trailing: pick([0, 5, 20]))))
        case 5:
            return AnyView(v.padding(pick([0, 4, 8, 2.5])))
        case 6:
            return chance(0.5) ? AnyView(v.fixedSize()) : AnyView(v.fixedSize(horizontal: true, vertical: false))
        case 7:
            let secondary = view(depth: depth + 2)
            return chance(0.5)
                ? AnyView(v.background(secondary, alignment: alignment()))
                : AnyView(v.overlay(secondary, alignment: alignment()))
        case 8:
            return AnyView(v.layoutPriority(pick([-1, 1, 2, 0.5])))
        default:
            return AnyView(v.id(identifier()))
        }
    }
}
