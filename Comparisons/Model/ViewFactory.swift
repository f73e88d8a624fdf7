import Foundation
import LayoutModel

/// Turns a ``ViewSpec`` into LayoutModel views that either engine lays out, expanding repeats.
///
/// With ``identifiesLeaves`` every text, colour, shape, button and text field also gets an
/// identifier of its own, its position in the tree (`#view.vstack[1].text`), so pictures can
/// draw what each engine put where and random trees can be compared view by view. An
/// identifier is no layout (docs/ARCHITECTURE.md), so the frames of the rest do not change.
package struct ViewFactory {
    /// Generated identifiers start with this, which files may not use.
    package static let automaticIdentifierPrefix = "#"

    /// Whether leaves get generated identifiers.
    package var identifiesLeaves: Bool

    package init(identifiesLeaves: Bool = true) {
        self.identifiesLeaves = identifiesLeaves
    }

    /// What a generated identifier stands for, for drawing.
    package struct Leaf: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            case text(String)
            case color(String)
            case shape(cornerRadius: Double, fill: String?)
            case button(String)
            case textField(String)
        }
        package var kind: Kind
        /// The font the leaf's text is set in (inherited from `font` modifiers).
        package var fontSize: Double
        /// The inherited line limit.
        package var lineLimit: Int?
        /// The inherited foreground colour's name.
        package var foreground: String?
        /// The identifiers of the views above that clip this one to their corner radius,
        /// outermost first.
        package var clips: [String] = []

        /// What the leaf draws, for pictures.
        package var drawn: DrawnView {
            var style = DrawingStyle()
            style.font = Font(size: fontSize)
            style.lineLimit = lineLimit
            style.foreground = foreground.flatMap(ColorName.color(named:))
            style.clips = clips
            switch kind {
            case .text(let s): return DrawnView(.text(s), style: style)
            case .color(let name): return DrawnView(.color(ColorName.color(named: name) ?? .gray), style: style)
            case .shape(let radius, let fill):
                return DrawnView(
                    .shape(
                        radius > 0 ? .roundedRectangle(cornerRadius: radius) : .rectangle,
                        fill: fill.flatMap(ColorName.color(named:))), style: style)
            case .button(let s):
                style.isButtonLabel = true
                return DrawnView(.text(s), style: style)
            case .textField(let s): return DrawnView(.textField(title: s), style: style)
            }
        }
    }

    /// The views of a built tree.
    package struct Built {
        package var view: AnyView
        /// Every generated identifier and what it stands for.
        package var leaves: [String: Leaf]
        /// Every identifier written in the tree, in tree order (repeated copies expanded).
        package var identifiers: [String]
        /// The generated identifiers in painting order: a background before its view, an
        /// overlay after it, later stack children over earlier ones.
        package var paintOrder: [String]
        /// The corner radius of each view a `cornerRadius` modifier clips, by its generated
        /// identifier.
        package var clips: [String: Double]

        /// What the tree draws, for pictures.
        package var drawing: ViewDrawing {
            var drawing = ViewDrawing()
            drawing.views = leaves.mapValues(\.drawn)
            drawing.clips = clips
            drawing.paintOrder = paintOrder
            return drawing
        }
    }

    /// Builds `spec`.
    ///
    /// - Parameter spec: the tree; a repeat at its root stands for a `VStack` of the copies
    ///   (as several root views are laid out).
    /// - Returns: the view and what it is made of.
    /// - Complexity: O(n) in the size of the expanded tree.
    package func build(_ spec: ViewSpec) -> Built {
        var state = BuildState()
        let (view, paint) = makeView(spec, path: "#view", environment: TextEnvironment(), state: &state)
        return Built(
            view: view, leaves: state.leaves, identifiers: state.identifiers, paintOrder: paint,
            clips: state.clips)
    }

    /// The text and drawing settings a view inherits.
    struct TextEnvironment {
        var fontSize: Double = Font.defaultSize
        var lineLimit: Int?
        var foreground: String?
        var clips: [String] = []

        /// This environment under a `font`, `lineLimit`, `foregroundColor` or `cornerRadius`
        /// modifier at `path`.
        func applying(_ modifier: ModifierSpec, path: String) -> TextEnvironment {
            var copy = self
            switch modifier {
            case .font(let size): copy.fontSize = size
            case .lineLimit(let limit): copy.lineLimit = limit
            case .foregroundColor(let name): copy.foreground = name
            case .cornerRadius: copy.clips.append(ViewFactory.clipIdentifier(path))
            default: break
            }
            return copy
        }
    }

    /// The generated identifier of the view a `cornerRadius` modifier at `path` clips.
    static func clipIdentifier(_ path: String) -> String { "\(path).clip" }

    struct BuildState {
        var leaves: [String: Leaf] = [:]
        var identifiers: [String] = []
        var clips: [String: Double] = [:]
    }

    /// The view and its leaves in painting order.
    private func makeView(
        _ spec: ViewSpec, path: String, environment: TextEnvironment,
        state: inout BuildState
    ) -> (AnyView, [String]) {
        if case .repeated = spec.kind {
            let (copies, paint) = makeChildren([spec], path: path, environment: environment, state: &state)
            return (AnyView(VStack { ForEach(0..<copies.count) { copies[$0] } }), paint)
        }
        // A modifier's environment comes from the ones outside it (later in the list): the
        // view's own content sees all of them, the innermost winning.
        var environments = [environment]
        for k in spec.modifiers.indices.reversed() {
            environments.append(environments.last!.applying(spec.modifiers[k], path: "\(path).modifiers[\(k)]"))
        }
        environments.reverse()  // environments[k]: what modifier k's secondary view inherits … [0] the content's
        let inner = environments[0]

        var (view, paint) = makeContent(spec, path: path, environment: inner, state: &state)
        for (k, modifier) in spec.modifiers.enumerated() {
            let secondaryPaint: [String]
            (view, secondaryPaint) = apply(
                modifier, to: view, path: "\(path).modifiers[\(k)]",
                environment: environments[k + 1], state: &state)
            if case .background = modifier { paint = secondaryPaint + paint } else { paint += secondaryPaint }
        }
        return (view, paint)
    }

    private func makeContent(
        _ spec: ViewSpec, path: String, environment: TextEnvironment,
        state: inout BuildState
    ) -> (AnyView, [String]) {
        let p = "\(path).\(spec.kindKey)"
        var paint: [String] = []
        func leaf(_ kind: Leaf.Kind, _ view: AnyView) -> AnyView {
            guard identifiesLeaves else { return AnyView(view) }
            state.leaves[p] = Leaf(
                kind: kind, fontSize: environment.fontSize, lineLimit: environment.lineLimit,
                foreground: environment.foreground, clips: environment.clips)
            paint.append(p)
            return AnyView(view.id(p))
        }
        func children(_ c: [ViewSpec]) -> [AnyView] {
            let (views, childPaint) = makeChildren(c, path: p, environment: environment, state: &state)
            paint += childPaint
            return views
        }
        return (makeContentView(spec, leaf: leaf, children: children), paint)
    }

    private func makeContentView(
        _ spec: ViewSpec, leaf: (Leaf.Kind, AnyView) -> AnyView,
        children: ([ViewSpec]) -> [AnyView]
    ) -> AnyView {
        switch spec.kind {
        case .text(let s): return leaf(.text(s), AnyView(Text(s)))
        case .color(let name): return leaf(.color(name), AnyView(ColorName.color(named: name) ?? .clear))
        case .rectangle: return leaf(.shape(cornerRadius: 0, fill: nil), AnyView(Rectangle()))
        case .roundedRectangle(let r):
            return leaf(.shape(cornerRadius: r, fill: nil), AnyView(RoundedRectangle(cornerRadius: r)))
        case .spacer(let minLength): return AnyView(Spacer(minLength: minLength))
        case .button(let s): return leaf(.button(s), AnyView(Button(s)))
        case .textField(let s): return leaf(.textField(s), AnyView(TextField(s)))
        case .hstack(let c, let alignment, let spacing):
            let views = children(c)
            return AnyView(
                HStack(alignment: alignment ?? .center, spacing: spacing) {
                    ForEach(0..<views.count) { views[$0] }
                })
        case .vstack(let c, let alignment, let spacing):
            let views = children(c)
            return AnyView(
                VStack(alignment: alignment ?? .center, spacing: spacing) {
                    ForEach(0..<views.count) { views[$0] }
                })
        case .zstack(let c, let alignment):
            let views = children(c)
            return AnyView(ZStack(alignment: alignment ?? .center) { ForEach(0..<views.count) { views[$0] } })
        case .group(let c):
            let views = children(c)
            return AnyView(Group { ForEach(0..<views.count) { views[$0] } })
        case .grid(let c, let alignment, let h, let v):
            let views = children(c)
            return AnyView(
                Grid(alignment: alignment ?? .center, horizontalSpacing: h, verticalSpacing: v) {
                    ForEach(0..<views.count) { views[$0] }
                })
        case .gridRow(let c):
            let views = children(c)
            return AnyView(GridRow { ForEach(0..<views.count) { views[$0] } })
        case .divider: return leaf(.color("gray"), AnyView(Divider()))
        case .image(let width, let height, let resizable):
            let image = Image("image", width: width, height: height)
            return leaf(.shape(cornerRadius: 0, fill: "gray"), AnyView(resizable ? image.resizable() : image))
        case .repeated:
            preconditionFailure("repeats are expanded by makeChildren")
        }
    }

    /// The views of a list of children, repeats expanded (`{i}` replaced by each copy's index).
    private func makeChildren(
        _ specs: [ViewSpec], path: String, environment: TextEnvironment,
        state: inout BuildState
    ) -> ([AnyView], [String]) {
        var views: [AnyView] = []
        var paint: [String] = []
        var index = 0
        for spec in specs {
            if case .repeated(let count, let template) = spec.kind {
                views.reserveCapacity(views.count + count)
                for copy in 0..<count {
                    let (view, p) = makeView(
                        template.substitutingIndex(copy), path: "\(path)[\(index)]",
                        environment: environment, state: &state)
                    views.append(view)
                    paint += p
                    index += 1
                }
            } else {
                let (view, p) = makeView(spec, path: "\(path)[\(index)]", environment: environment, state: &state)
                views.append(view)
                paint += p
                index += 1
            }
        }
        return (views, paint)
    }

    /// The modified view, and the leaves of its secondary view in painting order.
    private func apply(
        _ modifier: ModifierSpec, to view: AnyView, path: String, environment: TextEnvironment,
        state: inout BuildState
    ) -> (AnyView, [String]) {
        switch modifier {
        case .background(let secondary, let alignment):
            let (s, paint) = makeView(secondary, path: "\(path).background", environment: environment, state: &state)
            return (AnyView(view.background(s, alignment: alignment ?? .center)), paint)
        case .overlay(let secondary, let alignment):
            let (s, paint) = makeView(secondary, path: "\(path).overlay", environment: environment, state: &state)
            return (AnyView(view.overlay(s, alignment: alignment ?? .center)), paint)
        default:
            return (apply(modifier, to: view, path: path, state: &state), [])
        }
    }

    private func apply(_ modifier: ModifierSpec, to view: AnyView, path: String, state: inout BuildState) -> AnyView {
        switch modifier {
        case .padding(let insets): return AnyView(view.padding(insets))
        case .frame(let width, let height, let alignment):
            return AnyView(view.frame(width: width, height: height, alignment: alignment ?? .center))
        case .flexibleFrame(let f):
            return AnyView(
                view.frame(
                    minWidth: f.minWidth, idealWidth: f.idealWidth, maxWidth: f.maxWidth,
                    minHeight: f.minHeight, idealHeight: f.idealHeight, maxHeight: f.maxHeight,
                    alignment: f.alignment ?? .center))
        case .fixedSize(let h, let v): return AnyView(view.fixedSize(horizontal: h, vertical: v))
        case .background, .overlay:
            preconditionFailure("secondary views are built by apply(_:to:path:environment:state:)")
        case .layoutPriority(let p): return AnyView(view.layoutPriority(p))
        case .id(let identifier):
            state.identifiers.append(identifier)
            return AnyView(view.id(identifier))
        case .font(let size): return AnyView(view.font(size: size))
        case .lineLimit(let n): return AnyView(view.lineLimit(n))
        case .sameWidth(let group, let alignment):
            return AnyView(view.sameWidth(in: LayoutGroup(group), alignment: alignment ?? .center))
        case .sameHeight(let group, let alignment):
            return AnyView(view.sameHeight(in: LayoutGroup(group), alignment: alignment ?? .center))
        case .offset(let x, let y): return AnyView(view.offset(x: x, y: y))
        case .position(let x, let y): return AnyView(view.position(x: x, y: y))
        case .aspectRatio(let ratio, let contentMode): return AnyView(view.aspectRatio(ratio, contentMode: contentMode))
        case .alignmentGuide(let guide, let fraction, let constant):
            switch guide {
            case .horizontal(let g): return AnyView(view.alignmentGuide(g) { d in d.width * fraction + constant })
            case .vertical(let g): return AnyView(view.alignmentGuide(g) { d in d.height * fraction + constant })
            }
        case .foregroundColor(let name): return AnyView(view.foregroundColor(ColorName.color(named: name)))
        case .cornerRadius(let radius):
            guard identifiesLeaves else { return AnyView(view.cornerRadius(radius)) }
            let clip = Self.clipIdentifier(path)
            state.clips[clip] = radius
            return AnyView(view.cornerRadius(radius).id(clip))
        }
    }
}

extension ViewSpec {
    /// This view with `{i}` in every string replaced by `index`, except inside nested repeats,
    /// which replace it with their own index.
    ///
    /// - Complexity: O(n) in the size of the written tree.
    package func substitutingIndex(_ index: Int) -> ViewSpec {
        let token = "{i}"
        let value = String(index)
        func s(_ string: String) -> String {
            string.contains(token) ? string.replacingOccurrences(of: token, with: value) : string
        }
        func all(_ views: [ViewSpec]) -> [ViewSpec] { views.map { $0.substitutingIndex(index) } }
        var copy = self
        switch kind {
        case .text(let t): copy.kind = .text(s(t))
        case .button(let t): copy.kind = .button(s(t))
        case .textField(let t): copy.kind = .textField(s(t))
        case .color, .rectangle, .roundedRectangle, .spacer, .divider, .image: break
        case .repeated: return self
        default: copy = replacingChildren(all(children ?? []))
        }
        copy.modifiers = modifiers.map { m in
            switch m {
            case .id(let t): .id(s(t))
            case .sameWidth(let g, let a): .sameWidth(group: s(g), alignment: a)
            case .sameHeight(let g, let a): .sameHeight(group: s(g), alignment: a)
            case .background(let v, let a): .background(v.substitutingIndex(index), alignment: a)
            case .overlay(let v, let a): .overlay(v.substitutingIndex(index), alignment: a)
            default: m
            }
        }
        return copy
    }
}
