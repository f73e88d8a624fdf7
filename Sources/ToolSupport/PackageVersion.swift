/// The package's version, as every tool prints it for `--version` (docs/ARCHITECTURE.md,
/// "The tools' conventions"). Written here once; CHANGELOG.md names the same version.
package enum PackageVersion {
    /// The version in semantic-versioning form.
    package static let current = "0.1.0"

    /// The line a tool prints for `--version`: `layout-solve 0.1.0`.
    ///
    /// - Parameter tool: The tool's name.
    /// - Returns: The line, ending with a newline.
    package static func line(for tool: String) -> String {
        "\(tool) \(current)\n"
    }
}
