// A readable, re-parseable dump: the system in the text format of docs/ARCHITECTURE.md ("The constraint text format"), then the
// tableau as comments.

extension Solver {
    /// The system in the text format of docs/ARCHITECTURE.md ("The constraint text format"), followed by the tableau as `#` comments.
    ///
    /// Constraints and `edit` declarations appear in the order they were added, then one
    /// `suggest` line per suggested edit variable. Variable names that are empty, invalid in
    /// the format or shared by several variables are replaced by generated, stable ones.
    /// Parsing the text and running it gives the same solution.
    ///
    /// - Complexity: O(size of the system and the tableau).
    public func dump() -> String {
        let names = dumpNames()
        let name: (Variable) -> String = { names[ObjectIdentifier($0)] ?? "_unknown" }
        var lines: [String] = []
        lines.append("# Cassowary system: \(constraints.count) constraints, \(edits.count) edit variables")
        var statements: [(Int, String)] = constraints.all.map {
            ($0.sequence, $0.constraint.text(naming: name))
        }
        for edit in edits.values {
            statements.append((edit.sequence, "edit \(name(edit.variable)) @\(edit.constraint.strength)"))
        }
        statements.sort { $0.0 < $1.0 }
        lines += statements.map(\.1)
        for edit in edits.values.sorted(by: { $0.sequence < $1.sequence }) where edit.suggested {
            lines.append("suggest \(name(edit.variable)) \(formatNumber(edit.constant))")
        }
        lines += tableauComments(name)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tableau as comment lines: rows sorted by basic symbol, then the objective.
    private func tableauComments(_ name: (Variable) -> String) -> [String] {
        var externalNames: [Int: String] = [:]
        for (variable, symbol) in zip(variables, variableSymbols) { externalNames[symbol.id] = name(variable) }
        func symbolName(_ s: Symbol) -> String {
            switch s.kind {
            case .external: return externalNames[s.id] ?? "v\(s.id)"
            case .slack: return "s\(s.id)"
            case .error: return "e\(s.id)"
            case .dummy: return "d\(s.id)"
            }
        }
        func text(_ row: Row) -> String {
            var out = formatNumber(row.constant)
            for cell in row.cells {
                let c = cell.coefficient
                out += (c < 0 ? " - " : " + ") + formatNumber(Swift.abs(c)) + "*" + symbolName(cell.symbol)
            }
            return out
        }
        var lines = ["# tableau: \(tableau.liveRows) rows, \(tableau.pivots) pivots so far"]
        let live = tableau.rows.filter { $0.basic.isValid }.sorted { $0.basic < $1.basic }
        for row in live { lines.append("# \(symbolName(row.basic)) = \(text(row))") }
        var objective = "# objective:"
        for cell in tableau.objective.cells {
            let c = cell.coefficient
            objective += (c < 0 ? " - " : " + ") + formatNumber(Swift.abs(c)) + "*" + symbolName(cell.symbol)
        }
        lines.append(objective)
        return lines
    }

    /// A unique, valid §4 name for every variable of the system: its own name when valid
    /// and not taken by a variable seen earlier, else a generated `base_N`.
    func dumpNames() -> [ObjectIdentifier: String] {
        var all = variables
        var known = Set(variables.map(ObjectIdentifier.init))
        let ordered = constraints.all.sorted { $0.sequence < $1.sequence }
        for record in ordered {
            for term in record.constraint.expression.terms where known.insert(ObjectIdentifier(term.variable)).inserted
            {
                all.append(term.variable)
            }
        }
        var names: [ObjectIdentifier: String] = [:]
        var used = Set<String>()
        var pending: [Variable] = []
        for variable in all {
            if Self.isValidName(variable.name) && used.insert(variable.name).inserted {
                names[ObjectIdentifier(variable)] = variable.name
            } else {
                pending.append(variable)
            }
        }
        var counter = 1
        for variable in pending {
            let base = Self.isValidName(variable.name) ? variable.name : "_v"
            var candidate = "\(base)_\(counter)"
            while used.contains(candidate) {
                counter += 1
                candidate = "\(base)_\(counter)"
            }
            used.insert(candidate)
            names[ObjectIdentifier(variable)] = candidate
            counter += 1
        }
        return names
    }

    /// `[A-Za-z_][A-Za-z0-9_.]*`, and not a statement keyword.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "edit", name != "suggest" else { return false }
        func letter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        guard letter(first) else { return false }
        return name.utf8.allSatisfy { letter($0) || ($0 >= 48 && $0 <= 57) || $0 == 46 }
    }
}
