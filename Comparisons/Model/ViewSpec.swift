import LayoutModel

/// A view tree of the shared vocabulary written as data: what a scenario file's `"view"` holds
/// (docs/ARCHITECTURE.md, "Scenario files").
///
/// Both engines read the same tree: ``ViewFactory`` turns it into LayoutModel views.
/// Optional fields are nil where the file left them out, so a file read and written back keeps
/// what its author wrote.
package struct ViewSpec: Hashable, Sendable {
    /// What the view is.
    package indirect enum Kind: Hashable, Sendable {
        case text(String)
        /// A colour by name (see ``ColorName``).
        case color(String)
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case spacer(minLength: Double?)
        case hstack([ViewSpec], alignment: VerticalAlignment?, spacing: Double?)
        case vstack([ViewSpec], alignment: HorizontalAlignment?, spacing: Double?)
        case zstack([ViewSpec], alignment: Alignment?)
        case group([ViewSpec])
        case button(String)
        case textField(String)
        case grid([ViewSpec], alignment: Alignment?, horizontalSpacing: Double?, verticalSpacing: Double?)
        case gridRow([ViewSpec])
        /// `Divider()`.
        case divider
        /// `Image(_:width:height:)`, `.resizable()` when `resizable`.
        case image(width: Double, height: Double, resizable: Bool)
        /// `count` copies of `view` in a list of children, `{i}` in its strings replaced by the
        /// copy's index from 0 (the innermost repeat's index where repeats nest).
        case repeated(count: Int, view: ViewSpec)
    }

    package var kind: Kind
    /// Applied in order: the first is innermost, as in a Swift modifier chain.
    package var modifiers: [ModifierSpec]

    package init(_ kind: Kind, modifiers: [ModifierSpec] = []) {
        self.kind = kind
        self.modifiers = modifiers
    }

    /// The children of a container, nil for a leaf or a repeat.
    package var children: [ViewSpec]? {
        switch kind {
        case .hstack(let c, _, _), .vstack(let c, _, _), .zstack(let c, _), .group(let c), .grid(let c, _, _, _),
            .gridRow(let c):
            c
        default: nil
        }
    }

    /// This view with its children replaced (a leaf is returned unchanged).
    package func replacingChildren(_ children: [ViewSpec]) -> ViewSpec {
        var copy = self
        switch kind {
        case .hstack(_, let a, let s): copy.kind = .hstack(children, alignment: a, spacing: s)
        case .vstack(_, let a, let s): copy.kind = .vstack(children, alignment: a, spacing: s)
        case .zstack(_, let a): copy.kind = .zstack(children, alignment: a)
        case .group: copy.kind = .group(children)
        case .grid(_, let a, let h, let v):
            copy.kind = .grid(children, alignment: a, horizontalSpacing: h, verticalSpacing: v)
        case .gridRow: copy.kind = .gridRow(children)
        default: break
        }
        return copy
    }

    /// The kind key this view has in a scenario file.
    package var kindKey: String {
        switch kind {
        case .text: "text"
        case .color: "color"
        case .rectangle: "rectangle"
        case .roundedRectangle: "roundedRectangle"
        case .spacer: "spacer"
        case .hstack: "hstack"
        case .vstack: "vstack"
        case .zstack: "zstack"
        case .group: "group"
        case .button: "button"
        case .textField: "textField"
        case .grid: "grid"
        case .gridRow: "gridRow"
        case .divider: "divider"
        case .image: "image"
        case .repeated: "repeat"
        }
    }

    /// How many views the tree stands for once repeats are expanded (modifiers' secondary
    /// views included).
    ///
    /// - Complexity: O(n) in the size of the written tree.
    package var expandedCount: Int {
        let secondary = modifiers.reduce(0) { $0 + ($1.secondaryView?.expandedCount ?? 0) }
        if case .repeated(let count, let view) = kind { return count * view.expandedCount + secondary }
        return 1 + secondary + (children ?? []).reduce(0) { $0 + $1.expandedCount }
    }
}

/// The colour names a scenario may use, with the LayoutModel colour each stands for.
package enum ColorName {
    /// Every accepted name, in the order error messages list them.
    package static let all: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("orange", .orange), ("yellow", .yellow), ("green", .green), ("blue", .blue), ("purple", .purple)
    ]

    /// The colour named `name`, nil for an unknown name.
    package static func color(named name: String) -> Color? {
        all.first { $0.name == name }?.color
    }
}

extension ViewSpec {
    /// This tree with the one text inside the view identified `identifier` set to `text`
    /// (repeats expanded first), or nil when no view has the identifier or it holds no text or
    /// several.
    ///
    /// - Complexity: O(n) in the size of the expanded tree.
    package func replacingText(identifiedBy identifier: String, with text: String) -> ViewSpec? {
        var found = false
        let result = Self.replace(expandingRepeats(), identifier, text, inside: false, found: &found)
        return found ? result : nil
    }

    /// This tree with every repeat replaced by its copies.
    package func expandingRepeats() -> ViewSpec {
        var copy = replacingChildren(
            (children ?? []).flatMap { child -> [ViewSpec] in
                if case .repeated(let count, let template) = child.kind {
                    return (0..<count).map { template.substitutingIndex($0).expandingRepeats() }
                }
                return [child.expandingRepeats()]
            })
        copy.modifiers = modifiers.map { m in
            switch m {
            case .background(let v, let a): .background(v.expandingRepeats(), alignment: a)
            case .overlay(let v, let a): .overlay(v.expandingRepeats(), alignment: a)
            default: m
            }
        }
        return copy
    }

    private static func texts(in view: ViewSpec) -> Int {
        var n = 0
        if case .text = view.kind { n += 1 }
        for child in view.children ?? [] { n += texts(in: child) }
        return n
    }

    private static func replace(
        _ view: ViewSpec, _ id: String, _ text: String, inside: Bool,
        found: inout Bool
    ) -> ViewSpec {
        let identified = !found && view.modifiers.contains(.id(id))
        if identified && texts(in: view) != 1 { return view }
        let replacing = inside || identified
        if identified { found = true }
        var copy = view
        if replacing, case .text = view.kind {
            copy.kind = .text(text)
            return copy
        }
        return copy.replacingChildren(
            (view.children ?? []).map {
                replace($0, id, text, inside: replacing, found: &found)
            })
    }
}
