"""The pandas + matplotlib peer for charts from a database: `pandas.read_sql` through
SQLAlchemy (psycopg2), then the named columns as lines over x, saved as a PNG. Prints the rows
it fetched. Usage: pandas_sql.py URL SQL OUT.png W H X Y[,Y...]"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import sqlalchemy  # noqa: E402

url, query, target, width, height, x, ys = sys.argv[1:8]
engine = sqlalchemy.create_engine(url.replace("postgres://", "postgresql+psycopg2://", 1))
with engine.connect() as connection:
    frame = pd.read_sql(sqlalchemy.text(query), connection)
figure = plt.figure(figsize=(int(width) / 100, int(height) / 100), dpi=100)
axes = figure.add_subplot()
for y in ys.split(","):
    axes.plot(frame[x], frame[y], linewidth=2, label=y)
axes.legend()
figure.savefig(target)
print(f"{len(frame)} rows fetched", file=sys.stderr)
