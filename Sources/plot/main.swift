import Foundation

// Top-level entry: parse, run, and turn every failure into one line on stderr.
// A closed pipe (plot -o - | head -c 8) is an error to report, not a signal that kills.
signal(SIGPIPE, SIG_IGN)
let status = await PlotMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
