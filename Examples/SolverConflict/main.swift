import Cassowary

let solver = Solver()
let w = Variable("w")
let x = Variable("x")
let q = Variable("q")
let z = Variable("z")
try solver.addConstraint(w >= 10)
try solver.addConstraint(x >= w)
try solver.addConstraint(q == 5)
try solver.addConstraint(z >= x)
do {
    try solver.addConstraint(z <= 4)
} catch .unsatisfiable(let constraint, let conflicts, _) {
    print(constraint)  // prints z - 4 <= 0
    print(conflicts)  // prints [w - 10 >= 0, x - w >= 0, z - x >= 0]: q == 5 plays no part
} catch {
    print(error)  // any other error
}
