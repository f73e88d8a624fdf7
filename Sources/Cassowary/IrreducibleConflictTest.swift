/// Shows, without a solve, that a set of constraints conflicts and that no member can go.
///
/// By Farkas' lemma, linear constraints have no common solution exactly when a weighted sum
/// of them cancels every variable and leaves a contradiction (`0 ≤ K < 0`, with weights of
/// the right sign on inequalities); the weights lie in the left null space of the set's
/// coefficient matrix. When that space is one line and its vector weighs every member and
/// leaves a contradiction, the set conflicts, and any conflicting subset would need a
/// multiple of that vector, which uses every member: no member can go. Sparse elimination
/// finds the space in time proportional to the fill it makes, O(N) for a chain or a row of
/// N views, the usual conflict in a layout; the deletion filter would re-solve the set once
/// per member.
///
/// The test answers true only when it shows both; false means "not shown" (the null space
/// is wider, a weight is zero, the sum is no contradiction, or the work passed
/// `workLimit`).
struct IrreducibleConflictTest {
    /// A row being reduced: its terms by variable index, and the weights of the original
    /// rows it was made of.
    private struct Combination {
        var terms: [Int: Double]
        var weights: [Int: Double]
        /// The largest magnitude that entered it: what "zero" is relative to.
        var scale: Double
    }

    /// Term operations after which the test gives up.
    let workLimit: Int

    /// Whether `constraints` are shown to conflict, with no member that can go.
    ///
    /// - Complexity: O(fill-in) term operations, at most `workLimit`.
    func showsMinimalConflict(_ constraints: [Constraint]) -> Bool {
        var indexOf: [ObjectIdentifier: Int] = [:]
        var rows: [[Int: Double]] = []
        for constraint in constraints {
            var terms: [Int: Double] = [:]
            for term in constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let index = indexOf[key] ?? indexOf.count
                indexOf[key] = index
                terms[index, default: 0] += term.coefficient
            }
            rows.append(terms.filter { $0.value != 0 })
        }
        // How many rows not yet reduced mention each variable: pivoting on a rare one keeps
        // the fill low.
        var pending = Array(repeating: 0, count: indexOf.count)
        for row in rows { for variable in row.keys { pending[variable] += 1 } }

        var pivots: [Int: Combination] = [:]
        var dependency: [Int: Double]?
        var work = 0
        for (rowIndex, row) in rows.enumerated() {
            for variable in row.keys { pending[variable] -= 1 }
            var current = Combination(
                terms: row, weights: [rowIndex: 1], scale: row.values.map(Swift.abs).max() ?? 0)
            // The smallest pivot first, so that the order (and the rounding) does not depend
            // on hashing.
            while let variable = current.terms.keys.filter({ pivots[$0] != nil }).min() {
                let pivot = pivots[variable]!
                let factor = -current.terms[variable]! / pivot.terms[variable]!
                for (other, coefficient) in pivot.terms { current.terms[other, default: 0] += factor * coefficient }
                current.terms[variable] = nil
                for (source, weight) in pivot.weights { current.weights[source, default: 0] += factor * weight }
                current.scale = Swift.max(current.scale, Swift.abs(factor) * pivot.scale)
                let threshold = 1e-9 * current.scale
                current.terms = current.terms.filter { Swift.abs($0.value) > threshold }
                work += pivot.terms.count + pivot.weights.count + current.terms.count
                if work > workLimit { return false }
            }
            if current.terms.isEmpty {
                // A second dependency: some combination of fewer members may conflict.
                guard dependency == nil else { return false }
                dependency = current.weights
                continue
            }
            let largest = current.terms.values.map(Swift.abs).max()!
            let chosen = current.terms
                .filter { Swift.abs($0.value) >= 0.1 * largest }
                .min { (pending[$0.key], $0.key) < (pending[$1.key], $1.key) }!
            pivots[chosen.key] = current
        }
        guard let weights = dependency, weights.count == rows.count else { return false }
        let heaviest = weights.values.map(Swift.abs).max() ?? 0
        guard weights.values.allSatisfy({ Swift.abs($0) > 1e-9 * heaviest }) else { return false }
        return Self.contradicts(constraints, weights: weights)
    }

    /// Whether the weighted sum of `constraints` (whose variables cancel) reads `0 ≤ K` with
    /// K < 0: every `expression ≤ 0` weighted by y ≥ 0 and every `expression ≥ 0` by y ≤ 0
    /// give `Σ y·expression ≤ 0`, yet the sum is the constant K > 0; or all signs reversed.
    private static func contradicts(_ constraints: [Constraint], weights: [Int: Double]) -> Bool {
        var sum = 0.0
        var magnitude = 0.0
        var orientation = 0.0
        for (index, constraint) in constraints.enumerated() {
            let weight = weights[index]!
            let constant = constraint.expression.constant
            sum += weight * constant
            magnitude += Swift.abs(weight * constant)
            // +1 when the weight reads the row as `… ≤ 0`, −1 as `… ≥ 0`.
            let reading: Double
            switch constraint.relation {
            case .equal: continue
            case .lessThanOrEqual: reading = weight > 0 ? 1 : -1
            case .greaterThanOrEqual: reading = weight > 0 ? -1 : 1
            }
            if orientation == 0 { orientation = reading }
            if reading != orientation { return false }
        }
        // All equalities: any non-zero constant contradicts. Else Σ y·e ≤ 0 (orientation +1)
        // needs K > 0, and Σ y·e ≥ 0 needs K < 0.
        guard Swift.abs(sum) > 1e-9 * magnitude, sum != 0 else { return false }
        return orientation == 0 || (orientation > 0) == (sum > 0)
    }
}
