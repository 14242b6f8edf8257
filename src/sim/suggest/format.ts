// The suggest result as text (the CLI) and as the JSON the issue specifies.
import { CIRCUIT_IDS, type Circuit } from '../../engine/types';
import { STANDARD_CIRCUITS } from '../../engine/circuits';
import { diffCircuits } from './edits';
import type { ObjectiveName } from './objective';
import type { SpaceEdit } from './edits';
import type { Fairness } from './fairness';
import type { Diagnosis, SuggestResult } from './search';
import { ENGLISH, renderFinding, renderParam } from '../verdict-text';
import {
  deltaKeys,
  deltaWords,
  diagnosisFinding,
  editsWords,
  headlineText,
  inShownOrder,
  leftFinding,
  orderedByKey,
  samplesFinding,
  undoFinding,
  valueDigits,
  valueFinding,
} from './words';

const UNIT: Record<ObjectiveName, string> = {
  unfairness:
    "points: the root-mean-square gap of the Titans' and turn positions' win rates from fair (the lab's one measure of fairness)",
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
    circuit: Circuit & { parent?: string | Circuit };
    edits: SpaceEdit[];
    after: number;
    delta: number;
    ci: [number, number];
    /** The gain stated: measured again on games used neither to search nor to choose. */
    replicated?: { diff: number; ci: [number, number]; games: number };
    holds: boolean;
    /** Is the circuit still significantly unfair with this edit, on the replication games? */
    left: Fairness;
    /** The circuit the edit was made to. */
    from?: { id: string; name: string };
    /** 'undo': it takes back the designer's edit(s) against the parent. */
    kind?: string;
  }[];
  diagnosis: Diagnosis;
  searchGames: [number, number];
  freshGames: [number, number];
  replicationGames?: [number, number];
  /** The designer's edits against the parent, as their undo (suggest/search.ts). */
  undoAll?: SpaceEdit[];
  failed: SuggestResult['failed'];
}

/** `{ objective, before, suggestions: [{ circuit, edits, after, delta, ci }] }`, plus
 * whether each gain holds, the diagnosis, and which games were searched and which verified. */
export function suggestJson(r: SuggestResult, searched?: Circuit): SuggestJson {
  // A standard circuit by its id, any other inline (a saved circuit's id means nothing on another machine).
  const parent: string | Circuit | undefined = searched
    ? (standardId(searched) ?? editorCircuit(searched))
    : undefined;
  const out: SuggestJson = {
    objective: r.objective,
    before: r2(r.before),
    suggestions: r.suggestions.map((s) => ({
      // The edited circuit names the one it came from, so a balance run of it plays that one too.
      circuit: { ...editorCircuit(s.circuit), ...(parent ? { parent } : {}) },
      edits: s.edits,
      kind: s.kind,
      after: r2(s.after),
      delta: r2(s.delta),
      ci: [r2(s.ci[0]), r2(s.ci[1])],
      ...(s.replicated
        ? {
            replicated: {
              diff: r2(s.replicated.diff),
              ci: [r2(s.replicated.ci[0]), r2(s.replicated.ci[1])] as [number, number],
              games: s.replicated.games,
            },
          }
        : {}),
      holds: s.holds,
      left: s.left,
      ...(s.from ? { from: s.from } : {}),
    })),
    diagnosis: {
      ...r.diagnosis,
      titans: r2(r.diagnosis.titans),
      turnPosition: r2(r.diagnosis.turnPosition),
      noise: r2(r.diagnosis.noise),
    },
    searchGames: r.searchGames,
    freshGames: r.freshGames,
    ...(r.replicationGames ? { replicationGames: r.replicationGames } : {}),
    ...(r.undoAll ? { undoAll: r.undoAll } : {}),
    failed: r.failed,
  };
  if (r.target !== undefined) out.target = r.target;
  return out;
}

/** The standard id of a circuit that is one, unedited (null otherwise). */
function standardId(c: Circuit): string | null {
  for (const id of CIRCUIT_IDS)
    if (id === c.id && diffCircuits(c, STANDARD_CIRCUITS[id]).length === 0) return id;
  return null;
}

const editText = (e: SpaceEdit): string => `${e.space} ${e.from} → ${e.to}`;

/** What the diagnosis means, in a sentence (the lab's own words, English: suggest/words.ts diagnosisFinding). */
export const diagnosisText = (d: Diagnosis): string => renderFinding(diagnosisFinding(d), ENGLISH);

export function suggestText(r: SuggestResult, circuitName: string, parentName?: string): string {
  const lines = [
    `Circuit: ${circuitName}   objective: ${r.objective}${r.target !== undefined ? ` (target ${r.target} rounds)` : ''}, lower is better, in ${UNIT[r.objective]}`,
  ];
  // The lab's headline, from the same function (none for a search saved before replication).
  const headline = headlineText(r, ENGLISH);
  if (headline !== null) lines.push(headline);
  lines.push(
    `Searched ${ENGLISH.num(r.candidates, 0)} candidate edits on games ${r.searchGames[0]}–${r.searchGames[1] - 1}; chose among the best on fresh games ${r.freshGames[0]}–${r.freshGames[1] - 1}` +
      (r.replicationGames
        ? `; every gain below is measured again on games ${r.replicationGames[0]}–${r.replicationGames[1] - 1}, used for nothing else`
        : '') +
      ` (${ENGLISH.num(r.gamesPlayed, 0)} games in all).`,
    // The figure as the lab rounds it (one decimal for points), then the same sentence.
    `Before (the fresh games chosen on): ${ENGLISH.num(r.before, valueDigits(r.objective))} — ${renderFinding(valueFinding(r.objective, r.before, r.target), ENGLISH)}`,
  );
  // Why that figure and the one each suggestion is measured against differ (other games, luck): the
  // lab's paragraph under "Now", from the same function (none for a search saved before replication).
  const samples = samplesFinding(r);
  if (samples) lines.push(renderFinding(samples, ENGLISH));
  lines.push('');
  if (r.suggestions.length === 0) lines.push('No edit did better than the circuit on the search games.');
  // the lab's words and figures — only a proven change is a "Suggestion", the others are
  // "Candidate n (not proven)"; better or worse by how much, the interval in words, Proven / Not proven.
  if (r.suggestions.length) lines.push(ENGLISH.message(orderedByKey(r), {}));
  inShownOrder(r.suggestions).forEach((s, i) => {
    const title = ENGLISH.message(s.holds ? 'suggest.suggestionTitle' : 'suggest.candidateTitle', {
      n: String(i + 1),
      edits: editsWords(s, ENGLISH),
    });
    lines.push(
      `${i + 1}. ${title}`,
      `   ${ENGLISH.message(deltaKeys(s).delta, deltaWords(r, s, ENGLISH))} ${ENGLISH.message(deltaKeys(s).holds, {})}`,
      `   On the games it was chosen on: ${renderParam({ t: 'num', v: s.delta, d: valueDigits(r.objective) }, ENGLISH)} [${ENGLISH.num(s.ci[0], valueDigits(r.objective))} … ${ENGLISH.num(s.ci[1], valueDigits(r.objective))}] (after − before; not the figure to trust: the best of several is flattered).`,
    );
    const undo = parentName ? undoFinding(r, s, parentName) : null;
    if (undo) lines.push(`   ${renderFinding(undo, ENGLISH)}`);
  });
  const left = leftFinding(r);
  if (left) lines.push('', renderFinding(left, ENGLISH));
  lines.push('', diagnosisText(r.diagnosis));
  for (const f of r.failed)
    lines.push(`Dropped ${f.edits.map(editText).join(', ')}: its games failed (${f.message.slice(0, 200)})`);
  return lines.join('\n');
}
