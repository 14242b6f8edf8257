#!/bin/sh
# One slice of a balance run, for any batch runner: the slice's index comes from the runner's own
# variable (Kubernetes Indexed Job: JOB_COMPLETION_INDEX; Slurm array: SLURM_ARRAY_TASK_ID; a CI matrix
# or GNU parallel: SLICE_INDEX), SLICES and GAMES say how the run is cut, and the rest of the arguments
# are npm run balance's options (without --games, --range, --out). Writes OUTDIR/slice-INDEX.json.
#   SLICES=8 GAMES=2000 OUTDIR=out JOB_COMPLETION_INDEX=3 scripts/balance-slice.sh --circuit kaldheira --seed 7
set -eu
INDEX=${JOB_COMPLETION_INDEX:-${SLURM_ARRAY_TASK_ID:-${SLICE_INDEX:?set JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or SLICE_INDEX}}}
: "${SLICES:?set SLICES (how many slices)}" "${GAMES:?set GAMES (games of the whole run)}"
OUTDIR=${OUTDIR:-.}
PER=$(( (GAMES + SLICES - 1) / SLICES ))
FIRST=$(( INDEX * PER ))
LAST=$(( FIRST + PER - 1 ))
if [ "$LAST" -ge "$GAMES" ]; then LAST=$(( GAMES - 1 )); fi
if [ "$FIRST" -gt "$LAST" ]; then echo "balance-slice: slice $INDEX of $SLICES is empty" >&2; exit 0; fi
mkdir -p "$OUTDIR"
cd "$(dirname "$0")/.."
exec node --import tsx src/cli/balance.ts "$@" --games "$GAMES" --range "$FIRST..$LAST" --out "$OUTDIR/slice-$INDEX.json"
