// `import PlotKit`: everything a program needs to draw a chart and write it, in one import.
// PlotCore lays the page out (series, scales, curves, chart and table layout -> Scene),
// PlotRender draws a Scene to PNG, PDF or SVG through Cairo and Pango, and FileOutput writes
// the file whole or not at all.
@_exported import FileOutput
@_exported import PlotCore
@_exported import PlotRender

// TODO: re-export Input (the CSV and JSON readers) once that module exists on this branch.
