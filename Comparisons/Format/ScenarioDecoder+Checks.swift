import ToolSupport

// The checks a decoded scenario passes before it is returned: the file's caps
// (`ScenarioLimits`), measured on the tree as written, and the identifiers that `compare`
// and `textChanges` name, which must be in the tree. A mistake found here is an error in
// the file, with its JSON path, never a disagreement found later by laying it out.

extension ScenarioDecoder {
    /// What the scenarios decoded so far add up to, for the caps that hold for the file.
    struct FileTally {
        var views = 0
        var textBytes = 0
        var layouts = 0
        var viewLayouts = 0
    }

    /// Measures a scenario's tree and refuses it past a cap: a repeat's copies with the
    /// repeats around it, the depth, and the file's views and text so far.
    ///
    /// - Complexity: O(*n*) in the size of the tree as written; nothing is expanded.
    func checkSize(of view: ViewSpec, at path: String, tally: inout FileTally) throws(ScenarioFileError)
        -> ScenarioSize
    {
        let size = ScenarioSize(measuring: view, at: JSONPath(parsing: path))
        if size.largestRepeatProduct > ScenarioLimits.maximumRepeatProduct {
            throw fail(
                size.largestRepeatPath.description,
                "this repeat stands for \(Self.count(size.largestRepeatProduct)) copies with the repeats "
                    + "around it; a file may repeat a view at most \(Self.count(ScenarioLimits.maximumRepeatProduct)) "
                    + "times")
        }
        if size.depth > ScenarioLimits.maximumDepth {
            throw fail(
                size.deepestPath.description,
                "views and modifiers are nested \(Self.count(size.depth)) deep here; a file may nest them "
                    + "at most \(Self.count(ScenarioLimits.maximumDepth)) deep")
        }
        tally.views = ScenarioSize.sum(tally.views, size.views)
        if tally.views > ScenarioLimits.maximumViews {
            throw fail(
                path,
                "this tree has \(Self.count(size.views)) views and modifiers once its repeats are "
                    + "expanded (the file so far \(Self.count(tally.views))); a file may have at most "
                    + "\(Self.count(ScenarioLimits.maximumViews))")
        }
        tally.textBytes = ScenarioSize.sum(tally.textBytes, size.textBytes)
        if tally.textBytes > ScenarioLimits.maximumTextBytes {
            throw fail(
                path,
                "this tree has \(Self.count(size.textBytes)) bytes of text once its repeats are "
                    + "expanded (the file so far \(Self.count(tally.textBytes))); a file may have at most "
                    + "\(Self.count(ScenarioLimits.maximumTextBytes))")
        }
        return size
    }

    /// Refuses a scenario that takes the file past its layouts (proposals and text changes)
    /// or its view layouts (views times layouts).
    func checkLayouts(
        proposals: Int, textChanges: Int, views: Int, at path: String,
        tally: inout FileTally
    ) throws(ScenarioFileError) {
        let layouts = proposals + textChanges
        tally.layouts += layouts
        if tally.layouts > ScenarioLimits.maximumLayouts {
            throw fail(
                join(path, "proposals"),
                "\(proposals) proposals and \(textChanges) text changes take the file to "
                    + "\(Self.count(tally.layouts)) layouts; a file may have at most "
                    + "\(Self.count(ScenarioLimits.maximumLayouts))")
        }
        tally.viewLayouts = ScenarioSize.sum(tally.viewLayouts, ScenarioSize.product(views, layouts))
        if tally.viewLayouts > ScenarioLimits.maximumViewLayouts {
            throw fail(
                join(path, "proposals"),
                "\(Self.count(views)) views and modifiers laid out \(layouts) times take the file to "
                    + "\(Self.count(tally.viewLayouts)) view layouts; a file may have at most "
                    + "\(Self.count(ScenarioLimits.maximumViewLayouts))")
        }
    }

    /// Refuses a `compare` identifier that no view of the tree lays out, and a text change
    /// whose identifier does not name exactly one view holding exactly one text.
    ///
    /// Identifiers starting with `#` are generated when the tree is laid out, so `compare`
    /// may name one; those are checked by the cross-check.
    ///
    /// - Complexity: O(*n*) in the size of the expanded tree, and that per text change; the
    ///   caps bound both.
    func checkIdentifiers(_ view: ViewSpec, compare: [String]?, textChanges: [TextChange], at path: String)
        throws(ScenarioFileError)
    {
        guard !(compare ?? []).isEmpty || !textChanges.isEmpty else { return }
        let expanded = view.expandingRepeats()
        if let compare, !compare.isEmpty {
            var identifiers: Set<String> = []
            var onEmptyGroups: Set<String> = []
            Self.collectIdentifiers(of: expanded, into: &identifiers, onEmptyGroups: &onEmptyGroups)
            for (index, identifier) in compare.enumerated()
            where !identifier.hasPrefix(ViewFactory.automaticIdentifierPrefix) && !identifiers.contains(identifier) {
                throw fail(
                    "\(join(path, "compare"))[\(index)]",
                    "no view is identified \(Echo.quoted(identifier))"
                        + (onEmptyGroups.contains(identifier)
                            ? " (it is on a group of no views, which lays out nothing)" : ""))
            }
        }
        for (index, change) in textChanges.enumerated() {
            if let problem = Self.textChangeProblem(change.identifier, in: expanded) {
                throw fail("\(join(path, "textChanges"))[\(index)].id", problem)
            }
        }
    }

    /// Why a text change of the view identified `identifier` is a mistake, or nil. Both engines
    /// must find the same one text: so one view has the identifier, and under it (its children,
    /// backgrounds and overlays) stands one text and no button or text field, whose labels are
    /// texts too.
    private static func textChangeProblem(_ identifier: String, in tree: ViewSpec) -> String? {
        var identified: [ViewSpec] = []
        visit(tree) { view in
            if view.modifiers.contains(.id(identifier)) { identified.append(view) }
        }
        let name = Echo.quoted(identifier)
        guard let view = identified.first else { return "no view is identified \(name)" }
        guard identified.count == 1 else {
            return "\(identified.count) views are identified \(name); a text change needs exactly one"
        }
        var texts = 0
        var labels = 0
        visit(view) { inner in
            switch inner.kind {
            case .text: texts += 1
            case .button, .textField: labels += 1
            default: break
            }
        }
        guard texts == 1 && labels == 0 else {
            return "the view identified \(name) holds \(texts) texts and \(labels) buttons or text fields; "
                + "a text change needs exactly one text"
        }
        return nil
    }

    /// Calls `body` on `view` and every view under it, backgrounds and overlays included.
    private static func visit(_ view: ViewSpec, _ body: (ViewSpec) -> Void) {
        body(view)
        for child in view.children ?? [] { visit(child, body) }
        for modifier in view.modifiers {
            if let secondary = modifier.secondaryView { visit(secondary, body) }
        }
    }

    /// The identifiers of an expanded tree; those on a group that holds no view go apart: a
    /// group is no container (its modifiers apply to each of its views), so they name nothing.
    private static func collectIdentifiers(
        of view: ViewSpec, into identifiers: inout Set<String>,
        onEmptyGroups: inout Set<String>
    ) {
        visit(view) { view in
            let namesNothing = makesNothing(view)
            for case .id(let identifier) in view.modifiers {
                if namesNothing { onEmptyGroups.insert(identifier) } else { identifiers.insert(identifier) }
            }
        }
    }

    /// Whether a view of an expanded tree lays out nothing: a group of such views.
    private static func makesNothing(_ view: ViewSpec) -> Bool {
        guard case .group(let children) = view.kind else { return false }
        return children.allSatisfy(makesNothing)
    }

    /// A count as the messages write it: `1 000 000`, grouped by threes.
    static func count(_ value: Int) -> String {
        guard value != .max else { return "more than 9 × 10^18" }
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += " " }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
