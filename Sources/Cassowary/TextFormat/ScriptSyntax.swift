// The syntax tree of the constraint text format (DESIGN §4).
//
// These values describe a script without touching a solver: a parsed file can be inspected,
// printed or run against any `Solver` later (see `ConstraintScript`).

/// A position in a script: 1-based line and 1-based column (in characters of the line).
public struct ScriptLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: ScriptLocation, rhs: ScriptLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One variable of a linear form with its coefficient.
public struct NamedTerm: Hashable, Sendable {
    /// The variable's name as written in the script.
    public var name: String
    /// The coefficient multiplying the variable.
    public var coefficient: Double

    /// Creates a term.
    public init(name: String, coefficient: Double) {
        self.name = name
        self.coefficient = coefficient
    }
}

/// A linear combination of named variables plus a constant: Σ cᵢ·nameᵢ + constant.
///
/// Each name appears at most once, in order of first appearance in the source, so building
/// solver expressions from a form is deterministic. A name whose coefficient cancels to 0
/// (`x - x`) stays in `terms`: it was written, so it is a variable of the script.
public struct LinearForm: Equatable, Sendable {
    /// The variable terms, in order of first appearance.
    public private(set) var terms: [NamedTerm] = []
    /// The constant part.
    public private(set) var constant: Double = 0

    /// Position of each name in `terms`, so merging long sums stays linear.
    private var indexByName: [String: Int] = [:]

    /// Creates the form `constant`.
    public init(constant: Double = 0) {
        self.constant = constant
    }

    /// Creates the form `coefficient·name`.
    public init(name: String, coefficient: Double = 1) {
        terms = [NamedTerm(name: name, coefficient: coefficient)]
        indexByName = [name: 0]
    }

    /// Creates a form from terms (merging repeated names) and a constant.
    public init(terms: [NamedTerm], constant: Double = 0) {
        self.constant = constant
        for term in terms { add(term.coefficient, times: term.name) }
    }

    /// Whether the form mentions at least one variable (even with a cancelled coefficient).
    public var hasVariables: Bool { !terms.isEmpty }

    /// The coefficient of `name`, 0 when absent.
    public func coefficient(of name: String) -> Double {
        indexByName[name].map { terms[$0].coefficient } ?? 0
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Adds `coefficient·name` to the form.
    mutating func add(_ coefficient: Double, times name: String) {
        if let index = indexByName[name] {
            terms[index].coefficient += coefficient
        } else {
            indexByName[name] = terms.count
            terms.append(NamedTerm(name: name, coefficient: coefficient))
        }
    }

    /// Adds `factor·other` to the form.
    ///
    /// - Complexity: O(*m*), where *m* is the number of terms of `other`.
    mutating func add(_ other: LinearForm, times factor: Double = 1) {
        constant += factor * other.constant
        for term in other.terms { add(factor * term.coefficient, times: term.name) }
    }

    /// The form multiplied by `factor`.
    func scaled(by factor: Double) -> LinearForm {
        var result = self
        result.constant *= factor
        for index in result.terms.indices { result.terms[index].coefficient *= factor }
        return result
    }

    public static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.terms == rhs.terms && lhs.constant == rhs.constant
    }
}

/// The relation of a constraint statement.
public enum ScriptRelation: String, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// Strengths of the text format, on kiwi's scale (DESIGN §3).
public enum ScriptStrength {
    /// `required`: 1 001 001 000. Numeric strengths at or above it are required.
    public static let required: Double = 1_001_001_000
    /// `strong`: 1 000 000.
    public static let strong: Double = 1_000_000
    /// `medium`: 1 000.
    public static let medium: Double = 1_000
    /// `weak`: 1.
    public static let weak: Double = 1

    /// The value of a strength name, or nil for an unknown name.
    public static func value(named name: String) -> Double? {
        switch name {
        case "required": required
        case "strong": strong
        case "medium": medium
        case "weak": weak
        default: nil
        }
    }
}

/// `lhs op rhs [@strength]`.
public struct ConstraintStatement: Equatable, Sendable {
    /// The left-hand side.
    public var lhs: LinearForm
    /// The relation.
    public var relation: ScriptRelation
    /// The right-hand side.
    public var rhs: LinearForm
    /// The strength on kiwi's scale; `ScriptStrength.required` when none is written.
    public var strength: Double
    /// Where the statement starts.
    public var location: ScriptLocation

    /// `lhs - rhs`, the expression the solver constrains against 0.
    public var expression: LinearForm {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// Whether the strength is required.
    public var isRequired: Bool { strength >= ScriptStrength.required }
}

/// `edit NAME [@strength]`: declares an edit variable.
public struct EditStatement: Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// The strength on kiwi's scale (strong when none is written); never required.
    public var strength: Double
    /// Where the statement starts.
    public var location: ScriptLocation
}

/// `suggest NAME NUMBER`: suggests a value for an edit variable.
public struct SuggestStatement: Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// The suggested value.
    public var value: Double
    /// Where the statement starts.
    public var location: ScriptLocation
}

/// One statement of a script.
public enum ScriptStatement: Equatable, Sendable {
    case constraint(ConstraintStatement)
    case edit(EditStatement)
    case suggest(SuggestStatement)

    /// Where the statement starts.
    public var location: ScriptLocation {
        switch self {
        case .constraint(let statement): statement.location
        case .edit(let statement): statement.location
        case .suggest(let statement): statement.location
        }
    }
}
