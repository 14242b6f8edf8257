// The suggest result as text (the CLI) and as the JSON the issue specifies.
import type { Circuit } from '../../engine/types';
import type { ObjectiveName } from './objective';
import type { SpaceEdit } from './edits';
import type { Fairness } from './fairness';
import type { Diagnosis, SuggestResult } from './search';
import { ENGLISH, renderFinding } from '../verdict-text';
import { deltaWords, leftFinding, valueDigits, valueFinding } from './words';

const UNIT: Record<ObjectiveName, string> = {
  unfairness: "points: how far the Titans' and turn positions' win rates are from fair, on average",
  titans: "points: how far the Titans' win rates are from fair, on average",
  turnPosition: "points: how far the turn positions' win rates are from fair, on average",
  length: 'rounds from the target length',
  leadChanges: '− lead changes per game',
};

/** The editor's JSON format: id, name, description (if any), spaces in board order (as applyEdits writes them). */
const editorCircuit = (c: Circuit): Circuit =>
  c.description
    ? { id: c.id, name: c.name, description: c.description, spaces: c.spaces }
    : { id: c.id, name: c.name, spaces: c.spaces };

const r2 = (x: number): number => Math.round(x * 100) / 100;

export interface SuggestJson {
  objective: ObjectiveName;
  target?: number;
  before: number;
  suggestions: {
    circuit: Circuit;
    edits: SpaceEdit[];
    after: number;
    delta: number;
    ci: [number, number];
    holds: boolean;
    /** Is the circuit still significantly unfair with this edit, on the fresh games (play-test s4)? */
    left: Fairness;
  }[];
  diagnosis: Diagnosis;
  searchGames: [number, number];
  freshGames: [number, number];
  failed: SuggestResult['failed'];
}

/** `{ objective, before, suggestions: [{ circuit, edits, after, delta, ci }] }` (issue 21 item 5), plus
 * whether each gain holds, the diagnosis, and which games were searched and which verified. */
export function suggestJson(r: SuggestResult): SuggestJson {
  const out: SuggestJson = {
    objective: r.objective,
    before: r2(r.before),
    suggestions: r.suggestions.map((s) => ({
      circuit: editorCircuit(s.circuit),
      edits: s.edits,
      after: r2(s.after),
      delta: r2(s.delta),
      ci: [r2(s.ci[0]), r2(s.ci[1])],
      holds: s.holds,
      left: s.left,
    })),
    diagnosis: {
      ...r.diagnosis,
      titans: r2(r.diagnosis.titans),
      turnPosition: r2(r.diagnosis.turnPosition),
      noise: r2(r.diagnosis.noise),
    },
    searchGames: r.searchGames,
    freshGames: r.freshGames,
    failed: r.failed,
  };
  if (r.target !== undefined) out.target = r.target;
  return out;
}

const editText = (e: SpaceEdit): string => `${e.space} ${e.from} → ${e.to}`;

/** What the diagnosis means, in a sentence (English; the lab words it from its catalogue). */
export function diagnosisText(d: Diagnosis): string {
  const where = `The Titans' win rates are on average ${ENGLISH.num(d.titans, 1)} points from fair and the turn positions' ${ENGLISH.num(d.turnPosition, 1)}; chance alone gives about ${ENGLISH.num(d.noise, 1)}.`;
  switch (d.code) {
    case 'improved':
      return where;
    case 'noise':
      return `No small edit helps: the circuit is already as fair as these games can tell. ${where}`;
    case 'turnOrder':
      return `No small edit helps: most of the imbalance comes from turn order (the turn positions), which no circuit edit reaches — try a house rule or another bot level. ${where}`;
    case 'abilities':
      return `No small edit helps: most of the imbalance comes from the Titans themselves (their abilities), which no circuit edit reaches. ${where}`;
    case 'both':
      return `No small edit helps: the imbalance comes as much from the Titans themselves (their abilities) as from turn order, and no circuit edit reaches either — try a house rule or another bot level. ${where}`;
    case 'none':
      return 'No edit of at most three spaces improved the objective on fresh games.';
  }
}

export function suggestText(r: SuggestResult, circuitName: string): string {
  const lines = [
    `Circuit: ${circuitName}   objective: ${r.objective}${r.target !== undefined ? ` (target ${r.target} rounds)` : ''}, lower is better, in ${UNIT[r.objective]}`,
    `Searched ${ENGLISH.num(r.candidates, 0)} candidate edits on games ${r.searchGames[0]}–${r.searchGames[1] - 1}; verified on fresh games ${r.freshGames[0]}–${r.freshGames[1] - 1} (${ENGLISH.num(r.gamesPlayed, 0)} games in all).`,
    // s7: the figure as the lab rounds it (one decimal for points), then the same sentence.
    `Before (fresh games): ${ENGLISH.num(r.before, valueDigits(r.objective))} — ${renderFinding(valueFinding(r.objective, r.before, r.target), ENGLISH)}`,
    '',
  ];
  if (r.suggestions.length === 0) lines.push('No edit did better than the circuit on the search games.');
  // Play-test s7: the lab's words and figures — only a proven change is a "Suggestion", the others are
  // "Candidate n (not proven)"; better or worse by how much, the interval in words, Proven / Not proven.
  r.suggestions.forEach((s, i) => {
    const title = ENGLISH.message(s.holds ? 'suggest.suggestionTitle' : 'suggest.candidateTitle', {
      n: String(i + 1),
      edits: s.edits.map(editText).join(', '),
    });
    lines.push(
      `${i + 1}. ${title}`,
      `   ${ENGLISH.message('suggest.afterDelta', deltaWords(r, s, ENGLISH))} ${ENGLISH.message(s.holds ? 'suggest.holds' : 'suggest.notHolds', {})}`,
    );
  });
  const left = leftFinding(r);
  if (left) lines.push('', renderFinding(left, ENGLISH));
  lines.push('', diagnosisText(r.diagnosis));
  for (const f of r.failed)
    lines.push(`Dropped ${f.edits.map(editText).join(', ')}: its games failed (${f.message.slice(0, 200)})`);
  return lines.join('\n');
}
