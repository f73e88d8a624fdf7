import Foundation

extension LayoutSolveCommand {
    /// An input that cannot be read.
    struct InputError: Error, Equatable {
        var message: String
    }

    /// Reads a file, or standard input for `-`.
    ///
    /// - Throws: `InputError` saying why the file cannot be read.
    static func readFileOrStandardInput(_ path: String) throws(InputError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(message: "cannot read file: no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(message: "cannot read file: is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw InputError(message: "cannot read file: permission denied")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(message: "cannot read file")
        }
        return Array(data)
    }
}
