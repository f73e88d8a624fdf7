import Foundation

// Process plumbing only; the command itself is `LayoutSolveCommand`.
let outcome = LayoutSolveCommand.execute(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readInput: LayoutSolveCommand.readFileOrStandardInput)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
