import Testing

@testable import Cassowary

@Suite("Expressions, operators and descriptions")
struct ExpressionTests {
    @Test("Operators build lhs - rhs with the right coefficients")
    func operators() {
        let x = Variable("x")
        let y = Variable("y")
        let c = x + 2 * y == 10
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        #expect(c.expression.terms.map(\.coefficient) == [1, 2])
        #expect(c.expression.constant == -10)
        let d = (x - y) / 2 >= -y * 3 + 1
        #expect(d.expression.terms.map(\.coefficient) == [0.5, -0.5, 3])
        #expect(d.expression.constant == -1)
        let e = -(x + 4) <= 7 - x
        #expect(e.expression.terms.map(\.coefficient) == [-1, 1])
        #expect(e.expression.constant == -11)
    }

    @Test("Variable == Variable builds a constraint; identity is ===")
    func variableEquality() {
        let x = Variable("x")
        let y = Variable("y")
        let c: Constraint = x == y
        #expect(c.expression.terms.count == 2)
        #expect(x === x && !(x === y))
        #expect(Set([x, y, x]).count == 2)
    }

    @Test("Descriptions use the text format")
    func descriptions() {
        let x = Variable("x")
        let y = Variable("label.width")
        #expect((x + 2 * y == 10).description == "x + 2*label.width - 10 == 0")
        #expect((x >= 3).strength(.strong).description == "x - 3 >= 0 @strong")
        #expect((-x <= 0.5 * y).strength(Strength(250)).description == "-x - 0.5*label.width <= 0 @250")
        #expect(Constraint(Expression(constant: 4), .equal).description == "4 == 0")
        #expect((x == 1e-6 * y).description == "x - 1e-06*label.width == 0")
    }

    @Test("strength(_:) copies the constraint with another strength")
    func strengthCopy() {
        let x = Variable("x")
        let c = x == 5
        let weak = c.strength(.weak)
        #expect(weak !== c)
        #expect(weak.strength == .weak && c.strength == .required)
        #expect(weak.expression.constant == -5)
    }
}
