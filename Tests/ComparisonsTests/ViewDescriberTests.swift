import Comparisons
import LayoutModel
import PreferenceLayout
import Testing

@Suite("Views written back as data")
struct ViewDescriberTests {
    /// What the describer gives for `spec`'s views: repeats expanded, default alignments
    /// unwritten, a `group` without modifiers left to its parent.
    static func normalized(_ spec: ViewSpec) -> [ViewSpec] {
        if case .repeated(let count, let template) = spec.kind {
            return (0..<count).flatMap { normalized(template.substitutingIndex($0)) }
        }
        var copy = spec
        let children = (spec.children ?? []).flatMap(normalized)
        if case .group = spec.kind, spec.modifiers.isEmpty { return children }
        copy = copy.replacingChildren(children)
        func plain(_ a: Alignment?) -> Alignment? { a == .center ? nil : a }
        switch copy.kind {
        case .hstack(let c, let a, let s): copy.kind = .hstack(c, alignment: a == .center ? nil : a, spacing: s)
        case .vstack(let c, let a, let s): copy.kind = .vstack(c, alignment: a == .center ? nil : a, spacing: s)
        case .zstack(let c, let a): copy.kind = .zstack(c, alignment: plain(a))
        case .grid(let c, let a, let h, let v):
            copy.kind = .grid(c, alignment: plain(a), horizontalSpacing: h, verticalSpacing: v)
        default: break
        }
        copy.modifiers = spec.modifiers.map { m in
            switch m {
            case .frame(let w, let h, let a): .frame(width: w, height: h, alignment: plain(a))
            case .flexibleFrame(var f):
                {
                    f.alignment = plain(f.alignment)
                    return .flexibleFrame(f)
                }()
            case .background(let v, let a): .background(normalized(v)[0], alignment: plain(a))
            case .overlay(let v, let a): .overlay(normalized(v)[0], alignment: plain(a))
            case .sameWidth(let g, let a): .sameWidth(group: g, alignment: plain(a))
            case .sameHeight(let g, let a): .sameHeight(group: g, alignment: plain(a))
            default: m
            }
        }
        return [copy]
    }

    @Test(
        "A catalog tree built into views and written back is the tree, expanded",
        arguments: Catalog.all.filter { $0.view != nil && $0.view!.expandedCount < 5_000 }.map(\.name))
    func catalogRoundTrip(name: String) throws {
        let spec = try #require(Catalog.scenario(named: name)?.view)
        let view = ViewFactory(identifiesLeaves: false).build(spec).view
        let back = try ViewDescriber.describe(view)
        let expected = Self.normalized(spec)
        #expect([back] == (expected.count == 1 ? expected : [.vstack(expected)]))
    }

    @Test("The DSL's views are written as the file format's")
    func dsl() throws {
        let form = VStack(alignment: .leading) {
            HStack {
                Text("User:").sameWidth(in: LayoutGroup("labels"), alignment: .trailing).id("user.label")
                TextField("User")
            }
            Spacer(minLength: 4)
            Button("Log in").padding().background(Color.blue)
        }
        .font(size: 16)
        let spec = try ViewDescriber.describe(form)
        let text = ScenarioEncoder.file([Scenario(name: "form", origin: "test", proposals: [.unspecified], view: spec)])
        #expect(text.contains(#"{ "sameWidth": "labels", "alignment": "trailing" }"#))
        #expect(
            spec
                == .vstack(
                    alignment: .leading,
                    [
                        .hstack([
                            .text("User:").sameWidth("labels", alignment: .trailing).id("user.label"),
                            .textField("User")
                        ]),
                        .spacer(minLength: 4),
                        .button("Log in").padding(16).background(.color("blue"))
                    ]
                ).font(16))
    }

    @Test("A view outside the shared vocabulary is named with its place")
    func unsupported() {
        let view = VStack {
            Text("a")
            GeometryReader { _ in Color.clear }
        }
        #expect(throws: ViewDescriber.Unsupported.self) { try ViewDescriber.describe(view) }
        do {
            _ = try ViewDescriber.describe(view)
        } catch {
            #expect(error.path == "view.vstack[1]")
            #expect(error.what.hasPrefix("GeometryReader"))
        }
        #expect(throws: ViewDescriber.Unsupported.self) { try ViewDescriber.describe(Circle()) }
    }
}
