/// Where a panel stands in a facet grid (`FacetLayout`), and so what of the grid's shared axes
/// it writes, as matplotlib's `label_outer` does: the left axis's title and a shared left axis's
/// tick labels only in the first column, the bottom axis's title and a shared bottom axis's tick
/// labels only under a column's last panel. Labels a panel does not write take no room (the
/// line above the plot stays, so that a row's headings stand level): the grid sizes its rows
/// and columns so that the plots line up.
package struct FacetPanelPosition: Equatable, Sendable {
    /// Another panel stands left of this one in its row.
    package var hasPanelLeft: Bool
    /// Another panel stands below this one in its column.
    package var hasPanelBelow: Bool
    /// The data's axes over one domain in every panel: only their outer panels label them.
    package var sharedAxes: Set<ChartRule.Axis>
    /// The way every panel's bars run, decided once for the grid: a panel alone would decide
    /// by its own plot's width, which its labels' room makes differ from column to column.
    package var barDirection: BarDirection?
    /// What a label's length is measured against (a category label cut, turned): the grid's
    /// equal cell, whatever size the panel's own cell comes to.
    package var labelArea: Size?
    /// How every panel's category labels stand under its bars, decided once for the grid: the
    /// steepest turn a panel alone took (the bottom row's and the others' would differ, their
    /// rows and columns being of other sizes); nil when none turned.
    var labelTurn: TurnedLabels?

    package init(
        hasPanelLeft: Bool, hasPanelBelow: Bool, sharedAxes: Set<ChartRule.Axis>, barDirection: BarDirection? = nil,
        labelArea: Size? = nil
    ) {
        self.hasPanelLeft = hasPanelLeft
        self.hasPanelBelow = hasPanelBelow
        self.sharedAxes = sharedAxes
        self.barDirection = barDirection
        self.labelArea = labelArea
    }

    /// Whether the left axis's tick labels are left to the first column's panel: the data's
    /// x runs down the left axis when bars run across.
    func hidesLeftLabels(horizontal: Bool) -> Bool {
        hasPanelLeft && sharedAxes.contains(horizontal ? .x : .y)
    }

    /// Whether the bottom axis's tick labels are left to the column's last panel.
    func hidesBottomLabels(horizontal: Bool) -> Bool {
        hasPanelBelow && sharedAxes.contains(horizontal ? .y : .x)
    }
}
