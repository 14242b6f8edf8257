#!/bin/bash
# scripts/profile/pair.sh <refA> <refB|.> [mode] [pairs] [chunk] : compare two engines paired (pair.ts).
# Each ref's src/ (git archive; '.' = the work tree as it is) is bundled with pair-games.ts by esbuild
# into $OUT, then both bundles run in one process, alternating chunks. Modes: public, inplace, moves,
# greedy (use a chunk of about 40 games for greedy).
set -e
A=$1; B=$2; MODE=${3:-public}; PAIRS=${4:-16}; CHUNK=${5:-300}
OUT=${OUT:-/tmp/titan-pair}; mkdir -p $OUT
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
bundle() { # ref → $OUT/<name>.mjs
  local ref=$1 name=$2 dir=$OUT/$2
  rm -rf $dir && mkdir -p $dir/scripts/profile
  if [ "$ref" = "." ]; then cp -r $ROOT/src $dir/; else git -C $ROOT archive $ref src | tar -x -C $dir; fi
  cp $ROOT/scripts/profile/pair-games.ts $dir/scripts/profile/
  (cd $ROOT && npx esbuild $dir/scripts/profile/pair-games.ts --bundle --platform=node --format=esm \
    --outfile=$OUT/$name.mjs --log-level=error)
}
bundle $A a
bundle $B b
WARM=$([ "$MODE" = greedy ] && echo 40 || echo 600)
(cd $ROOT && npx tsx scripts/profile/pair.ts $OUT/a.mjs $OUT/b.mjs $MODE $PAIRS $CHUNK $WARM)
