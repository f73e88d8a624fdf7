// Placeholder until the vocabulary lands.
enum LayoutModelPlaceholder {}
