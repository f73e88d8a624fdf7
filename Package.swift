// swift-tools-version: 6.0
//
// Constraint layout beside SwiftUI's preference system: a Cassowary solver, a
// SwiftUI-semantics layout engine, and tools that compare them. No dependencies.
import PackageDescription

let package = Package(
    name: "ConstraintLayoutKit",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "PreferenceLayout", targets: ["PreferenceLayout"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .executable(name: "layout-solve", targets: ["layout-solve"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
        .executable(name: "layout-compare", targets: ["layout-compare"]),
    ],
    targets: [
        // MARK: Libraries

        // The incremental constraint solver; knows nothing about views.
        .target(name: "Cassowary"),
        // Geometry, proposals, font metrics, text layout and the view vocabulary.
        .target(name: "LayoutModel"),
        // SwiftUI-semantics layout with preferences, state and environment.
        .target(name: "PreferenceLayout", dependencies: ["LayoutModel"]),
        // The same vocabulary compiled to Cassowary, and an Auto-Layout-style API. Never
        // imports PreferenceLayout: the cross-check between the engines needs them apart.
        .target(name: "ConstraintLayout", dependencies: ["LayoutModel", "Cassowary"]),

        // MARK: Tool support

        // What the three executables share: the version, exit statuses, diagnostics that
        // quote the line, echoed values cut and escaped, readable times. No product.
        .target(name: "ToolSupport"),

        // MARK: Comparisons

        // The scenario catalog, the JSON scenario format, the cross-check between the engines
        // and its reports (table, JSON, SVG). The only module that imports both engines.
        .target(
            name: "Comparisons",
            dependencies: ["LayoutModel", "PreferenceLayout", "ConstraintLayout", "ToolSupport"],
            path: "Comparisons",
            exclude: ["kiwi", "Scenarios", "plot_scaling.py"]
        ),

        // MARK: Executables

        .executableTarget(name: "layout-solve", dependencies: ["Cassowary", "ToolSupport"]),
        .executableTarget(name: "layout-compare", dependencies: ["Comparisons", "ToolSupport"]),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["Cassowary", "LayoutModel", "PreferenceLayout", "ConstraintLayout", "Comparisons",
                           "ToolSupport"]
        ),

        // MARK: Tests (one target per module)

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(
            name: "LayoutModelTests",
            dependencies: ["LayoutModel"],
            // The script that writes the browser fixtures (generated Swift beside it).
            exclude: ["Text/Fixtures/generate_chromium_fixtures.py"]
        ),
        .testTarget(
            name: "PreferenceLayoutTests",
            dependencies: ["PreferenceLayout", "LayoutModel"]
        ),
        .testTarget(
            name: "ConstraintLayoutTests",
            dependencies: ["ConstraintLayout", "LayoutModel", "Cassowary", "PreferenceLayout"]
        ),
        // The conventions, and each tool run as a process to check it keeps them.
        .testTarget(
            name: "ToolSupportTests",
            dependencies: ["ToolSupport", "layout-solve", "layout-compare", "layout-bench"]
        ),
        .testTarget(name: "LayoutSolveTests", dependencies: ["layout-solve", "Cassowary"]),
        .testTarget(
            name: "ComparisonsTests",
            dependencies: ["Comparisons", "LayoutModel", "PreferenceLayout", "ConstraintLayout", "ToolSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
