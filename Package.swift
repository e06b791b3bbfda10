// swift-tools-version:6.1
import PackageDescription

// The library (PlotCore, Input, PlotRender, FileOutput, DeclarativeCharts: the `PlotKit` product)
// needs no other package. Everything else is behind a trait, so a package that depends on PlotKit
// with `traits: []` resolves nothing more (docs/LIBRARY.md):
//   Database  the `Database` product: GRDB and postgres-nio.
//   CLI       `plot`, the services and the demo server: NIO, NIOSSL, Hummingbird, ArgumentParser...
// Both are on by default, so `swift build` and `swift test` here build everything.
let cli: Set<String> = ["CLI"]
let database: Set<String> = ["Database"]

/// A product of another package, used only when one of `traits` is on.
func product(_ name: String, _ package: String, when traits: Set<String>) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: traits))
}

let nio: [Target.Dependency] = [
    product("NIOCore", "swift-nio", when: cli),
    product("NIOConcurrencyHelpers", "swift-nio", when: cli),
    product("NIOSSL", "swift-nio-ssl", when: cli),
    product("X509", "swift-certificates", when: cli),
    product("SwiftASN1", "swift-asn1", when: cli),
    product("Crypto", "swift-crypto", when: cli),
]

let package = Package(
    name: "PlotKit",
    products: [
        // One import for library users: PlotCore, Input, PlotRender and FileOutput.
        .library(name: "PlotKit", targets: ["PlotKit"]),
        .library(name: "PlotCore", targets: ["PlotCore"]),
        .library(name: "Input", targets: ["Input"]),
        .library(name: "PlotRender", targets: ["PlotRender"]),
        .library(name: "FileOutput", targets: ["FileOutput"]),
        // Charts of a query's rows where they are (DatabaseChart, a SeriesSource): SQLite, PostgreSQL.
        .library(name: "Database", targets: ["Database"]),
        // Transport, DemoServer, Storage and the service modules serve the CLI: not products.
        .executable(name: "plot", targets: ["plot"]),
    ],
    traits: [
        .trait(name: "Database", description: "The Database product: charts of SQLite and PostgreSQL queries."),
        .trait(
            name: "CLI", description: "The plot command, the services and the demo server.",
            enabledTraits: ["Database"]),
        .default(enabledTraits: ["CLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // Hummingbird's own lifecycle: `plot serve` ends its event streams when it is told to stop.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // `swift package generate-documentation --target PlotCore` (DocC); not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: data, scales, ticks, curves, viewport, chart and table layout -> Scene.
        // No C and no network, so its tests build in seconds.
        .target(name: "PlotCore"),

        // Reading points from bytes: the CSV and JSON readers, the decimal parser, mapped files.
        // Knows no service: a feature that wraps points in its own JSON supplies the envelope.
        .target(name: "Input", dependencies: ["PlotCore"]),

        // System libraries found through pkg-config.
        // Cairo and Pango. Not through pkg-config's pangocairo: its private requirements reach
        // glib's gmodule, whose -pthread SwiftPM refuses with a warning in every build of every
        // package that depends on PlotKit. Cairo's and HarfBuzz's pkg-config give the include
        // folders (cairo, glib, harfbuzz, freetype) and Pango's own folder is the `pango` link in
        // CCairo/include (to /usr/include/pango-1.0/pango, where Debian's libpango1.0-dev has it).
        .systemLibrary(
            name: "CCairoPkgConfig", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CHarfBuzzPkgConfig", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "CCairo", dependencies: ["CCairoPkgConfig", "CHarfBuzzPkgConfig"],
            linkerSettings: [
                .linkedLibrary("pangocairo-1.0"), .linkedLibrary("pango-1.0"), .linkedLibrary("gobject-2.0"),
                .linkedLibrary("glib-2.0"),
            ]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libpng reports errors with longjmp, which Swift cannot catch: a small C shim does.
        .target(name: "CPNGWriter", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CPNGReader", dependencies: ["CPNG"]),
        // JPEG through libjpeg-turbo's TurboJPEG API (2.x).
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // Scene -> PNG / PDF / SVG through Cairo and Pango, and the one output path: a scene's
        // pages written to files together or not at all.
        .target(
            name: "PlotRender",
            dependencies: ["PlotCore", "FileOutput", "CCairo", "CPNGWriter", "CPNGReader", "CTurboJPEG"]),

        // Files written whole or not at all (temporary file, fsync, rename): for pictures,
        // tokens and anything else a command writes. Below everything, depends on nothing.
        .target(name: "FileOutput"),

        // The umbrella: `import PlotKit` re-exports what a program needs to draw and write a chart.
        .target(name: "PlotKit", dependencies: ["PlotCore", "Input", "PlotRender", "FileOutput", "DeclarativeCharts"]),
        // Swift Charts' declarative API (Chart, LineMark, .value(...)) drawn by PlotCore's engine.
        .target(name: "DeclarativeCharts", dependencies: ["PlotCore", "PlotRender"]),

        // HTTP over NIO with TLS trust the user controls (CA files, SPKI pins); never unverified.
        .target(
            name: "Transport",
            dependencies: nio + [
                product("NIOPosix", "swift-nio", when: cli),
                product("NIOHTTP1", "swift-nio", when: cli),
                product("NIOTLS", "swift-nio", when: cli),
            ]),

        // Local emulation of the upstream services over real TLS (Hummingbird).
        .target(
            name: "DemoServer",
            dependencies: nio + [
                "PlotCore", "PlotRender",
                product("Hummingbird", "hummingbird", when: cli),
                product("HummingbirdTLS", "hummingbird", when: cli),
                product("Logging", "swift-log", when: cli),
                product("ZIPFoundation", "ZIPFoundation", when: cli),
            ]),

        // The points service: client, and the page of the table and the chart.
        .target(name: "Points", dependencies: ["PlotCore", "Input", "Transport"]),

        // Files PlotKit keeps between runs (tokens, caches): private, written whole or not at all;
        // caches under $XDG_CACHE_HOME/plotkit in SQLite (GRDB).
        .target(
            name: "Storage",
            dependencies: [
                "FileOutput", product("GRDB", "GRDB.swift", when: cli),
                product("Crypto", "swift-crypto", when: cli),
            ]),

        // Charts from a database (SQLite through GRDB, PostgreSQL through postgres-nio): the user's
        // query wrapped so the database computes the extent and M4's columns.
        .target(
            name: "Database",
            dependencies: [
                "PlotCore", product("GRDB", "GRDB.swift", when: database),
                product("PostgresNIO", "postgres-nio", when: database),
                product("NIOCore", "swift-nio", when: database),
                product("NIOPosix", "swift-nio", when: database),
                product("Logging", "swift-log", when: database),
            ]),

        // The payments service: lenient wire models, client, and the page of the payments table.
        .target(name: "Payments", dependencies: ["PlotCore", "Input", "Transport"]),

        // The St Petersburg hot-water schedule: zipped payload, Russian formatting, offline cache.
        .target(
            name: "HotWater",
            dependencies: [
                "PlotCore", "Input", "Transport", "Storage",
                product("GRDB", "GRDB.swift", when: cli),
                product("ZIPFoundation", "ZIPFoundation", when: cli),
            ],
            resources: [.embedInCode("Resources/ru.json"), .embedInCode("Resources/en.json")]),

        // The VK gallery: lenient models, client, OAuth redirect, image downloads through a
        // disk cache, and the photo grid, video list and single-picture pages.
        .target(name: "Gallery", dependencies: ["PlotCore", "Input", "Transport", "Storage"]),
        // CheckScan receipts: cookie sessions, lenient wire models, the paged feed and its cache,
        // search, places, QR checks, and the feed's card pages.
        .target(
            name: "Receipts",
            dependencies: ["PlotCore", "Input", "Transport", "Storage", product("GRDB", "GRDB.swift", when: cli)]),

        // `plot serve`: a chart's views drawn by the engine for a page in the browser (Hummingbird).
        .target(
            name: "ChartServer",
            dependencies: [
                "PlotCore", "PlotRender", "Input", "Database",
                product("Hummingbird", "hummingbird", when: cli),
                product("ServiceLifecycle", "swift-service-lifecycle", when: cli),
                product("Logging", "swift-log", when: cli),
            ],
            resources: [
                .embedInCode("Resources/page.html"), .embedInCode("Resources/plot.js"),
                .embedInCode("Resources/plot.css"),
            ]),

        // The commit `plot --version` names: a weak symbol scripts/package defines at link time.
        .target(name: "CPlotBuildStamp"),

        .executableTarget(
            name: "plot",
            dependencies: [
                "PlotCore", "Input", "PlotRender", "FileOutput", "Transport", "DemoServer", "Points", "Payments",
                "HotWater", "Gallery", "Receipts",
                "Storage", "Database", "ChartServer", "CPlotBuildStamp",
                product("ArgumentParser", "swift-argument-parser", when: cli),
                // Chart files (`plot --spec chart.yaml`) in YAML.
                product("Yams", "Yams", when: cli),
            ]),

        // Micro-benchmarks of the hot pieces, beside their peers (run by Benchmarks/run).
        .executableTarget(
            name: "plotkit-micro", dependencies: ["PlotCore", "Input", "PlotRender", "CCairo", "CPNGWriter"],
            path: "Benchmarks/Micro"),
        // Swift Charts' API timed in-process, beside the CLI and matplotlib (Benchmarks/charts.sh).
        .executableTarget(name: "plotkit-charts", dependencies: ["PlotKit"], path: "Benchmarks/Charts"),

        // A small program using the library API, as another package would.
        .executableTarget(
            name: "example-chart", dependencies: ["PlotKit"],
            path: "Examples/chart-from-code"),
        // Swift Charts' API on Linux (`Chart { LineMark(...) }`), as Apple's documentation writes it.
        .executableTarget(
            name: "example-swift-charts", dependencies: ["PlotKit"],
            path: "Examples/swift-charts"),
        // A file far bigger than memory charted through the library (`CSVSeriesSource`).
        .executableTarget(
            name: "example-big-file", dependencies: ["PlotKit"],
            path: "Examples/big-file"),
        // Several declared charts as the pages of one PDF report.
        .executableTarget(
            name: "example-chart-report", dependencies: ["PlotKit"],
            path: "Examples/chart-report"),
        // A Hummingbird route answering a chart as a PNG (Hummingbird comes with the CLI trait).
        .executableTarget(
            name: "example-chart-server",
            dependencies: ["PlotKit", product("Hummingbird", "hummingbird", when: cli)],
            path: "Examples/chart-server"),
        // One chart file for an Apple app (`import Charts`) and Linux (`import PlotKit`).
        .executableTarget(
            name: "example-shared-chart", dependencies: ["PlotKit"],
            path: "Examples/shared-chart"),

        // Golden-image comparison and pinned fonts, shared by the test targets that draw.
        .target(name: "GoldenTesting", dependencies: ["PlotRender"], path: "Tests/GoldenTesting"),

        // The scene recorder: what a scene draws, walked as a renderer would, for every test target.
        .target(name: "SceneTesting", dependencies: ["PlotCore"], path: "Tests/SceneTesting"),

        // The PostgreSQL server of the tests (scripts/postgres), for the library's tests and the CLI's.
        .target(name: "PostgresTesting", path: "Tests/PostgresTesting"),

        // A folder a test for bad paths, and the errors written with it as "DIR/".
        .target(name: "FolderTesting", path: "Tests/FolderTesting"),

        .testTarget(name: "PlotCoreTests", dependencies: ["PlotCore", "SceneTesting"]),
        // Fixtures: small files shaped like the ones users chart (weather, hourly temperatures, cars, stocks).
        .testTarget(
            name: "DeclarativeChartsTests",
            dependencies: [
                "DeclarativeCharts", "PlotCore", "PlotRender", "GoldenTesting", "SceneTesting", "PlotKit",
                "FolderTesting",
            ]),
        .testTarget(
            name: "InputTests", dependencies: ["Input", "PlotCore", "FolderTesting"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "PlotRenderTests",
            dependencies: [
                "PlotCore", "PlotRender", "Input", "GoldenTesting", "SceneTesting", "CTurboJPEG", "CPNGWriter",
            ]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput", "FolderTesting"]),
        .testTarget(name: "TransportTests", dependencies: ["Transport", "DemoServer"]),
        .testTarget(
            name: "PointsTests",
            dependencies: [
                "Points", "Input", "PlotCore", "PlotRender", "Transport", "DemoServer", "GoldenTesting",
                "SceneTesting",
            ]),
        .testTarget(
            name: "PaymentsTests",
            dependencies: [
                "Payments", "Input", "Storage", "PlotCore", "PlotRender", "Transport", "DemoServer", "GoldenTesting",
                "SceneTesting",
            ]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "Input", "Storage", "PlotCore", "PlotRender", "Transport", "DemoServer", "GoldenTesting",
                "SceneTesting",
            ]),
        // PostgreSQL for real (scripts/postgres starts it); SQLite files made by the tests.
        .testTarget(
            name: "DatabaseTests",
            dependencies: [
                "Database", "PlotCore", "PlotRender", "Input", "PostgresTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", .product(name: "GRDB", package: "GRDB.swift")]),
        // Benchmarks/hot-water.sh: decode, parse and render the full hot-water payload.
        .executableTarget(
            name: "hot-water-benchmark",
            dependencies: ["HotWater", "DemoServer", "Transport", "PlotCore", "PlotRender"],
            path: "Benchmarks/HotWater"),

        // Test helper: starts a big cache write and waits to be killed mid-transaction.
        .executableTarget(name: "schedule-cache-writer", dependencies: ["HotWater"], path: "Tests/ScheduleCacheWriter"),
        .testTarget(
            name: "HotWaterTests",
            dependencies: [
                "HotWater", "Storage", "PlotCore", "PlotRender", "Transport", "DemoServer", "GoldenTesting",
                "SceneTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // Test helper: stores a big page of receipts and waits to be killed mid-transaction.
        .executableTarget(name: "receipts-cache-writer", dependencies: ["Receipts"], path: "Tests/ReceiptsCacheWriter"),
        .testTarget(
            name: "ReceiptsTests",
            dependencies: [
                "Receipts", "Input", "Storage", "PlotCore", "PlotRender", "Transport", "DemoServer", "GoldenTesting",
                "SceneTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The CLI as a user runs it; the fault matrix brings its own misbehaving TLS server (NIO),
        // the concurrent runs check the shared cache with GRDB; the flag table is read from `plot` itself.
        .testTarget(
            name: "PlotCLITests",
            dependencies: [
                "plot", "PlotCore", "PlotRender", "DemoServer", "Transport", "PostgresTesting", "ChartServer",
                "SceneTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
    ]
)
