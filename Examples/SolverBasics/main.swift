import Cassowary

let solver = Solver()
let x = Variable("x")
let y = Variable("y")
try solver.addConstraint(x + 2 * y == 10)
try solver.addConstraint(x >= 3)
try solver.addConstraint((y == 4).strength(.weak))  // required unless a strength is given
solver.updateVariables()
print(x.value, y.value)  // prints 3.0 3.5: the weak wish gives way to the required x >= 3
