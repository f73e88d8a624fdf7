import LayoutModel

// The newer vocabulary as SwiftUI lays it out (docs/ARCHITECTURE.md, "Layout modifiers and
// views" and "Alignment guides"): one small scenario per class of issue 24, each the tree its
// hand-worked tests check, laid out at the proposal that shows the class and at others.

extension Catalog {
    /// The classes of issue 24, one scenario each.
    package static var vocabulary: [Scenario] {
        vocabularySpacing + vocabularyGuides
    }

    static let vocabularyOrigin = "issue 24: SwiftUI's rules for the newer vocabulary"

    private static func scenario(_ name: String, _ proposals: [(Double?, Double?)], _ view: ViewSpec) -> Scenario {
        Scenario(
            name: "vocabulary-\(name)", origin: vocabularyOrigin,
            proposals: proposals.map { ProposedSize(width: $0.0, height: $0.1) }, view: view)
    }

    private static var colour: ViewSpec { .color("red") }

    /// A box of `width` × `height`.
    private static func box(_ width: Double, _ height: Double) -> ViewSpec {
        colour.frame(width: width, height: height)
    }

    /// Spacing and the stack's axis through the newer modifiers, and a modified group (classes 1 to 5).
    static var vocabularySpacing: [Scenario] {
        let spacer = ViewSpec.spacer()
        return [
            scenario(
                "offset-spacing", [(nil, 50), (200, 50)],
                .hstack([
                    spacer.modifier(.offset(x: 3, y: 4)), colour.id("c"),
                    spacer.modifier(.alignmentGuide(.vertical(.top), fraction: 0, constant: 1)), colour.id("d")
                ]).id("row")),
            scenario(
                "aspect-ratio-spacing", [(nil, 50), (300, 50)],
                .hstack([
                    spacer.modifier(.aspectRatio(ratio: 2, contentMode: .fit)), colour.id("c")
                ]).id("row")),
            scenario(
                "spacer-axis", [(100, 50), (nil, nil)],
                .vstack([
                    .hstack([spacer.id("s").modifier(.aspectRatio(ratio: 2, contentMode: .fit))]).id("ratio"),
                    .hstack([spacer.id("p").modifier(.position(x: 10, y: 10))]).id("position")
                ])),
            scenario(
                "divider-in-overlay", [(100, 320), (nil, 40)],
                .hstack([
                    ViewSpec.color("yellow").overlay(ViewSpec(.divider).id("d")).id("c"),
                    ViewSpec.color("blue").background(ViewSpec(.divider).id("e"))
                ]).id("row")),
            scenario(
                "group-modifiers", [(nil, nil), (100, 300)],
                .vstack(
                    spacing: 20,
                    [
                        ViewSpec.group([box(10, 10).id("a"), box(10, 10).id("b")])
                            .modifier(.aspectRatio(ratio: nil, contentMode: .fit)),
                        ViewSpec.group([box(10, 10).id("c"), box(10, 10).id("d")]).modifier(.offset(x: 5, y: 0))
                    ]
                ).id("stack"))
        ]
    }

    /// Alignment guides (classes 6 to 11, and an infinite child).
    static var vocabularyGuides: [Scenario] {
        func leading(_ constant: Double) -> ModifierSpec {
            .alignmentGuide(.horizontal(.leading), fraction: 0, constant: constant)
        }
        return [
            scenario(
                "guide-through-layouts", [(nil, nil), (100, 40)],
                .vstack(
                    alignment: .leading, spacing: 0,
                    [
                        box(40, 10).modifier(leading(-20)).id("framed").frame(width: 60).id("frame"),
                        colour.modifier(leading(-10)).id("ratioed").modifier(.aspectRatio(ratio: 2, contentMode: .fit))
                            .id("ratio"),
                        box(40, 10).modifier(leading(-5)).modifier(.position(x: 20, y: 5)).frame(height: 10).id(
                            "position")
                    ]
                ).id("stack")),
            scenario(
                "overlay-guide", [(nil, nil), (200, 100)],
                box(100, 50).modifier(leading(-20))
                    .overlay(ViewSpec.color("blue").frame(width: 10, height: 10).id("a"), alignment: .leading)
                    .background(ViewSpec.color("green").frame(width: 10, height: 10).id("b"), alignment: .center).id(
                        "primary")),
            scenario(
                "aspect-ratio-centres", [(100, 100), (300, 50)],
                ViewSpec.color("blue")
                    .modifier(.alignmentGuide(.horizontal(.center), fraction: 1, constant: -10)).id("c")
                    .modifier(.aspectRatio(ratio: 2, contentMode: .fit)).id("ratio")),
            scenario(
                "guide-distribution", [(400, 150), (nil, 150)],
                .hstack([
                    .vstack([colour.id("v")]), colour.frame(width: 10).id("f")
                ]).modifier(leading(0)).id("row")),
            scenario(
                "stack-line-outside", [(nil, nil), (30, 20)],
                .vstack(
                    alignment: .leading,
                    [
                        box(40, 10).modifier(leading(-20)).id("c")
                    ]
                ).id("stack")),
            scenario(
                "zstack-guides", [(37.5, 100), (nil, nil)],
                .zstack(
                    alignment: .topLeading,
                    [
                        colour.id("a"), ViewSpec.color("blue").modifier(leading(2.5)).id("b")
                    ]
                ).id("z")),
            scenario(
                "guide-infinite-child", [(100, .infinity), (100, 50)],
                .hstack([
                    colour.modifier(.alignmentGuide(.vertical(.top), fraction: 0, constant: 0)).id("c")
                ]).id("row"))
        ]
    }
}
