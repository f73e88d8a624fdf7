/// The caps a scenario file is held to, for the whole file (docs/ARCHITECTURE.md, "Scenario
/// files"). A file past one is refused as it is read, with the JSON path of what passes it,
/// before any repeat is expanded or anything laid out.
///
/// A small file can stand for a huge tree: repeats multiply where they nest, and a long text
/// repeated costs its length every time. The caps are set so that a file at all of them
/// lays out in seconds on a small machine (a release build through both engines), not in
/// minutes or out of memory; the largest catalog scenario (`conversation-10000`: 115 002
/// views and modifiers, 2 proposals) is within each of them.
package enum ScenarioLimits {
    /// The largest file read, in bytes: reading and parsing it takes well under a second.
    package static let maximumFileBytes = 16 << 20
    /// The most copies one repeat stands for, with the repeats around it multiplied in.
    package static let maximumRepeatProduct = 100_000
    /// The most views and modifiers (each modifier counts as a view, as SwiftUI's modified
    /// content is one) in all the trees of a file, once repeats are expanded.
    package static let maximumViews = 200_000
    /// The deepest chain of views and modifiers: half the engines' depth limit when they
    /// are driven by the cross-check (10 000), so wrappers the engines add still fit.
    package static let maximumDepth = 5_000
    /// The most bytes of text (texts, buttons and text fields, in UTF-8) in all the trees of
    /// a file, once repeats are expanded.
    package static let maximumTextBytes = 10 << 20
    /// The most layouts a file asks for: proposals and text changes of all its scenarios.
    package static let maximumLayouts = 1_000
    /// The most view layouts: each scenario's views and modifiers times its proposals and
    /// text changes, summed over the file; what the engines' time grows with.
    package static let maximumViewLayouts = 250_000
}
