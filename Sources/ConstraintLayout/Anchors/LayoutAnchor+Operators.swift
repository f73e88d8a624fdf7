// The operators that turn anchors into relations, as Auto Layout's anchor methods:
//   a.width == b.width, a.leading == b.trailing + 8, a.width == 0.5 * b.width + 10,
//   a.width >= 40, (a.width == b.width).priority(750).
// Multipliers and constants on their own apply to sizes only; positions take offsets.

// MARK: Offsets

public func + <Axis>(lhs: LayoutAnchor<Axis>, rhs: Double) -> AnchorExpression<Axis> {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
}

public func + <Axis>(lhs: Double, rhs: LayoutAnchor<Axis>) -> AnchorExpression<Axis> {
    AnchorExpression(anchor: rhs, multiplier: 1, constant: lhs)
}

public func - <Axis>(lhs: LayoutAnchor<Axis>, rhs: Double) -> AnchorExpression<Axis> {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
}

public func + <Axis>(lhs: AnchorExpression<Axis>, rhs: Double) -> AnchorExpression<Axis> {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}

public func - <Axis>(lhs: AnchorExpression<Axis>, rhs: Double) -> AnchorExpression<Axis> {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

// MARK: Multipliers (sizes only)

public func * (lhs: Double, rhs: DimensionAnchor) -> AnchorExpression<DimensionAxis> {
    AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
}

public func * (lhs: DimensionAnchor, rhs: Double) -> AnchorExpression<DimensionAxis> {
    AnchorExpression(anchor: lhs, multiplier: rhs, constant: 0)
}

public func / (lhs: DimensionAnchor, rhs: Double) -> AnchorExpression<DimensionAxis> {
    AnchorExpression(anchor: lhs, multiplier: 1 / rhs, constant: 0)
}

// MARK: Relations between anchors

public func == <Axis>(lhs: LayoutAnchor<Axis>, rhs: LayoutAnchor<Axis>) -> LayoutRelation {
    LayoutRelation(lhs.reference, .equal, rhs.reference, multiplier: 1, constant: 0)
}

public func <= <Axis>(lhs: LayoutAnchor<Axis>, rhs: LayoutAnchor<Axis>) -> LayoutRelation {
    LayoutRelation(lhs.reference, .lessThanOrEqual, rhs.reference, multiplier: 1, constant: 0)
}

public func >= <Axis>(lhs: LayoutAnchor<Axis>, rhs: LayoutAnchor<Axis>) -> LayoutRelation {
    LayoutRelation(lhs.reference, .greaterThanOrEqual, rhs.reference, multiplier: 1, constant: 0)
}

public func == <Axis>(lhs: LayoutAnchor<Axis>, rhs: AnchorExpression<Axis>) -> LayoutRelation {
    LayoutRelation(lhs.reference, .equal, rhs.anchor.reference, multiplier: rhs.multiplier, constant: rhs.constant)
}

public func <= <Axis>(lhs: LayoutAnchor<Axis>, rhs: AnchorExpression<Axis>) -> LayoutRelation {
    LayoutRelation(
        lhs.reference, .lessThanOrEqual, rhs.anchor.reference,
        multiplier: rhs.multiplier, constant: rhs.constant)
}

public func >= <Axis>(lhs: LayoutAnchor<Axis>, rhs: AnchorExpression<Axis>) -> LayoutRelation {
    LayoutRelation(
        lhs.reference, .greaterThanOrEqual, rhs.anchor.reference,
        multiplier: rhs.multiplier, constant: rhs.constant)
}

// MARK: Sizes against constants

public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutRelation {
    LayoutRelation(lhs.reference, .equal, nil, multiplier: 1, constant: rhs)
}

public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutRelation {
    LayoutRelation(lhs.reference, .lessThanOrEqual, nil, multiplier: 1, constant: rhs)
}

public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutRelation {
    LayoutRelation(lhs.reference, .greaterThanOrEqual, nil, multiplier: 1, constant: rhs)
}
