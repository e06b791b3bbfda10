// `import PlotKit`: everything a program needs to read points, draw a chart and write it, in
// one import. Input reads CSV and JSON files into a PointSeries, PlotCore lays the page out
// (series, scales, curves, chart and table layout -> Scene), PlotRender draws a Scene to PNG,
// PDF or SVG through Cairo and Pango, and FileOutput writes a file whole or not at all.
// DeclarativeCharts is Swift Charts' API (Chart { LineMark(...) }) drawn by the same engine.
@_exported import DeclarativeCharts
@_exported import FileOutput
@_exported import Input
@_exported import PlotCore
@_exported import PlotRender
