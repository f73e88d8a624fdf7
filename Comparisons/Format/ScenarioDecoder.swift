import LayoutModel
import ToolSupport

/// Reads scenario files (docs/ARCHITECTURE.md, "Scenario files") into ``Scenario`` values.
///
/// Every error names the file, the JSON path of the offending value and what was expected
/// (and, read from text, its line and column); a file with an error gives no scenario at
/// all. A file is held to ``ScenarioLimits`` as a whole, measured before any repeat is
/// expanded, and the identifiers its `compare` and `textChanges` name must be in its tree.
package struct ScenarioDecoder {
    /// The file name used in error messages.
    package var file: String

    package init(file: String) { self.file = file }

    /// The most copies one repeat may stand for (``ScenarioLimits/maximumRepeatProduct``).
    package static let maximumRepeatCount = ScenarioLimits.maximumRepeatProduct

    /// The scenarios in `text`, which holds one scenario object or an array of them.
    ///
    /// - Parameter text: the file's contents.
    /// - Returns: the scenarios in file order.
    /// - Throws: ``ScenarioFileError`` with the line and column of the offending text, for
    ///   malformed JSON, an unknown key, a wrong type, a missing field, a duplicate scenario
    ///   name, a file past a cap of ``ScenarioLimits`` or an identifier its tree lacks.
    /// - Complexity: O(n) in the length of the text to read it and check the caps (repeats
    ///   are not expanded for that); the identifier checks then walk the expanded trees,
    ///   which the caps bound.
    package func decode(_ text: String) throws(ScenarioFileError) -> [Scenario] {
        guard text.utf8.count <= ScenarioLimits.maximumFileBytes else {
            throw ScenarioFileError(file: file, message: Self.tooLargeMessage(bytes: text.utf8.count))
        }
        // Parsing and decoding recurse once per level of nesting, up to 2 000 levels: about
        // 4 KiB a level in a debug build, more than a main thread's 8 MiB. A deeply nested
        // file is read on a thread whose stack holds it (docs/ARCHITECTURE.md, "Threads and
        // stacks").
        let result = LargeStackThread.run(if: Self.nesting(of: text) > Self.callerThreadNesting) {
            Result { () throws(ScenarioFileError) -> [Scenario] in try decodeOnThisThread(text) }
        }
        return try result.get()
    }

    /// The deepest nesting of arrays and objects read on the caller's thread: 100 levels at
    /// about 4 KiB each in a debug build fit a 512 KiB secondary thread's stack.
    static let callerThreadNesting = 100

    /// The deepest nesting of arrays and objects in `text`, strings skipped.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func nesting(of text: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    private func decodeOnThisThread(_ text: String) throws(ScenarioFileError) -> [Scenario] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw ScenarioFileError(file: file, line: error.line, column: error.column, message: error.message)
        }
        do {
            return try decode(document)
        } catch {
            throw located(error, in: text)
        }
    }

    /// The scenarios in a parsed document.
    ///
    /// - Throws: see ``decode(_:)-(String)``; without the text, errors have no line and column.
    package func decode(_ document: JSONValue) throws(ScenarioFileError) -> [Scenario] {
        var scenarios: [Scenario] = []
        var tally = FileTally()
        switch document {
        case .array(let elements):
            guard !elements.isEmpty else { throw fail("", "expected at least one scenario, found an empty array") }
            for (i, element) in elements.enumerated() {
                scenarios.append(try scenario(element, at: "[\(i)]", tally: &tally))
            }
        case .object:
            scenarios.append(try scenario(document, at: "", tally: &tally))
        default:
            throw fail("", "expected a scenario object or an array of them, found \(document.kindName)")
        }
        var names: Set<String> = []
        for (i, s) in scenarios.enumerated() where !names.insert(s.name).inserted {
            throw fail(join(document.isArray ? "[\(i)]" : "", "name"), "duplicate scenario name \(Echo.quoted(s.name))")
        }
        return scenarios
    }

    /// The message for a file past ``ScenarioLimits/maximumFileBytes``.
    package static func tooLargeMessage(bytes: Int) -> String {
        "the file has \(bytes) bytes; a scenario file may have at most \(ScenarioLimits.maximumFileBytes) "
            + "(16 MiB)"
    }

    /// `error` with the line and column of its path in `text`.
    private func located(_ error: ScenarioFileError, in text: String) -> ScenarioFileError {
        guard error.line == nil, let path = error.path,
            let location = JSONParser.location(of: JSONPath(parsing: path, memberKey: error.memberKey), in: text)
        else { return error }
        var located = error
        located.line = location.line
        located.column = location.column
        return located
    }

    // MARK: Scenarios

    static let scenarioKeys = [
        "name", "origin", "proposals", "compare", "view", "expect", "divergence",
        "textChanges"
    ]

    private func scenario(_ value: JSONValue, at path: String, tally: inout FileTally) throws(ScenarioFileError)
        -> Scenario
    {
        let members = try object(value, at: path, expected: "a scenario object")
        try checkKeys(members, allowed: Self.scenarioKeys, at: path, in: "a scenario")
        let name = try string(required(members, "name", at: path), at: join(path, "name"))
        guard !name.isEmpty else { throw fail(join(path, "name"), "expected a non-empty name") }
        let origin =
            try members.value("origin").map { v throws(ScenarioFileError) in
                try string(v, at: join(path, "origin"))
            } ?? "file \(file)"
        let proposals = try self.proposals(required(members, "proposals", at: path), at: join(path, "proposals"))
        var compare: [String]?
        if let list = members.value("compare") {
            let p = join(path, "compare")
            compare = []
            for (i, element) in try array(list, at: p).enumerated() {
                compare!.append(try string(element, at: "\(p)[\(i)]"))
            }
        }
        let view = try self.view(required(members, "view", at: path), at: join(path, "view"), allowRepeat: false)
        let size = try checkSize(of: view, at: join(path, "view"), tally: &tally)
        let expectation = try self.expectation(members, at: path)
        var changes: [TextChange] = []
        if let list = members.value("textChanges") {
            let p = join(path, "textChanges")
            for (i, element) in try array(list, at: p).enumerated() {
                changes.append(try textChange(element, at: "\(p)[\(i)]", proposals: proposals.count))
            }
        }
        try checkLayouts(
            proposals: proposals.count, textChanges: changes.count, views: size.views, at: path,
            tally: &tally)
        try checkIdentifiers(view, compare: compare, textChanges: changes, at: path)
        return Scenario(
            name: name, origin: origin, proposals: proposals, compare: compare, view: view,
            expectation: expectation, textChanges: changes)
    }

    private func textChange(_ value: JSONValue, at path: String, proposals: Int) throws(ScenarioFileError) -> TextChange
    {
        let fields = try object(value, at: path, expected: "an object with \"before\", \"id\" and \"text\"")
        try checkKeys(fields, allowed: ["before", "id", "text"], at: path, in: "a text change")
        let before = try integer(required(fields, "before", at: path), at: join(path, "before"))
        guard (1..<max(proposals, 1)).contains(before) else {
            throw fail(
                join(path, "before"),
                "expected the index of a proposal after the first (1 to "
                    + "\(proposals - 1)), found \(before)")
        }
        return TextChange(
            beforeProposal: before,
            identifier: try string(required(fields, "id", at: path), at: join(path, "id")),
            text: try string(required(fields, "text", at: path), at: join(path, "text")))
    }

    private func expectation(_ members: Members, at path: String) throws(ScenarioFileError) -> Expectation {
        let expect = try members.value("expect").map { v throws(ScenarioFileError) in
            try string(v, at: join(path, "expect"))
        }
        let divergence = members.value("divergence")
        switch (expect, divergence) {
        case (nil, nil), ("agree", nil): return .agree
        case ("feedbackLoop", nil): return .feedbackLoop
        case (nil, let d?), ("divergence", let d?):
            let p = join(path, "divergence")
            let fields = try object(d, at: p, expected: "an object with \"name\" and \"explanation\"")
            try checkKeys(fields, allowed: ["name", "explanation"], at: p, in: "a divergence")
            return .divergence(
                Divergence(
                    name: try string(required(fields, "name", at: p), at: join(p, "name")),
                    explanation: try string(required(fields, "explanation", at: p), at: join(p, "explanation"))))
        case (let e?, nil) where e == "divergence":
            throw fail(path, "\"expect\": \"divergence\" needs a \"divergence\" object beside it")
        case (let e?, _) where !["agree", "feedbackLoop", "divergence"].contains(e):
            throw fail(
                join(path, "expect"), "expected \"agree\", \"feedbackLoop\" or \"divergence\", found \(Echo.quoted(e))")
        default:
            throw fail(join(path, "divergence"), "a divergence contradicts \"expect\": \(Echo.quoted(expect ?? ""))")
        }
    }

    private func proposals(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> [ProposedSize] {
        var result: [ProposedSize] = []
        let elements = try array(value, at: path)
        guard !elements.isEmpty else { throw fail(path, "expected at least one proposal") }
        for (i, element) in elements.enumerated() {
            let p = "\(path)[\(i)]"
            let pair = try array(element, at: p)
            guard pair.count == 2 else {
                throw fail(p, "expected a proposal [width, height], found \(pair.count) element(s)")
            }
            result.append(
                ProposedSize(
                    width: try length(pair[0], at: "\(p)[0]", nonNegative: true),
                    height: try length(pair[1], at: "\(p)[1]", nonNegative: true)))
        }
        return result
    }

    // MARK: Views

    static let kindKeys = [
        "text", "color", "rectangle", "roundedRectangle", "spacer", "hstack", "vstack",
        "zstack", "group", "button", "textField", "grid", "gridRow", "divider", "image", "repeat"
    ]

    /// The fields a view of each kind may have besides its kind key and `modifiers`.
    static let fieldsByKind: [String: [String]] = [
        "hstack": ["alignment", "spacing"], "vstack": ["alignment", "spacing"], "zstack": ["alignment"],
        "grid": ["alignment", "horizontalSpacing", "verticalSpacing"]
    ]

    func view(_ value: JSONValue, at path: String, allowRepeat: Bool) throws(ScenarioFileError) -> ViewSpec {
        let members = try object(value, at: path, expected: "a view (an object with one kind key)")
        let kinds = members.map(\.key).filter { Self.kindKeys.contains($0) }
        guard let kindKey = kinds.first else {
            let unknown =
                members.first.map { " (found \(Echo.quoted($0.key))\(suggestion(for: $0.key, in: Self.kindKeys)))" }
                ?? ""
            throw fail(
                path,
                "expected a view: an object with one of the keys "
                    + Self.kindKeys.joined(separator: ", ") + unknown)
        }
        guard kinds.count == 1 else {
            throw fail(path, "a view has exactly one kind key; found \"\(kinds[0])\" and \"\(kinds[1])\"")
        }
        let kindPath = join(path, kindKey)
        let kindValue = members.value(kindKey)!
        if kindKey == "repeat" {
            guard allowRepeat else { throw fail(path, "a repeat stands only in a list of children") }
            try checkKeys(members, allowed: ["repeat", "view"], at: path, in: "a repeat")
            let count = try integer(kindValue, at: kindPath)
            guard (0...ScenarioLimits.maximumRepeatProduct).contains(count) else {
                throw fail(
                    kindPath, "expected a count from 0 to \(ScenarioLimits.maximumRepeatProduct), found \(count)")
            }
            let template = try view(
                required(members, "view", at: path), at: join(path, "view"),
                allowRepeat: false)
            return ViewSpec(.repeated(count: count, view: template))
        }
        try checkKeys(
            members, allowed: [kindKey, "modifiers"] + (Self.fieldsByKind[kindKey] ?? []),
            at: path, in: "\(article(kindKey)) \(kindKey) view")
        let kind = try self.kind(kindKey, kindValue, members, at: path)
        var modifiers: [ModifierSpec] = []
        if let list = members.value("modifiers") {
            let p = join(path, "modifiers")
            for (i, element) in try array(list, at: p).enumerated() {
                modifiers.append(try modifier(element, at: "\(p)[\(i)]"))
            }
        }
        return ViewSpec(kind, modifiers: modifiers)
    }

    private func kind(_ key: String, _ value: JSONValue, _ members: Members, at path: String)
        throws(ScenarioFileError) -> ViewSpec.Kind
    {
        let p = join(path, key)
        switch key {
        case "text": return .text(try string(value, at: p))
        case "button": return .button(try string(value, at: p))
        case "textField": return .textField(try string(value, at: p))
        case "color": return .color(try colorName(value, at: p))
        case "rectangle":
            try checkKeys(try object(value, at: p, expected: "{}"), allowed: [], at: p, in: "a rectangle")
            return .rectangle
        case "roundedRectangle":
            let fields = try object(value, at: p, expected: "an object such as {\"cornerRadius\": 8}")
            try checkKeys(fields, allowed: ["cornerRadius"], at: p, in: "a roundedRectangle")
            let radius = try fields.value("cornerRadius").map { v throws(ScenarioFileError) in
                try finite(v, at: join(p, "cornerRadius"))
            }
            return .roundedRectangle(cornerRadius: radius ?? 0)
        case "spacer":
            let fields = try object(value, at: p, expected: "{} or {\"minLength\": L}")
            try checkKeys(fields, allowed: ["minLength"], at: p, in: "a spacer")
            let minLength = try fields.value("minLength").flatMap { v throws(ScenarioFileError) in
                try length(v, at: join(p, "minLength"), nonNegative: true, finite: true)
            }
            return .spacer(minLength: minLength)
        case "hstack":
            return .hstack(
                try children(value, at: p),
                alignment: try optional(members, "alignment", at: path, verticalAlignment),
                spacing: try optionalSpacing(members, "spacing", at: path))
        case "vstack":
            return .vstack(
                try children(value, at: p),
                alignment: try optional(members, "alignment", at: path, horizontalAlignment),
                spacing: try optionalSpacing(members, "spacing", at: path))
        case "zstack":
            return .zstack(
                try children(value, at: p),
                alignment: try optional(members, "alignment", at: path, alignment))
        case "group": return .group(try children(value, at: p))
        case "gridRow": return .gridRow(try children(value, at: p))
        case "grid":
            return .grid(
                try children(value, at: p),
                alignment: try optional(members, "alignment", at: path, alignment),
                horizontalSpacing: try optionalSpacing(members, "horizontalSpacing", at: path),
                verticalSpacing: try optionalSpacing(members, "verticalSpacing", at: path))
        case "divider":
            try checkKeys(try object(value, at: p, expected: "{}"), allowed: [], at: p, in: "a divider")
            return .divider
        case "image":
            let fields = try object(value, at: p, expected: "an object such as {\"width\": 24, \"height\": 24}")
            try checkKeys(fields, allowed: ["width", "height", "resizable"], at: p, in: "an image")
            func side(_ key: String) throws(ScenarioFileError) -> Double {
                let v = try required(fields, key, at: p)
                guard let length = try length(v, at: join(p, key), nonNegative: true, finite: true) else {
                    throw fail(join(p, key), "expected an image \(key) in points")
                }
                return length
            }
            let resizable =
                try fields.value("resizable").map { b throws(ScenarioFileError) in
                    try bool(b, at: join(p, "resizable"))
                } ?? false
            return .image(width: try side("width"), height: try side("height"), resizable: resizable)
        default:
            preconditionFailure("kind keys are checked before")
        }
    }

    private func children(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for (i, element) in try array(value, at: path, expected: "an array of views").enumerated() {
            result.append(try view(element, at: "\(path)[\(i)]", allowRepeat: true))
        }
        return result
    }

    // MARK: Modifiers

    static let modifierKeys = [
        "padding", "frame", "fixedSize", "background", "overlay", "layoutPriority", "id",
        "font", "lineLimit", "sameWidth", "sameHeight", "offset", "position", "aspectRatio",
        "alignmentGuide", "foregroundColor", "cornerRadius"
    ]
    /// Modifiers that take an `"alignment"` beside their key.
    static let modifiersWithAlignment: Set<String> = ["background", "overlay", "sameWidth", "sameHeight"]
    static let fixedFrameKeys = ["width", "height", "alignment"]
    static let flexibleFrameKeys = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
        "alignment"
    ]

    private func modifier(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> ModifierSpec {
        let members = try object(value, at: path, expected: "a modifier (an object with one key)")
        let keys = members.map(\.key).filter { Self.modifierKeys.contains($0) }
        guard let key = keys.first else {
            let found =
                members.first.map {
                    " (found \(Echo.quoted($0.key))\(suggestion(for: $0.key, in: Self.modifierKeys)))"
                } ?? ""
            throw fail(
                path,
                "expected a modifier: an object with one of the keys "
                    + Self.modifierKeys.joined(separator: ", ") + found)
        }
        guard keys.count == 1 else {
            throw fail(path, "a modifier has exactly one key; found \"\(keys[0])\" and \"\(keys[1])\"")
        }
        let allowed = Self.modifiersWithAlignment.contains(key) ? [key, "alignment"] : [key]
        try checkKeys(members, allowed: allowed, at: path, in: "\(article(key)) \(key) modifier")
        let p = join(path, key)
        let v = members.value(key)!
        let sideAlignment = try optional(members, "alignment", at: path, alignment)
        switch key {
        case "padding": return .padding(try padding(v, at: p))
        case "frame": return try frame(v, at: p)
        case "fixedSize":
            if case .bool(let both) = v { return .fixedSize(horizontal: both, vertical: both) }
            let fields = try object(v, at: p, expected: "true, false or {\"horizontal\": B, \"vertical\": B}")
            try checkKeys(fields, allowed: ["horizontal", "vertical"], at: p, in: "fixedSize")
            return .fixedSize(
                horizontal: try fields.value("horizontal").map { b throws(ScenarioFileError) in
                    try bool(b, at: join(p, "horizontal"))
                } ?? false,
                vertical: try fields.value("vertical").map { b throws(ScenarioFileError) in
                    try bool(b, at: join(p, "vertical"))
                } ?? false)
        case "background": return .background(try view(v, at: p, allowRepeat: false), alignment: sideAlignment)
        case "overlay": return .overlay(try view(v, at: p, allowRepeat: false), alignment: sideAlignment)
        case "layoutPriority": return .layoutPriority(try finite(v, at: p))
        case "id":
            let identifier = try string(v, at: p)
            guard !identifier.isEmpty, !identifier.hasPrefix(ViewFactory.automaticIdentifierPrefix) else {
                throw fail(
                    p,
                    "expected a non-empty identifier not starting with "
                        + "\"\(ViewFactory.automaticIdentifierPrefix)\" (kept for generated ones)")
            }
            return .id(identifier)
        case "font":
            guard let size = try length(v, at: p, nonNegative: true, finite: true), size > 0 else {
                throw fail(p, "expected a font size in points greater than 0")
            }
            return .font(size: size)
        case "lineLimit":
            if case .null = v { return .lineLimit(nil) }
            let n = try integer(v, at: p)
            guard n >= 1 else { throw fail(p, "expected a line limit of at least 1 (or null for none), found \(n)") }
            return .lineLimit(n)
        case "sameWidth": return .sameWidth(group: try groupName(v, at: p), alignment: sideAlignment)
        case "sameHeight": return .sameHeight(group: try groupName(v, at: p), alignment: sideAlignment)
        case "offset", "position":
            let fields = try object(v, at: p, expected: "an object such as {\"x\": 4, \"y\": -2}")
            try checkKeys(fields, allowed: ["x", "y"], at: p, in: key)
            func coordinate(_ name: String) throws(ScenarioFileError) -> Double {
                try fields.value(name).map { c throws(ScenarioFileError) in try finite(c, at: join(p, name)) } ?? 0
            }
            let x = try coordinate("x")
            let y = try coordinate("y")
            return key == "offset" ? .offset(x: x, y: y) : .position(x: x, y: y)
        case "aspectRatio":
            let fields = try object(v, at: p, expected: "an object such as {\"ratio\": 1.5, \"contentMode\": \"fit\"}")
            try checkKeys(fields, allowed: ["ratio", "contentMode"], at: p, in: "aspectRatio")
            let ratio = try fields.value("ratio").map { r throws(ScenarioFileError) -> Double in
                let value = try finite(r, at: join(p, "ratio"))
                guard value > 0 else { throw fail(join(p, "ratio"), "expected a ratio greater than 0") }
                return value
            }
            let mode = try string(required(fields, "contentMode", at: p), at: join(p, "contentMode"))
            guard mode == "fit" || mode == "fill" else {
                throw fail(join(p, "contentMode"), "expected \"fit\" or \"fill\", found \(Echo.quoted(mode))")
            }
            return .aspectRatio(ratio: ratio, contentMode: mode == "fit" ? .fit : .fill)
        case "alignmentGuide": return try alignmentGuide(v, at: p)
        case "foregroundColor": return .foregroundColor(try colorName(v, at: p))
        case "cornerRadius":
            guard case .number(let radius) = v, radius >= 0 else {
                throw fail(p, "expected a corner radius in points, at least 0")
            }
            return .cornerRadius(radius)
        default:
            preconditionFailure("modifier keys are checked before")
        }
    }

    /// `{"horizontal": NAME, "fraction": F, "constant": C}` or the vertical form: the guide at
    /// F × the view's length on the guide's axis + C (a missing number is 0).
    private func alignmentGuide(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> ModifierSpec {
        let example = "an object such as {\"horizontal\": \"leading\", \"fraction\": 0.5, \"constant\": 4}"
        let fields = try object(value, at: path, expected: example)
        try checkKeys(
            fields, allowed: ["horizontal", "vertical", "fraction", "constant"], at: path, in: "alignmentGuide")
        func number(_ name: String) throws(ScenarioFileError) -> Double {
            try fields.value(name).map { n throws(ScenarioFileError) in try finite(n, at: join(path, name)) } ?? 0
        }
        let guide: AlignmentGuideModifier.Guide
        switch (fields.value("horizontal"), fields.value("vertical")) {
        case (let h?, nil): guide = .horizontal(try horizontalAlignment(h, at: join(path, "horizontal")))
        case (nil, let v?): guide = .vertical(try verticalAlignment(v, at: join(path, "vertical")))
        case (nil, nil): throw fail(path, "expected a guide: \"horizontal\" or \"vertical\" with an alignment")
        case (_?, _?): throw fail(path, "a guide is \"horizontal\" or \"vertical\", not both")
        }
        return .alignmentGuide(guide, fraction: try number("fraction"), constant: try number("constant"))
    }

    /// One of the colours `ColorName` knows, by name.
    private func colorName(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> String {
        let name = try string(value, at: path)
        guard ColorName.color(named: name) != nil else {
            throw fail(
                path,
                "unknown colour \(Echo.quoted(name)); expected one of "
                    + ColorName.all.map(\.name).joined(separator: ", "))
        }
        return name
    }

    private func groupName(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> String {
        let name = try string(value, at: path)
        guard !name.isEmpty else { throw fail(path, "expected a non-empty group name") }
        return name
    }

    private func padding(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> EdgeInsets {
        switch value {
        case .null: return EdgeInsets(.all, 16)
        case .number(let n): return EdgeInsets(.all, n)
        case .object(let fields):
            try checkKeys(fields, allowed: ["top", "leading", "bottom", "trailing"], at: path, in: "padding")
            func edge(_ key: String) throws(ScenarioFileError) -> Double {
                try fields.value(key).map { v throws(ScenarioFileError) in try finite(v, at: join(path, key)) } ?? 0
            }
            return EdgeInsets(
                top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"),
                trailing: try edge("trailing"))
        default:
            throw fail(path, "expected a padding: a number, null (16) or an object of edges, found \(value.kindName)")
        }
    }

    private func frame(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> ModifierSpec {
        let fields = try object(value, at: path, expected: "an object of frame lengths")
        let keys = fields.map(\.key)
        let fixed = keys.contains { $0 == "width" || $0 == "height" }
        let flexible = keys.contains { Self.flexibleFrameKeys.contains($0) && $0 != "alignment" }
        if fixed && flexible {
            throw fail(
                path,
                "a frame is either fixed (width, height) or flexible (minWidth, idealWidth, maxWidth, "
                    + "minHeight, idealHeight, maxHeight), not both")
        }
        let alignment = try optional(fields, "alignment", at: path, self.alignment)
        func len(_ key: String, finite: Bool) throws(ScenarioFileError) -> Double? {
            try fields.value(key).flatMap { v throws(ScenarioFileError) in
                try length(v, at: join(path, key), nonNegative: true, finite: finite)
            }
        }
        if flexible {
            try checkKeys(fields, allowed: Self.flexibleFrameKeys, at: path, in: "a flexible frame")
            return .flexibleFrame(
                .init(
                    minWidth: try len("minWidth", finite: false), idealWidth: try len("idealWidth", finite: true),
                    maxWidth: try len("maxWidth", finite: false), minHeight: try len("minHeight", finite: false),
                    idealHeight: try len("idealHeight", finite: true), maxHeight: try len("maxHeight", finite: false),
                    alignment: alignment))
        }
        try checkKeys(fields, allowed: Self.fixedFrameKeys, at: path, in: "a frame")
        return .frame(
            width: try len("width", finite: true), height: try len("height", finite: true),
            alignment: alignment)
    }

    // MARK: Values

    typealias Members = [(key: String, value: JSONValue)]

    func fail(_ path: String, _ message: String, memberKey: String? = nil) -> ScenarioFileError {
        var error = ScenarioFileError(file: file, path: path, message: message)
        error.memberKey = memberKey
        return error
    }

    /// `; did you mean "padding"?` when one of `known` is within two edits of `key`, else "".
    private func suggestion(for key: String, in known: [String]) -> String {
        let close = Self.keysWithinReach(of: key, in: known)
            .map { ($0, Self.editDistance(key.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }
        return close.map { "; did you mean \"\($0.0)\"?" } ?? ""
    }

    /// The known keys whose length is within two of `key`'s: the only ones two edits can
    /// reach, so the only ones worth comparing. A ten-megabyte key reaches none and costs
    /// nothing to answer.
    ///
    /// - Complexity: O(*k*) for *k* known keys (a string's UTF-8 count is O(1)).
    package static func keysWithinReach(of key: String, in known: [String]) -> [String] {
        let length = key.utf8.count
        return known.filter { abs($0.utf8.count - length) <= 2 }
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// "a" or "an" before `word`.
    private func article(_ word: String) -> String {
        "aeio".contains(word.first ?? "x") ? "an" : "a"
    }

    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private func object(_ value: JSONValue, at path: String, expected: String) throws(ScenarioFileError) -> Members {
        guard case .object(let members) = value else {
            throw fail(path, "expected \(expected), found \(value.kindName)")
        }
        return members
    }

    private func array(_ value: JSONValue, at path: String, expected: String = "an array")
        throws(ScenarioFileError) -> [JSONValue]
    {
        guard case .array(let elements) = value else {
            throw fail(path, "expected \(expected), found \(value.kindName)")
        }
        return elements
    }

    private func string(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> String {
        guard case .string(let s) = value else { throw fail(path, "expected a string, found \(value.kindName)") }
        return s
    }

    private func bool(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> Bool {
        guard case .bool(let b) = value else { throw fail(path, "expected true or false, found \(value.kindName)") }
        return b
    }

    private func finite(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> Double {
        guard case .number(let n) = value else { throw fail(path, "expected a number, found \(value.kindName)") }
        return n
    }

    private func integer(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> Int {
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e15 else {
            throw fail(
                path, "expected a whole number, found \(value.kindName == "a number" ? "a fraction" : value.kindName)")
        }
        return Int(n)
    }

    /// A length: a number, null (unspecified) or "infinity".
    private func length(_ value: JSONValue, at path: String, nonNegative: Bool, finite: Bool = false)
        throws(ScenarioFileError) -> Double?
    {
        let expected = finite ? "a number or null" : "a length: a number, null or \"infinity\""
        switch value {
        case .null: return nil
        case .number(let n):
            if nonNegative && n < 0 {
                throw fail(path, "expected a length of at least 0, found \(JSONWriter.number(n))")
            }
            return n
        case .string("infinity") where !finite: return .infinity
        case .string(let s): throw fail(path, "expected \(expected), found the string \(Echo.quoted(s))")
        default: throw fail(path, "expected \(expected), found \(value.kindName)")
        }
    }

    private func optionalSpacing(_ members: Members, _ key: String, at path: String)
        throws(ScenarioFileError) -> Double?
    {
        try members.value(key).flatMap { v throws(ScenarioFileError) in
            try length(v, at: join(path, key), nonNegative: false, finite: true)
        }
    }

    private func optional<T>(
        _ members: Members, _ key: String, at path: String,
        _ read: (JSONValue, String) throws(ScenarioFileError) -> T
    ) throws(ScenarioFileError) -> T? {
        guard let v = members.value(key) else { return nil }
        if case .null = v { return nil }
        return try read(v, join(path, key))
    }

    private func alignment(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> Alignment {
        try named(value, at: path, AlignmentNames.alignments)
    }

    private func verticalAlignment(_ value: JSONValue, at path: String) throws(ScenarioFileError) -> VerticalAlignment {
        if case .string(let s) = value, s == "firstTextBaseline" || s == "lastTextBaseline" {
            throw fail(path, "\"\(s)\" is not in the shared vocabulary yet; expected top, center or bottom")
        }
        return try named(value, at: path, AlignmentNames.vertical)
    }

    private func horizontalAlignment(_ value: JSONValue, at path: String)
        throws(ScenarioFileError) -> HorizontalAlignment
    {
        try named(value, at: path, AlignmentNames.horizontal)
    }

    private func named<T>(_ value: JSONValue, at path: String, _ table: [(name: String, value: T)])
        throws(ScenarioFileError) -> T
    {
        let names = table.map(\.name).joined(separator: ", ")
        guard case .string(let s) = value else {
            throw fail(path, "expected an alignment (\(names)), found \(value.kindName)")
        }
        guard let match = table.first(where: { $0.name == s }) else {
            throw fail(path, "unknown alignment \(Echo.quoted(s)); expected one of \(names)")
        }
        return match.value
    }

    private func required(_ members: Members, _ key: String, at path: String) throws(ScenarioFileError) -> JSONValue {
        guard let v = members.value(key) else { throw fail(path, "missing field \"\(key)\"") }
        return v
    }

    private func checkKeys(_ members: Members, allowed: [String], at path: String, in what: String)
        throws(ScenarioFileError)
    {
        for member in members where !allowed.contains(member.key) {
            let expected = allowed.isEmpty ? "no fields" : allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            throw fail(
                path,
                "unknown key \(Echo.quoted(member.key)) in \(what); expected \(expected)"
                    + suggestion(for: member.key, in: allowed), memberKey: member.key)
        }
    }
}

extension Array where Element == (key: String, value: JSONValue) {
    func value(_ key: String) -> JSONValue? { first { $0.key == key }?.value }
}

extension JSONValue {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
