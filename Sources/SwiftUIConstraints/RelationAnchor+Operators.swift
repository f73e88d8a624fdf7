#if canImport(SwiftUI)
import SwiftUI
#else
import PreferenceLayout
#endif

// The operators that turn anchors into relations:
//   a.width == b.width, a.leading == b.trailing + 8, a.width == 0.5 * b.width + 10,
//   a.width >= 40, (a.width == b.width).priority(750).
// Positions take offsets; multipliers and lone constants apply to lengths only.

// MARK: Offsets

public func + <Kind>(lhs: RelationAnchor<Kind>, rhs: Double) -> RelationExpression<Kind> {
    RelationExpression(anchor: lhs, multiplier: 1, constant: rhs)
}

public func - <Kind>(lhs: RelationAnchor<Kind>, rhs: Double) -> RelationExpression<Kind> {
    RelationExpression(anchor: lhs, multiplier: 1, constant: -rhs)
}

public func + <Kind>(lhs: RelationExpression<Kind>, rhs: Double) -> RelationExpression<Kind> {
    RelationExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}

public func - <Kind>(lhs: RelationExpression<Kind>, rhs: Double) -> RelationExpression<Kind> {
    RelationExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

// MARK: Multipliers (lengths only)

public func * (lhs: Double, rhs: RelationAnchor<Length>) -> RelationExpression<Length> {
    RelationExpression(anchor: rhs, multiplier: lhs, constant: 0)
}

public func * (lhs: RelationAnchor<Length>, rhs: Double) -> RelationExpression<Length> {
    RelationExpression(anchor: lhs, multiplier: rhs, constant: 0)
}

public func / (lhs: RelationAnchor<Length>, rhs: Double) -> RelationExpression<Length> {
    RelationExpression(anchor: lhs, multiplier: 1 / rhs, constant: 0)
}

// MARK: Relations between anchors

public func == <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationAnchor<Kind>) -> ViewRelation {
    ViewRelation(lhs.target, .equal, rhs.target)
}

public func <= <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationAnchor<Kind>) -> ViewRelation {
    ViewRelation(lhs.target, .lessThanOrEqual, rhs.target)
}

public func >= <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationAnchor<Kind>) -> ViewRelation {
    ViewRelation(lhs.target, .greaterThanOrEqual, rhs.target)
}

public func == <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationExpression<Kind>) -> ViewRelation {
    ViewRelation(lhs.target, .equal, rhs.anchor.target, multiplier: rhs.multiplier, constant: rhs.constant)
}

public func <= <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationExpression<Kind>) -> ViewRelation {
    ViewRelation(lhs.target, .lessThanOrEqual, rhs.anchor.target, multiplier: rhs.multiplier, constant: rhs.constant)
}

public func >= <Kind>(lhs: RelationAnchor<Kind>, rhs: RelationExpression<Kind>) -> ViewRelation {
    ViewRelation(
        lhs.target, .greaterThanOrEqual, rhs.anchor.target, multiplier: rhs.multiplier,
        constant: rhs.constant)
}

// MARK: Lengths against constants

public func == (lhs: RelationAnchor<Length>, rhs: Double) -> ViewRelation {
    ViewRelation(lhs.target, .equal, nil, constant: rhs)
}

public func <= (lhs: RelationAnchor<Length>, rhs: Double) -> ViewRelation {
    ViewRelation(lhs.target, .lessThanOrEqual, nil, constant: rhs)
}

public func >= (lhs: RelationAnchor<Length>, rhs: Double) -> ViewRelation {
    ViewRelation(lhs.target, .greaterThanOrEqual, nil, constant: rhs)
}
