import Foundation

// Top-level entry: parse, run, and turn every failure into one line on stderr.
let status = await PlotMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
