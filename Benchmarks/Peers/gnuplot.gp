# The gnuplot peer: pngcairo, the line through the points in file order (as gnuplot draws).
# Usage: gnuplot -e "input='IN.csv'; output='OUT.png'; width=1600; height=1200" gnuplot.gp
set terminal pngcairo size width,height
set output output
set datafile separator ","
unset key
plot input every ::1 using 1:2 with lines linewidth 2
