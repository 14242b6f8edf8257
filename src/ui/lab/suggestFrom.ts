// From a Balance verdict to Suggest:
// when the verdict finds the circuit unfair, the Suggest form it opens — the same circuit, Titans, bot
// level, seed and house rules, and the objective that matches what was found unfair.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import type { PlayableCircuit } from '../../editor/library';
import type { BalanceReport } from '../../sim/balance';
import type { ObjectiveName } from '../../sim/suggest/objective';
import { buildVerdict } from '../../sim/verdict';
import { MIN_EXPECTED_WINS } from '../../sim/verdict-headline';
import { DEFAULT_SUGGEST_FORM, type SuggestForm } from './useSuggestLab';

export interface SuggestPreset {
  form: SuggestForm;
  /** The circuit as the lab lists it (the report's own copy when the list no longer has it). */
  circuit: PlayableCircuit;
  /** The report played teams, which Suggest cannot (every Titan plays for itself there): said, not hidden (s6). */
  teamsDropped?: boolean;
}

/** The id of a circuit that came only from a report (not in the editor's library any more). */
export const REPORT_CIRCUIT_ID = 'from-report';

/**
 * The Suggest form for a report whose verdict says "not fair", or null: fair, too few games to tell
 * (the headline's rule), or a Grand Slam (Suggest edits one circuit).
 */
export function suggestFromReport(r: BalanceReport, circuits: PlayableCircuit[]): SuggestPreset | null {
  const rp = r.reproduce;
  if (rp.circuits.length !== 1) return null;
  const v = r.verdict ?? buildVerdict(r);
  const n = v.titans.rows.length;
  if (!n || r.played / n < MIN_EXPECTED_WINS) return null;
  const unfairT = v.titans.pAdjusted < v.alpha;
  const unfairS = v.turnPosition.pAdjusted < v.alpha;
  if (!unfairT && !unfairS) return null;
  const objective: ObjectiveName = unfairT && unfairS ? 'unfairness' : unfairT ? 'titans' : 'turnPosition';
  const rc = rp.circuits[0];
  // A standard circuit is listed under its own id; a library one under its library id, with the same
  // spaces; anything else (an imported report, a deleted circuit) goes over as the report's copy.
  const circuit = circuits.find(
    (c) => c.circuit.id === rc.id && JSON.stringify(c.circuit.spaces) === JSON.stringify(rc.spaces),
  ) ?? { id: REPORT_CIRCUIT_ID, name: rc.name, circuit: rc, standard: false };
  // Suggest plays one level in every seat: the report's, or its strongest when the seats were mixed.
  const bot: BotLevel = BOT_LEVELS.filter((l) => rp.bots.includes(l)).pop() ?? DEFAULT_SUGGEST_FORM.bot;
  const form: SuggestForm = {
    ...DEFAULT_SUGGEST_FORM,
    circuitId: circuit.id,
    titans: rp.titans.slice(),
    bot,
    objective,
    seed: rp.seed,
  };
  if (rp.laps !== undefined) form.laps = rp.laps;
  if (rp.options) form.options = rp.options;
  return rp.teams?.length ? { form, circuit, teamsDropped: true } : { form, circuit };
}
