// swift-tools-version: 6.0
//
// Constraint layout beside SwiftUI's preference system: a Cassowary solver, a
// SwiftUI-semantics layout engine, and tools that compare them. No dependencies.
import PackageDescription

let package = Package(
    name: "ConstraintLayoutKit",
    // What the code needs on Apple platforms: `ContinuousClock` and `Duration`, and SwiftUI's
    // `Layout` protocol for the bridge (iOS 16, macOS 13 and their siblings). Linux needs none.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "PreferenceLayout", targets: ["PreferenceLayout"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        .library(name: "SwiftUIConstraints", targets: ["SwiftUIConstraints"]),
        .executable(name: "layout-solve", targets: ["layout-solve"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
        .executable(name: "layout-compare", targets: ["layout-compare"])
    ],
    targets: [
        // MARK: Libraries

        // The incremental constraint solver; knows nothing about views.
        .target(name: "Cassowary"),
        // The calling thread's stack bounds, read from the system (a GNU extension Swift's Glibc
        // module does not show), for the engines' depth limits.
        .target(name: "CStackBounds"),
        // Geometry, proposals, font metrics, text layout and the view vocabulary.
        .target(name: "LayoutModel", dependencies: ["CStackBounds"]),
        // SwiftUI-semantics layout with preferences, state and environment.
        .target(name: "PreferenceLayout", dependencies: ["LayoutModel", "ToolSupport"]),
        // The same vocabulary compiled to Cassowary, and an Auto-Layout-style API. Never
        // imports PreferenceLayout: the cross-check between the engines needs them apart.
        .target(name: "ConstraintLayout", dependencies: ["LayoutModel", "Cassowary"]),
        // Xcode's `PlaygroundPage`, so that a SwiftUI playground runs as written.
        .target(name: "PlaygroundSupport", dependencies: ["PreferenceLayout", "LayoutModel"]),
        // A SwiftUI `Layout` whose subviews are placed by relations: SwiftUI on Apple
        // platforms, PreferenceLayout (SwiftUI's API on Linux) elsewhere, from the same files.
        // Never imports LayoutModel, whose names would collide with SwiftUI's.
        .target(
            name: "SwiftUIConstraints",
            dependencies: ["Cassowary", .target(name: "PreferenceLayout", condition: .when(platforms: [.linux]))]
        ),

        // MARK: Tool support

        // What the three executables share: the version, exit statuses, diagnostics that
        // quote the line, echoed values cut and escaped, readable times. No product.
        .target(name: "ToolSupport"),

        // MARK: Support (no product: the package's tests and tools only)

        // A seeded SplitMix64. Depends on nothing, so the solver's tests take it too.
        .target(name: "SeededRandom", path: "Support/SeededRandom"),
        // What the tests, layout-bench and layout-compare share: the seed material's preference
        // plumbing and programs, random view trees and frame expectations. No engine depends
        // on it.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["LayoutModel", "PreferenceLayout", "SeededRandom"],
            path: "Support/LayoutTestSupport"
        ),

        // MARK: Comparisons

        // The scenario catalog, the JSON scenario format, the cross-check between the engines
        // and its reports (table, JSON, SVG). The only module that imports both engines.
        .target(
            name: "Comparisons",
            dependencies: [
                "LayoutModel", "PreferenceLayout", "ConstraintLayout", "ToolSupport", "SeededRandom",
                "LayoutTestSupport",
                "SwiftUIConstraints"
            ],
            path: "Comparisons",
            exclude: ["kiwi", "Scenarios", "plot_scaling.py", "reference_frames.py"]
        ),

        // MARK: Executables

        .executableTarget(name: "layout-solve", dependencies: ["Cassowary", "ToolSupport"]),
        .executableTarget(name: "layout-compare", dependencies: ["Comparisons", "ToolSupport"]),
        .executableTarget(
            name: "layout-bench",
            dependencies: [
                "Cassowary", "LayoutModel", "PreferenceLayout", "ConstraintLayout", "Comparisons", "ToolSupport",
                "LayoutTestSupport", "SwiftUIConstraints"
            ]
        ),

        // MARK: Examples

        // Small programs a user copies from (Examples/): the README's snippets, each verbatim,
        // and the login form, the chat bubble and a conversation written to HTML. Built by
        // `swift build`; ExamplesTests runs them and checks what they print.
        .executableTarget(
            name: "LoginFormViewTree", dependencies: ["ConstraintLayout", "LayoutModel"],
            path: "Examples/LoginFormViewTree"),
        .executableTarget(
            name: "LoginFormAnchors", dependencies: ["ConstraintLayout", "LayoutModel"],
            path: "Examples/LoginFormAnchors"),
        .executableTarget(
            name: "LoginFormPreferences", dependencies: ["PreferenceLayout", "LayoutModel"],
            path: "Examples/LoginFormPreferences"),
        .executableTarget(
            name: "ChatBubble", dependencies: ["ConstraintLayout", "PreferenceLayout"],
            path: "Examples/ChatBubble"),
        .executableTarget(
            name: "ConversationHTML", dependencies: ["ConstraintLayout", "LayoutModel"],
            path: "Examples/ConversationHTML"),
        .executableTarget(name: "SolverBasics", dependencies: ["Cassowary"], path: "Examples/SolverBasics"),
        .executableTarget(name: "SolverConflict", dependencies: ["Cassowary"], path: "Examples/SolverConflict"),
        .executableTarget(name: "TextMeasuring", dependencies: ["LayoutModel"], path: "Examples/TextMeasuring"),
        .executableTarget(
            name: "ConversationPlayground", dependencies: ["PreferenceLayout", "PlaygroundSupport"],
            path: "Examples/ConversationPlayground"),
        // Apple's "Composing custom layouts with SwiftUI" layouts, SwiftUI source with only the
        // import changed.
        .executableTarget(name: "CustomLayouts", dependencies: ["PreferenceLayout"], path: "Examples/CustomLayouts"),
        // The relation layout (SwiftUIConstraints): the login form and the login buttons.
        .executableTarget(
            name: "LoginFormRelations", dependencies: ["SwiftUIConstraints", "PreferenceLayout"],
            path: "Examples/LoginFormRelations"),
        .executableTarget(
            name: "LoginButtonsRelations", dependencies: ["SwiftUIConstraints", "PreferenceLayout"],
            path: "Examples/LoginButtonsRelations"),

        // MARK: Tests (one target per module)

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"]),
        .testTarget(
            name: "LayoutModelTests",
            dependencies: ["LayoutModel", "SeededRandom"],
            // The script that writes the browser fixtures (generated Swift beside it).
            exclude: ["Text/Fixtures/generate_chromium_fixtures.py"]
        ),
        .testTarget(
            name: "PreferenceLayoutTests",
            dependencies: ["PreferenceLayout", "LayoutModel", "LayoutTestSupport"]
        ),
        .testTarget(
            name: "ConstraintLayoutTests",
            dependencies: [
                "ConstraintLayout", "LayoutModel", "Cassowary", "PreferenceLayout", "LayoutTestSupport",
                "SeededRandom"
            ]
        ),
        // The conventions, and each tool run as a process to check it keeps them.
        .testTarget(
            name: "ToolSupportTests",
            dependencies: ["ToolSupport", "layout-solve", "layout-compare", "layout-bench"]
        ),
        // The examples run as processes, and the README's snippets matched to them.
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "PreferenceLayout", "LoginFormViewTree", "LoginFormAnchors", "LoginFormPreferences", "ChatBubble",
                "ConversationHTML", "SolverBasics", "SolverConflict", "TextMeasuring",
                "ConversationPlayground", "CustomLayouts", "LoginFormRelations", "LoginButtonsRelations"
            ]
        ),
        .testTarget(name: "LayoutSolveTests", dependencies: ["layout-solve", "Cassowary"]),
        // Runs on Linux, where the relation layout is a PreferenceLayout `Layout`.
        .testTarget(name: "SwiftUIConstraintsTests", dependencies: ["SwiftUIConstraints", "PreferenceLayout"]),
        .testTarget(
            name: "ComparisonsTests",
            dependencies: [
                "Comparisons", "LayoutModel", "PreferenceLayout", "ConstraintLayout", "ToolSupport", "SeededRandom",
                "LayoutTestSupport"
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
