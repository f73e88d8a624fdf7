/// The constraint engine's place in the cross-check. `ConstraintLayout`'s view-tree engine is
/// not in this build yet: until it is, the constraint column is absent.
enum ConstraintEngineSupport {
    static var engines: [any ComparisonEngine] { [] }
}
