// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlotKit",
    products: [
        .library(name: "PlotCore", targets: ["PlotCore"]),
        .library(name: "PlotRender", targets: ["PlotRender"]),
        .executable(name: "plot", targets: ["plot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Pure Swift: data, scales, ticks, curves, viewport, layout -> Scene. No C, no network.
        .target(name: "PlotCore"),

        // System libraries found through pkg-config.
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libpng reports errors with longjmp, which Swift cannot catch: a small C shim does.
        .target(name: "CPNGWriter", dependencies: ["CPNG"]),

        // Scene -> PNG / PDF / SVG through Cairo and Pango.
        .target(name: "PlotRender", dependencies: ["PlotCore", "CCairo", "CPNGWriter"]),

        .executableTarget(
            name: "plot",
            dependencies: [
                "PlotCore", "PlotRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // A small program using the library API, as another package would.
        .executableTarget(
            name: "example-chart", dependencies: ["PlotCore", "PlotRender"], path: "Examples/chart-from-code"),

        .testTarget(name: "PlotCoreTests", dependencies: ["PlotCore"]),
        .testTarget(name: "PlotRenderTests", dependencies: ["PlotCore", "PlotRender"]),
        .testTarget(name: "PlotCLITests", dependencies: ["PlotCore", "PlotRender"]),
    ]
)
