#!/bin/bash
# scripts/profile/callgrind.sh <tag> <mode> : the steady cost of a pass of steady.ts, by function.
# Needs valgrind and python3. Bundles steady.ts with esbuild, then runs it under callgrind twice in
# parallel (1 and 3 passes) with V8 single-threaded (deterministic counts) and --perf-basic-prof (a map
# of JIT code addresses to JS functions). attribute.py turns each run into a table by function;
# `attribute.py diff <tag>-1.tsv <tag>-3.tsv` is then the cost of two steady passes.
set -e
TAG=$1; MODE=$2; OUT=${OUT:-/tmp/titan-profile}; mkdir -p $OUT
HERE=$(cd "$(dirname "$0")" && pwd)
npx esbuild "$HERE/steady.ts" --bundle --platform=node --format=esm --outfile=$OUT/$TAG.mjs --log-level=error
for R in 1 3; do
  ( valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file=$OUT/$TAG-$R.out \
      node --single-threaded --perf-basic-prof $OUT/$TAG.mjs $MODE $R > $OUT/$TAG-$R.log 2>&1
    pid=$(grep -o "pid: [0-9]*" $OUT/$TAG-$R.out | head -1 | awk '{print $2}')
    python3 "$HERE/attribute.py" table $OUT/$TAG-$R.out /tmp/perf-$pid.map > $OUT/$TAG-$R.tsv
    rm -f $OUT/$TAG-$R.out /tmp/perf-$pid.map ) &
done
wait
python3 "$HERE/attribute.py" diff $OUT/$TAG-1.tsv $OUT/$TAG-3.tsv 40
