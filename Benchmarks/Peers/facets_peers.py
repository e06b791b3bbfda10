"""The matplotlib and seaborn peers for small multiples and box plots: read the CSV with pandas,
draw, save a PNG of W x H pixels. Usage:
facets_peers.py matplotlib|seaborn facets|box IN.csv OUT.png W H

facets: a line a panel of `y` over `x`, a panel a value of `panel`, four panels a row
(matplotlib: `plt.subplots(3, 4, sharex=True, sharey=True)` and `Axes.plot`; seaborn:
`relplot(kind="line", col="panel", col_wrap=4, estimator=None, sort=False)`, every point drawn).
box: a Tukey box a value of `group` of the `value` column (matplotlib: `Axes.boxplot`, 1.5 IQR
whiskers; seaborn: `boxplot(x="group", y="value")`)."""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

tool, mode, source, target, width, height = sys.argv[1:7]
inches = (int(width) / 100, int(height) / 100)
frame = pd.read_csv(source)
if tool == "matplotlib" and mode == "facets":
    panels = list(dict.fromkeys(frame["panel"]))
    rows = (len(panels) + 3) // 4
    figure, axes = plt.subplots(rows, 4, sharex=True, sharey=True, figsize=inches, dpi=100)
    for axis, (name, part) in zip(axes.flat, frame.groupby("panel", sort=False)):
        axis.plot(part["x"].to_numpy(), part["y"].to_numpy(), linewidth=1)
        axis.set_title(f"panel = {name}")
    figure.savefig(target)
elif tool == "matplotlib" and mode == "box":
    groups = [(name, part["value"].to_numpy()) for name, part in frame.groupby("group", sort=False)]
    figure = plt.figure(figsize=inches, dpi=100)
    axis = figure.add_subplot()
    axis.boxplot([values for _, values in groups], tick_labels=[name for name, _ in groups])
    figure.savefig(target)
elif tool == "seaborn" and mode == "facets":
    import seaborn as sns

    grid = sns.relplot(data=frame, x="x", y="y", kind="line", col="panel", col_wrap=4, estimator=None,
                       sort=False, height=inches[1] / 3, aspect=(inches[0] / 4) / (inches[1] / 3))
    grid.savefig(target, dpi=100)
elif tool == "seaborn" and mode == "box":
    import seaborn as sns

    figure = plt.figure(figsize=inches, dpi=100)
    sns.boxplot(data=frame, x="group", y="value", ax=figure.add_subplot())
    figure.savefig(target)
else:
    sys.exit(f"unknown tool or mode: {tool} {mode}")
