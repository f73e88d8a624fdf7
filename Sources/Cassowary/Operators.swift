// The operators that build expressions and constraints:
//   x + 2 * y - 10, (a + b) / 2, -x, x + 2 == y, a.width >= 40, (x == 5).strength(.weak).
// Every combination funnels into one generic `combine`, which allocates the term array once.

// MARK: Operands

/// Anything that can stand on either side of `+`, `-` or a relation.
protocol LinearOperand {
    var termCount: Int { get }
    /// Appends `factor · self` to a sum under construction.
    func append(to terms: inout [Term], constant: inout Double, times factor: Double)
    /// `factor ·` the only term (requires `termCount == 1`).
    func onlyTerm(times factor: Double) -> Term
    /// Adds `factor ·` the constant part to `constant`.
    func addConstant(to constant: inout Double, times factor: Double)
}

extension Variable: LinearOperand {
    var termCount: Int { 1 }
    func append(to terms: inout [Term], constant: inout Double, times factor: Double) {
        terms.append(Term(self, factor))
    }
    func onlyTerm(times factor: Double) -> Term { Term(self, factor) }
    func addConstant(to constant: inout Double, times factor: Double) {}
}

extension Term: LinearOperand {
    var termCount: Int { 1 }
    func append(to terms: inout [Term], constant: inout Double, times factor: Double) {
        terms.append(Term(variable, coefficient * factor))
    }
    func onlyTerm(times factor: Double) -> Term { Term(variable, coefficient * factor) }
    func addConstant(to constant: inout Double, times factor: Double) {}
}

extension Expression: LinearOperand {
    var termCount: Int { terms.count }
    func append(to terms: inout [Term], constant: inout Double, times factor: Double) {
        for term in self.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        constant += self.constant * factor
    }
    func onlyTerm(times factor: Double) -> Term { Term(terms[0].variable, terms[0].coefficient * factor) }
    func addConstant(to constant: inout Double, times factor: Double) {
        constant += self.constant * factor
    }
}

extension Double: LinearOperand {
    var termCount: Int { 0 }
    func append(to terms: inout [Term], constant: inout Double, times factor: Double) {
        constant += self * factor
    }
    func onlyTerm(times factor: Double) -> Term { preconditionFailure("a number has no term") }
    func addConstant(to constant: inout Double, times factor: Double) {
        constant += self * factor
    }
}

/// `lhs + rhsFactor · rhs` as one expression.
///
/// The common shapes (`x == y`, `x >= 10`, `x + 8`) build their one- or two-term array as a
/// literal, the cheapest allocation of an array; longer sums reserve once and append.
///
/// - Complexity: O(terms of both sides), one allocation.
@inline(__always)
func combine<L: LinearOperand, R: LinearOperand>(_ lhs: L, _ rhs: R, _ rhsFactor: Double) -> Expression {
    let l = lhs.termCount
    let r = rhs.termCount
    var constant = 0.0
    let terms: [Term]
    if l == 1 && r == 1 {
        terms = [lhs.onlyTerm(times: 1), rhs.onlyTerm(times: rhsFactor)]
    } else if l == 1 && r == 0 {
        terms = [lhs.onlyTerm(times: 1)]
    } else if l == 0 && r == 1 {
        terms = [rhs.onlyTerm(times: rhsFactor)]
    } else {
        var sum: [Term] = []
        sum.reserveCapacity(l + r)
        lhs.append(to: &sum, constant: &constant, times: 1)
        rhs.append(to: &sum, constant: &constant, times: rhsFactor)
        return Expression(terms: sum, constant: constant)
    }
    lhs.addConstant(to: &constant, times: 1)
    rhs.addConstant(to: &constant, times: rhsFactor)
    return Expression(terms: terms, constant: constant)
}

extension Expression {
    /// `factor · expression`.
    ///
    /// - Complexity: O(terms).
    static func scaled(_ expression: Expression, by factor: Double) -> Expression {
        Expression(
            terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }
}

// MARK: Unary minus

public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: Expression) -> Expression { Expression.scaled(operand, by: -1) }

// MARK: Multiplication and division by a constant

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { Expression.scaled(lhs, by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { Expression.scaled(rhs, by: lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { Expression.scaled(lhs, by: 1 / rhs) }

// MARK: Addition and subtraction

public func + (lhs: Variable, rhs: Variable) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Variable, rhs: Term) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Variable, rhs: Expression) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Variable, rhs: Double) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Term, rhs: Variable) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Term, rhs: Term) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Term, rhs: Expression) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Term, rhs: Double) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Expression, rhs: Term) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Expression, rhs: Double) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Double, rhs: Variable) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Double, rhs: Term) -> Expression { combine(lhs, rhs, 1) }
public func + (lhs: Double, rhs: Expression) -> Expression { combine(lhs, rhs, 1) }
public func - (lhs: Variable, rhs: Variable) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Variable, rhs: Term) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Variable, rhs: Expression) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Variable, rhs: Double) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Term, rhs: Variable) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Term, rhs: Term) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Term, rhs: Expression) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Term, rhs: Double) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Expression, rhs: Variable) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Expression, rhs: Term) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Expression, rhs: Expression) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Expression, rhs: Double) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Double, rhs: Variable) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Double, rhs: Term) -> Expression { combine(lhs, rhs, -1) }
public func - (lhs: Double, rhs: Expression) -> Expression { combine(lhs, rhs, -1) }

// MARK: Relations (required; attach another strength with `.strength(_:)`)

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .equal) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(combine(lhs, rhs, -1), .greaterThanOrEqual) }
