/// The identity of one `AnchorLayout`, shared by its items, anchors and relations.
///
/// Items and anchors name their layout through this token rather than the layout itself:
/// the layout holds its items, so a reference back would be a cycle.
final class AnchorLayoutIdentity: Sendable {}
