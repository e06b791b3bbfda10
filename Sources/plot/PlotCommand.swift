import ArgumentParser

/// `plot`: the root. It has no options of its own, so no subcommand's options collide with
/// it; a line that names no subcommand is the chart's (`plot --count 50 -o graph.png`).
struct PlotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract:
            "Draw charts of points and tables, the payments table, the hot-water schedule, receipts, contact sheets of images and a VK gallery to PNG, PDF or SVG.",
        discussion: """
            Without a subcommand, plot draws a chart: plot --count 50 --smooth -o graph.png, or \
            plot --input points.csv -o chart.pdf. See plot chart --help for its options.
            """,
        version: PlotVersion.shown,
        subcommands: [
            ChartCommand.self, DemoServerCommand.self, PaymentsCommand.self, HotWaterCommand.self, GridCommand.self,
            GalleryCommand.self, ReceiptsCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: ChartCommand.self)
}
