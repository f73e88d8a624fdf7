import LayoutModel
// Placeholder until the engine lands.
enum PreferenceLayoutPlaceholder {}
