import LayoutModel

/// Writes scenarios in the file format ``ScenarioDecoder`` reads: decoding the output gives the
/// same scenarios back (a rendition for the preference engine is Swift code and is not written).
package enum ScenarioEncoder {
    /// One scenario as a JSON object, keys in the documented order.
    ///
    /// - Precondition: the scenario has a ``Scenario/view``.
    /// - Complexity: O(n) in the size of the written tree.
    package static func json(_ scenario: Scenario) -> JSONValue {
        precondition(scenario.view != nil, "a scenario without a shared view has no file form")
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(scenario.name)),
            ("origin", .string(scenario.origin)),
            ("proposals", .array(scenario.proposals.map(proposal)))
        ]
        if let compare = scenario.compare { members.append(("compare", .array(compare.map { .string($0) }))) }
        switch scenario.expectation {
        case .agree, .preferenceOnly: break
        case .feedbackLoop: members.append(("expect", .string("feedbackLoop")))
        case .divergence(let d):
            members.append(
                (
                    "divergence",
                    .object([
                        ("name", .string(d.name)),
                        ("explanation", .string(d.explanation))
                    ])
                ))
        }
        if !scenario.textChanges.isEmpty {
            members.append(
                (
                    "textChanges",
                    .array(
                        scenario.textChanges.map { c in
                            .object([
                                ("before", .number(Double(c.beforeProposal))), ("id", .string(c.identifier)),
                                ("text", .string(c.text))
                            ])
                        })
                ))
        }
        members.append(("view", json(scenario.view!)))
        return .object(members)
    }

    /// The text of a file holding `scenarios` (one object for one scenario, else an array).
    package static func file(_ scenarios: [Scenario]) -> String {
        let value: JSONValue = scenarios.count == 1 ? json(scenarios[0]) : .array(scenarios.map(json))
        return JSONWriter.write(value) + "\n"
    }

    /// `[width, height]` with `null` and `"infinity"`.
    package static func proposal(_ p: ProposedSize) -> JSONValue {
        .array([length(p.width), length(p.height)])
    }

    static func length(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return value == .infinity ? .string("infinity") : .number(value)
    }

    /// A view as a file writes it.
    ///
    /// - Complexity: O(n) in the size of the written tree.
    package static func json(_ view: ViewSpec) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        func children(_ c: [ViewSpec]) -> JSONValue { .array(c.map(json)) }
        switch view.kind {
        case .text(let s): members.append(("text", .string(s)))
        case .color(let name): members.append(("color", .string(name)))
        case .rectangle: members.append(("rectangle", .object([])))
        case .roundedRectangle(let r): members.append(("roundedRectangle", .object([("cornerRadius", .number(r))])))
        case .spacer(let minLength):
            members.append(("spacer", .object(minLength.map { [("minLength", .number($0))] } ?? [])))
        case .hstack(let c, let alignment, let spacing):
            members.append(("hstack", children(c)))
            if let alignment { members.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
            if let spacing { members.append(("spacing", .number(spacing))) }
        case .vstack(let c, let alignment, let spacing):
            members.append(("vstack", children(c)))
            if let alignment { members.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
            if let spacing { members.append(("spacing", .number(spacing))) }
        case .zstack(let c, let alignment):
            members.append(("zstack", children(c)))
            if let alignment { members.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
        case .group(let c): members.append(("group", children(c)))
        case .button(let s): members.append(("button", .string(s)))
        case .textField(let s): members.append(("textField", .string(s)))
        case .grid(let c, let alignment, let h, let v):
            members.append(("grid", children(c)))
            if let alignment { members.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
            if let h { members.append(("horizontalSpacing", .number(h))) }
            if let v { members.append(("verticalSpacing", .number(v))) }
        case .gridRow(let c): members.append(("gridRow", children(c)))
        case .divider: members.append(("divider", .object([])))
        case .image(let width, let height, let resizable):
            var fields: [(key: String, value: JSONValue)] = [("width", .number(width)), ("height", .number(height))]
            if resizable { fields.append(("resizable", .bool(true))) }
            members.append(("image", .object(fields)))
        case .repeated(let count, let template):
            return .object([("repeat", .number(Double(count))), ("view", json(template))])
        }
        if !view.modifiers.isEmpty { members.append(("modifiers", .array(view.modifiers.map(json)))) }
        return .object(members)
    }

    /// A modifier as a file writes it.
    package static func json(_ modifier: ModifierSpec) -> JSONValue {
        func withAlignment(_ key: String, _ value: JSONValue, _ alignment: Alignment?) -> JSONValue {
            var members: [(key: String, value: JSONValue)] = [(key, value)]
            if let alignment { members.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
            return .object(members)
        }
        switch modifier {
        case .padding(let e):
            if e.top == e.leading && e.top == e.bottom && e.top == e.trailing {
                return .object([("padding", .number(e.top))])
            }
            let edges: [(String, Double)] = [
                ("top", e.top), ("leading", e.leading), ("bottom", e.bottom),
                ("trailing", e.trailing)
            ]
            return .object([("padding", .object(edges.filter { $0.1 != 0 }.map { ($0.0, .number($0.1)) }))])
        case .frame(let width, let height, let alignment):
            var fields: [(key: String, value: JSONValue)] = []
            if let width { fields.append(("width", .number(width))) }
            if let height { fields.append(("height", .number(height))) }
            if let alignment { fields.append(("alignment", .string(AlignmentNames.name(of: alignment)))) }
            return .object([("frame", .object(fields))])
        case .flexibleFrame(let f):
            var fields: [(key: String, value: JSONValue)] = []
            let lengths: [(String, Double?)] = [
                ("minWidth", f.minWidth), ("idealWidth", f.idealWidth),
                ("maxWidth", f.maxWidth), ("minHeight", f.minHeight),
                ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)
            ]
            for (key, value) in lengths { if let value { fields.append((key, length(value))) } }
            if let a = f.alignment { fields.append(("alignment", .string(AlignmentNames.name(of: a)))) }
            return .object([("frame", .object(fields))])
        case .fixedSize(let h, let v):
            if h == v { return .object([("fixedSize", .bool(h))]) }
            return .object([("fixedSize", .object([("horizontal", .bool(h)), ("vertical", .bool(v))]))])
        case .background(let view, let alignment): return withAlignment("background", json(view), alignment)
        case .overlay(let view, let alignment): return withAlignment("overlay", json(view), alignment)
        case .layoutPriority(let p): return .object([("layoutPriority", .number(p))])
        case .id(let s): return .object([("id", .string(s))])
        case .font(let size): return .object([("font", .number(size))])
        case .lineLimit(let n): return .object([("lineLimit", n.map { .number(Double($0)) } ?? .null)])
        case .sameWidth(let group, let alignment): return withAlignment("sameWidth", .string(group), alignment)
        case .sameHeight(let group, let alignment): return withAlignment("sameHeight", .string(group), alignment)
        case .offset(let x, let y): return .object([("offset", .object([("x", .number(x)), ("y", .number(y))]))])
        case .position(let x, let y): return .object([("position", .object([("x", .number(x)), ("y", .number(y))]))])
        case .aspectRatio(let ratio, let contentMode):
            var fields: [(key: String, value: JSONValue)] = []
            if let ratio { fields.append(("ratio", .number(ratio))) }
            fields.append(("contentMode", .string(contentMode == .fit ? "fit" : "fill")))
            return .object([("aspectRatio", .object(fields))])
        case .foregroundColor(let name): return .object([("foregroundColor", .string(name))])
        case .cornerRadius(let radius): return .object([("cornerRadius", .number(radius))])
        case .alignmentGuide(let guide, let fraction, let constant):
            let line: (key: String, value: JSONValue) =
                switch guide {
                case .horizontal(let g): ("horizontal", .string(AlignmentNames.name(of: g)))
                case .vertical(let g): ("vertical", .string(AlignmentNames.name(of: g)))
                }
            return .object([
                (
                    "alignmentGuide",
                    .object([
                        line, ("fraction", .number(fraction)),
                        ("constant", .number(constant))
                    ])
                )
            ])
        }
    }
}
