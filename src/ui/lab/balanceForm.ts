// The Balance view's form: what it holds, the configuration it runs (or why it cannot), the form that
// reruns a saved report, and the names runs are saved under.
import type { BotLevel } from '../../bots/types';
import { createGame } from '../../engine';
import type { Circuit, CircuitId, TitanId } from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import { configFromReproduce, roundGames, type BalanceConfig, type BalanceReport } from '../../sim/balance';
import { TITANS } from '../meta';
import type { ExploreResult } from './explore';
import { comparisonLabels, courseName, localName } from './savedWords';
import { currentLang, t } from '../../i18n';
import { cleanName, cutOnWords, MAX_NAME } from '../../store/names';
import { botsQualifier } from './botNames';
import { versionName } from './previousVersion';

import {
  alternateTeams,
  DEFAULT_HOUSE_RULES,
  houseRules,
  houseRulesForm,
  type HouseRulesForm,
} from './HouseRules';
import { fail, problem, refused, type Result } from '../../i18n/errors';

export interface Form {
  slam: boolean;
  ids: string[];
  titans: TitanId[];
  bots: BotLevel[];
  games: number;
  seed: number;
  house: HouseRulesForm;
  teams: boolean;
  abilities: boolean;
  cards: boolean;
  /** A second bot family to cross-check the verdict with ('' = none), and its free games. */
  cross?: BotLevel | '';
  crossGames?: number;
}

export const DEFAULT_FORM: Form = {
  slam: false,
  ids: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  // A first look in under a minute on a slow device: 200 × 16 measurements = 3,200 games, about 43 s at
  // eta.ts's assumed 75 greedy games a second (2,000, 32,000 games, took a play-tester about 7 minutes).
  // The designer asks for more once it answers.
  games: 200,
  seed: 1,
  house: DEFAULT_HOUSE_RULES,
  teams: false,
  abilities: true,
  cards: true,
};

export const teamsOf = (titans: TitanId[]): TitanId[][] | null => alternateTeams(titans);

/** The configuration the form runs, or the problem saying why it makes none. */
export function configOf(f: Form, byId: Map<string, PlayableCircuit>): Result<{ config: BalanceConfig }> {
  const circuits: (CircuitId | Circuit)[] = [];
  for (const id of f.ids) {
    const p = byId.get(id);
    if (!p) return fail(problem('labUnknownCircuits', { ids: id }));
    circuits.push(p.standard ? (p.id as CircuitId) : p.circuit);
  }
  const { laps, options } = houseRules(f.house);
  const cfg: BalanceConfig = {
    circuits,
    titans: f.titans.slice(),
    bots: f.bots.slice(),
    games: f.games,
    seed: f.seed,
    abilities: f.abilities,
    cards: f.cards,
  };
  if (laps !== undefined) cfg.laps = laps;
  if (options) cfg.options = options;
  if (f.teams) {
    const teams = teamsOf(f.titans);
    if (!teams) return fail(problem('labTeamsNeed'));
    cfg.teams = teams;
  }
  cfg.games = roundGames(cfg, f.games);
  const check = createGame({
    circuits,
    titans: cfg.titans,
    laps: cfg.laps,
    options: cfg.options,
    teams: cfg.teams,
    seed: 1,
  });
  if (!check.ok) return fail(refused(check.error));
  return { ok: true, config: cfg };
}

/** The form that reruns a report (circuits from the report itself: a standard id stays an id). */
export function formOf(
  r: BalanceReport,
  byId: Map<string, PlayableCircuit>,
): { form: Form; extra: PlayableCircuit[] } {
  const cfg = configFromReproduce(r.reproduce);
  const extra: PlayableCircuit[] = [];
  const ids = (cfg.circuits as Circuit[]).map((c) => {
    const known = byId.get(c.id);
    if (known && JSON.stringify(known.circuit.spaces) === JSON.stringify(c.spaces)) return c.id;
    const id = `report:${c.id}`;
    const parent = r.reproduce.parent; // a report played with its parent reruns the change too
    extra.push({
      id,
      name: t('lab.fromReport', { name: c.name }),
      circuit: c,
      standard: false,
      ...(parent ? { parent } : {}),
    });
    return id;
  });
  return {
    form: {
      slam: ids.length === 3,
      ids,
      titans: cfg.titans,
      bots: cfg.bots,
      games: cfg.games,
      seed: cfg.seed,
      house: houseRulesForm(cfg.laps, cfg.options),
      teams: !!cfg.teams,
      abilities: cfg.abilities !== false,
      cards: cfg.cards !== false,
    },
    extra,
  };
}

const labelsOf = ([a, b]: [string, string]) => ({ a, b });

// Names carry no date: the saved list shows when each run was saved beside it, in the reader's language.
export function exploreName(x: ExploreResult): string {
  const r = x.reports[0];
  const what =
    x.kind === 'sweep'
      ? t('lab.sweepName', {
          key: x.sweep.key,
          values: x.sweep.values.join(', '),
          course: r ? courseName(r) : '',
        })
      : t('lab.comparisonName', labelsOf(comparisonLabels(x.labels, x.reports)));
  return t('lab.runName', { what, n: r?.games ?? 0 });
}

/** When a report was made, to the second: two runs in one minute (a rerun) are told apart too. */
const SAVED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/** When a run was saved, worded the same in every saved list (play-test 51: "11/30/26, 11:58:34 AM" in one
 * list, "11/30/2026, 11:59:20 AM" in the next). */
export function savedAt(ms: number): string {
  return new Date(ms).toLocaleString(currentLang(), SAVED_AT);
}

/**
 * A Balance report's name: its circuit (and the "before" its change was measured against), its Titans,
 * bots and games, and when it was made (`at`), so that two runs of one circuit are told apart in the saved
 * list (play-test lab4: "Kaldheira · Grinder, Slaugg, Craken, Rassïk · 100 games" four times over). The
 * circuit's and the before's names are cut after their last whole word within 40 characters, marked "…"
 * (`cutOnWords`, as the editor cuts a copy's name).
 */
export function reportName(r: BalanceReport, at: number): string {
  const titans = r.reproduce.titans.map((id) => TITANS[id].name).join(', ');
  const cut = (name: string) => cutOnWords(cleanName(name, 1000), MAX_NAME);
  const course = cut(courseName(r));
  // The before by its id and saved name: a standard circuit in the reader's language (it said "…,
  // changement par rapport à Kaldheira — the pools of doom").
  const parent = r.verdict?.change?.parent;
  const before = parent ? (parent.asOf ? versionName(parent) : localName(parent.id, parent.name)) : undefined;
  const what = before ? t('lab.runNameChange', { course, before: cut(before) }) : course;
  return t('lab.balanceRunName', {
    what: `${what} · ${titans}`,
    bots: botsQualifier(r.reproduce.bots ?? []),
    n: r.played,
    when: savedAt(at),
  });
}
