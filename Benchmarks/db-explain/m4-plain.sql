PREPARE m4(double precision, double precision, double precision, double precision, double precision) AS
WITH q AS (SELECT t, y FROM plotkit_bench_10000000), p AS NOT MATERIALIZED (SELECT date_part('epoch', t) AS x, CAST(y AS double precision) AS y0, generate_series(1, 1) FROM q),
c AS NOT MATERIALIZED (SELECT CASE WHEN x < $1 THEN -1 WHEN x > $2 THEN $3 ELSE LEAST($3 - 1, trunc($4 + (x - $1) * $5)) END AS col, x, y0 FROM p WHERE x IS NOT NULL)
SELECT col, count(*), min(x) FILTER (WHERE y0 IS NOT NULL), max(x) FILTER (WHERE y0 IS NOT NULL), min(y0), max(y0), min(x) FILTER (WHERE y0 IS NULL) FROM c GROUP BY col ORDER BY col;
EXPLAIN (ANALYZE) EXECUTE m4(1577836801, 1587836800, 1400, 0.5, 0.00014);
