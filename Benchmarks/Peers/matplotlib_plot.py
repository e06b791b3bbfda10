"""The matplotlib peer: read the CSV, sort by x, draw a 1600x1200 line with Agg and its
default path simplification, save the PNG. Usage: matplotlib_plot.py IN.csv OUT.png W H"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

source, target, width, height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
data = np.loadtxt(source, delimiter=",", skiprows=1)
order = np.argsort(data[:, 0], kind="stable")
figure = plt.figure(figsize=(width / 100, height / 100), dpi=100)
axes = figure.add_subplot()
axes.plot(data[order, 0], data[order, 1], linewidth=2)
figure.savefig(target)
