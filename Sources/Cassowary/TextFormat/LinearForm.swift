/// One variable of a linear form with its coefficient.
package struct NamedTerm: Hashable, Sendable {
    /// The variable's name as written in the script.
    package var name: String
    /// The coefficient multiplying the variable.
    package var coefficient: Double

    /// Creates a term.
    package init(name: String, coefficient: Double) {
        self.name = name
        self.coefficient = coefficient
    }
}

/// A linear combination of named variables plus a constant: Σ cᵢ·nameᵢ + constant.
///
/// Each name appears at most once, in order of first appearance in the source, so building
/// solver expressions from a form is deterministic. A name whose coefficient cancels to 0
/// (`x - x`) stays in `terms`: it was written, so it is a variable of the script.
package struct LinearForm: Equatable, Sendable {
    /// The variable terms, in order of first appearance.
    package private(set) var terms: [NamedTerm] = []
    /// The constant part.
    package private(set) var constant: Double = 0

    /// Position of each name in `terms`, so merging long sums stays linear.
    private var indexByName: [String: Int] = [:]
    /// Whether a coefficient is NaN or infinite. Sums and products never make such a number
    /// finite again (∞ + x is ∞ or NaN, ∞ · 0 is NaN), so the flag is kept per operation and
    /// `isFinite` costs O(1): the parser asks after every `+` of a long sum.
    private var hasNonFiniteCoefficient = false

    /// Creates the form `constant`.
    package init(constant: Double = 0) {
        self.constant = constant
    }

    /// Creates the form `coefficient·name`.
    package init(name: String, coefficient: Double = 1) {
        terms = [NamedTerm(name: name, coefficient: coefficient)]
        indexByName = [name: 0]
        hasNonFiniteCoefficient = !coefficient.isFinite
    }

    /// Creates a form from terms (merging repeated names) and a constant.
    package init(terms: [NamedTerm], constant: Double = 0) {
        self.constant = constant
        for term in terms { add(term.coefficient, times: term.name) }
    }

    /// Whether the form mentions at least one variable (even with a cancelled coefficient).
    package var hasVariables: Bool { !terms.isEmpty }

    /// The coefficient of `name`, 0 when absent.
    package func coefficient(of name: String) -> Double {
        indexByName[name].map { terms[$0].coefficient } ?? 0
    }

    /// Whether every coefficient and the constant are finite.
    ///
    /// - Complexity: O(1).
    package var isFinite: Bool {
        constant.isFinite && !hasNonFiniteCoefficient
    }

    /// Adds `coefficient·name` to the form.
    mutating func add(_ coefficient: Double, times name: String) {
        let sum: Double
        if let index = indexByName[name] {
            terms[index].coefficient += coefficient
            sum = terms[index].coefficient
        } else {
            indexByName[name] = terms.count
            terms.append(NamedTerm(name: name, coefficient: coefficient))
            sum = coefficient
        }
        if !sum.isFinite { hasNonFiniteCoefficient = true }
    }

    /// Adds `factor·other` to the form.
    ///
    /// - Complexity: O(*m*), where *m* is the number of terms of `other`.
    mutating func add(_ other: LinearForm, times factor: Double = 1) {
        constant += factor * other.constant
        for term in other.terms { add(factor * term.coefficient, times: term.name) }
    }

    /// The form multiplied by `factor`.
    ///
    /// - Complexity: O(terms).
    func scaled(by factor: Double) -> LinearForm {
        var result = self
        result.constant *= factor
        for index in result.terms.indices {
            result.terms[index].coefficient *= factor
            if !result.terms[index].coefficient.isFinite { result.hasNonFiniteCoefficient = true }
        }
        return result
    }

    // The index and the flag follow from the terms.
    package static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.terms == rhs.terms && lhs.constant == rhs.constant
    }
}
