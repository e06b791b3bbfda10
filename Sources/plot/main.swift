import Foundation

// `plot --version` alone is answered here, before ArgumentParser reflects every command's
// options and before the concurrency runtime starts its threads; the same line PlotCommand's
// `version` prints (Benchmarks/startup-results.md has the time it saves).
if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
    print(PlotVersion.shown)
    exit(0)
}

// Top-level entry: parse, run, and turn every failure into one line on stderr.
// A closed pipe (plot -o - | head -c 8) is an error to report, not a signal that kills.
signal(SIGPIPE, SIG_IGN)
let status = await PlotMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
