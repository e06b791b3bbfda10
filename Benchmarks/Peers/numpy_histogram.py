"""numpy's histogram with bins="auto" on the float64 values in a raw file: the peer of
PlotCore's Histogram in plotkit-micro. Prints the median wall time of 7 runs in ms, the bin
count and the total count."""
import sys
import time

import numpy as np

values = np.fromfile(sys.argv[1], dtype=np.float64)
times = []
for _ in range(7):
    start = time.perf_counter()
    counts, edges = np.histogram(values, bins="auto")
    times.append((time.perf_counter() - start) * 1000)
print(f"{sorted(times)[3]:.3f} {len(counts)} {int(counts.sum())}")
