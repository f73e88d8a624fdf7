import LayoutModel

/// A built-in layout around exactly one child (`node.children[0]`): the layout modifiers of
/// `Rules/` (offset, position, aspect ratio, alignment guide). A divider looks for its stack's
/// axis through them, and an alignment guide is read through an offset.
class ModifierLayoutBox: AnyLayoutBox {}
