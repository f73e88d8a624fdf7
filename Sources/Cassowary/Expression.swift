/// A variable multiplied by a constant coefficient.
public struct Term: Hashable {
    public var variable: Variable
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Creates `coefficient · variable`.
    public init(variable: Variable, coefficient: Double) {
        self.init(variable, coefficient)
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the constant expression.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression in the text format of docs/ARCHITECTURE.md ("The constraint text format"), e.g. `x + 2*y - 10`.
    public var description: String { text { $0.description } }

    /// The expression in the text format with the given variable names.
    ///
    /// - Complexity: O(terms).
    func text(naming name: (Variable) -> String) -> String {
        var out = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = Swift.abs(c)
            if out.isEmpty {
                if c < 0 || (c == 0 && c.sign == .minus) { out += "-" }
            } else {
                out += c < 0 ? " - " : " + "
            }
            if magnitude != 1 { out += formatNumber(magnitude) + "*" }
            out += name(term.variable)
        }
        if out.isEmpty {
            out = formatNumber(constant)
        } else if constant != 0 {
            out += (constant < 0 ? " - " : " + ") + formatNumber(Swift.abs(constant))
        }
        return out
    }
}
