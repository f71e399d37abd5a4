#!/usr/bin/env bash
# Plays every match-up the bots issue sets a target for, 2,000 games each, and prints the tables.
# Then the league rows: every level against the 16 held-out league members, heads-up and at three
# and six seats (README "Against the held-out league"), the same within each personality
# (README "Personalities that cost less"), and the false-bid rate of each personality.
# 1 Expert + 5 Hard / + 5 Normal are the targets the league tuning must not break.
# With a third argument N > 1, the three- and six-seat league rows are played again on seeds 1 to
# N and pooled (benchmarks/league_pooled.py; README "At three and six seats over sixteen held-out
# seeds": about four minutes a seed).
# Usage: benchmarks/arena_targets.sh [games] [league games per level and size] [league seeds]
#   (about 25 minutes on two cores; the league takes an hour or two more, the personalities'
#   league rows about as long again (at three and six seats Expert plays a stranger with
#   Normal's estimates, so its games there cost about as much as Hard's), the solved rounds
#   half an hour)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
GAMES=${1:-2000}
LEAGUE_GAMES=${2:-1000}
LEAGUE_SEEDS=${3:-1}
for seats in easy,normal normal,hard \
             easy,random easy,always-dudo easy,min-raise \
             normal,random normal,always-dudo normal,min-raise normal,threshold \
             hard,random hard,always-dudo hard,min-raise hard,threshold \
             hard,normal,normal,normal,normal,normal \
             expert,hard expert,normal expert,easy expert,min-raise expert,always-dudo expert,threshold \
             expert,hard,hard,hard,hard,hard expert,normal,normal,normal,normal,normal; do
  "$PY" -m perudo_qt.arena --seats "$seats" --games "$GAMES" --seed 1 --jobs 2 | sed -n '1d;p'
  echo
done
"$PY" -m perudo_qt.arena --league 16 --games "$LEAGUE_GAMES" --seed 1 --jobs 2 | sed -n '1d;p'
if [ "$LEAGUE_SEEDS" -gt 1 ]; then
  runs=$(mktemp -d)
  for seed in $(seq 1 "$LEAGUE_SEEDS"); do
    "$PY" -m perudo_qt.arena --league 16 --games "$LEAGUE_GAMES" --seed "$seed" --sizes 3,6 \
        --jobs 2 --json "$runs/league-$seed.json" > /dev/null
  done
  "$PY" benchmarks/league_pooled.py "$runs"/league-*.json
  rm -r "$runs"
fi
for style in pirate gambler balanced skeptic accountant; do
  "$PY" -m perudo_qt.arena --league 16 --games "$LEAGUE_GAMES" --seed 1 --jobs 2 \
      --levels "easy:$style,normal:$style,hard:$style,expert:$style" | sed -n '1d;p'
done
for level in hard expert; do
  "$PY" -m perudo_qt.arena --seats "$level:pirate,$level:accountant,$level:skeptic,$level:gambler,$level:balanced" \
      --games "$((GAMES / 4))" --seed 1 --jobs 2 | sed -n '1d;p'
  echo
done
# The solved rounds against the held-out members, exactly: Expert's table, each way it can play
# a seat against a stranger and the one it plays there, and Hard (half an hour).
"$PY" benchmarks/solved_against_league.py --levels hard
"$PY" benchmarks/solved_against_league.py --levels hard --splits 2v1,1v2
