"""The pandas + matplotlib peer for tables: read the CSV with its timestamps parsed, draw the
named columns as lines over the time column, save a PNG. Usage:
pandas_plot.py IN.csv OUT.png W H X Y[,Y...]"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

source, target, width, height, x, ys = sys.argv[1:7]
frame = pd.read_csv(source, parse_dates=[x])
figure = plt.figure(figsize=(int(width) / 100, int(height) / 100), dpi=100)
axes = figure.add_subplot()
for y in ys.split(","):
    axes.plot(frame[x], frame[y], linewidth=2, label=y)
axes.legend()
figure.savefig(target)
