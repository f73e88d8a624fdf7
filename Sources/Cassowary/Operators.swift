// The operators that build expressions and constraints:
//   x + 2 * y - 10, (a + b) / 2, -x, x + 2 == y, a.width >= 40, (x == 5).strength(.weak).
// Every combination funnels into `Expression` arithmetic, so there is one implementation.

// MARK: Expression arithmetic

extension Expression {
    /// `lhs + rhs`, terms concatenated (duplicates are combined by the solver).
    ///
    /// - Complexity: O(lhs.terms + rhs.terms).
    static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

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

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }
public func + (lhs: Variable, rhs: Term) -> Expression { Expression.sum(Expression(lhs), Expression(terms: [rhs])) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: rhs)) }
public func + (lhs: Term, rhs: Variable) -> Expression { Expression.sum(Expression(terms: [lhs]), Expression(rhs)) }
public func + (lhs: Term, rhs: Term) -> Expression { Expression.sum(Expression(terms: [lhs]), Expression(terms: [rhs])) }
public func + (lhs: Term, rhs: Expression) -> Expression { Expression.sum(Expression(terms: [lhs]), rhs) }
public func + (lhs: Term, rhs: Double) -> Expression { Expression.sum(Expression(terms: [lhs]), Expression(constant: rhs)) }
public func + (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, Expression(rhs)) }
public func + (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, Expression(terms: [rhs])) }
public func + (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, Expression(constant: rhs)) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression.sum(Expression(constant: lhs), Expression(rhs)) }
public func + (lhs: Double, rhs: Term) -> Expression { Expression.sum(Expression(constant: lhs), Expression(terms: [rhs])) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression.sum(Expression(constant: lhs), rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), -Expression(rhs)) }
public func - (lhs: Variable, rhs: Term) -> Expression { Expression.sum(Expression(lhs), -Expression(terms: [rhs])) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), -rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: -rhs)) }
public func - (lhs: Term, rhs: Variable) -> Expression { Expression.sum(Expression(terms: [lhs]), -Expression(rhs)) }
public func - (lhs: Term, rhs: Term) -> Expression { Expression.sum(Expression(terms: [lhs]), -Expression(terms: [rhs])) }
public func - (lhs: Term, rhs: Expression) -> Expression { Expression.sum(Expression(terms: [lhs]), -rhs) }
public func - (lhs: Term, rhs: Double) -> Expression { Expression.sum(Expression(terms: [lhs]), Expression(constant: -rhs)) }
public func - (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, -Expression(rhs)) }
public func - (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, -Expression(terms: [rhs])) }
public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, -rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, Expression(constant: -rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression.sum(Expression(constant: lhs), -Expression(rhs)) }
public func - (lhs: Double, rhs: Term) -> Expression { Expression.sum(Expression(constant: lhs), -Expression(terms: [rhs])) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression.sum(Expression(constant: lhs), -rhs) }

// MARK: Relations (required; attach another strength with `.strength(_:)`)

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .equal) }
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(terms: [rhs])), .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(lhs), -rhs), .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .equal) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(rhs)), .equal) }
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(terms: [rhs])), .equal) }
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -rhs), .equal) }
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), Expression(constant: -rhs)), .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(Expression.sum(lhs, -Expression(rhs)), .equal) }
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(Expression.sum(lhs, -Expression(terms: [rhs])), .equal) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(Expression.sum(lhs, -rhs), .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .equal) }
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(terms: [rhs])), .equal) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -rhs), .equal) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(terms: [rhs])), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(lhs), -rhs), .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(rhs)), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(terms: [rhs])), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -rhs), .lessThanOrEqual) }
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), Expression(constant: -rhs)), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(Expression.sum(lhs, -Expression(rhs)), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(Expression.sum(lhs, -Expression(terms: [rhs])), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(Expression.sum(lhs, -rhs), .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(terms: [rhs])), .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -rhs), .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(rhs)), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(lhs), -Expression(terms: [rhs])), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(lhs), -rhs), .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(rhs)), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -Expression(terms: [rhs])), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), -rhs), .greaterThanOrEqual) }
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression.sum(Expression(terms: [lhs]), Expression(constant: -rhs)), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(Expression.sum(lhs, -Expression(rhs)), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(Expression.sum(lhs, -Expression(terms: [rhs])), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(Expression.sum(lhs, -rhs), .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(rhs)), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -Expression(terms: [rhs])), .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: lhs), -rhs), .greaterThanOrEqual) }
