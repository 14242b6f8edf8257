// The lab's Balance view (#/lab?view=balance): the balance report of src/sim/balance.ts run in Web
// Workers with live partial results — win rate per Titan and per turn position with seats rotated, the
// value of each ability and card by restricted play, tension, bot levels — saved in IndexedDB after
// every run (a cancelled one keeps its finished games), reopened, renamed, deleted, exported as JSON
// or CSV and imported again. docs/lab.md explains every figure.
import { useCallback, useMemo, useRef, useState } from 'react';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { createGame } from '../../engine';
import { CARD_NAME, DEFAULT_DECK } from '../../engine/data';
import {
  RULES_VERSION,
  CARD_IDS,
  ELEMENTS,
  TITAN_IDS,
  type CardId,
  type Element,
  type Circuit,
  type CircuitId,
  type TitanId,
} from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import {
  balanceJobs,
  buildBalanceReport,
  configFromReproduce,
  freeGameActions,
  roundGames,
  type BalanceConfig,
  type BalanceReport,
  type Rate,
} from '../../sim/balance';
import { balanceCSV } from '../../sim/balance-format';
import { TITANS } from '../meta';
import { useGame } from '../../store/game';
import { SAVE_FORMAT, SAVE_VERSION } from '../../store/save';
import { runBalanceInBrowser } from './balanceRunner';
import { ELEMENT_LABEL } from '../../editor/warnings';
import {
  exploreResult,
  explorePoints,
  LAB_SWEEP_KEYS,
  labSweep,
  runExplore,
  SWEEP_KEY_TEXT,
  withRules,
  type ExploreResult,
  type ExploreSpec,
  type LabSweepKey,
} from './explore';
import { ExploreResultView } from './ExploreResult';
import { buildReplay, type Replay } from './replay';
import { ReplayPanel } from './ReplayPanel';
import { replayHash } from './replayLink';
import { DeltaChart, Histogram, niceMax, WinRateChart, type DeltaRow, type WinBar } from './charts';
import { download } from '../download';
import { exploreFromExport, isBalanceReport, saveReport } from './reports';
import { defaultWorkers } from './runner';
import { SavedItem } from './SavedItem';
import { useSavedReports } from './useSavedReports';
import {
  alternateTeams,
  DEFAULT_HOUSE_RULES,
  HouseRules,
  houseRules,
  houseRulesForm,
  type HouseRulesForm,
} from './HouseRules';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (r: { rate: number; ci: [number, number] }) => `${pct(r.rate)} (${pct(r.ci[0])}–${pct(r.ci[1])})`;

interface Form {
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
}

const DEFAULT_FORM: Form = {
  slam: false,
  ids: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 2000,
  seed: 1,
  house: DEFAULT_HOUSE_RULES,
  teams: false,
  abilities: true,
  cards: true,
};

const teamsOf = (titans: TitanId[]): TitanId[][] | null => alternateTeams(titans);

function configOf(f: Form, byId: Map<string, PlayableCircuit>): BalanceConfig | string {
  const circuits: (CircuitId | Circuit)[] = [];
  for (const id of f.ids) {
    const p = byId.get(id);
    if (!p) return `Unknown circuit ${id} (not in the library).`;
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
    const t = teamsOf(f.titans);
    if (!t) return 'Teams need 4 or 6 Titans (R12.3).';
    cfg.teams = t;
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
  if (!check.ok) return check.error.message;
  return cfg;
}

/** The form that reruns a report (circuits from the report itself: a standard id stays an id). */
function formOf(
  r: BalanceReport,
  byId: Map<string, PlayableCircuit>,
): { form: Form; extra: PlayableCircuit[] } {
  const cfg = configFromReproduce(r.reproduce);
  const extra: PlayableCircuit[] = [];
  const ids = (cfg.circuits as Circuit[]).map((c) => {
    const known = byId.get(c.id);
    if (known && JSON.stringify(known.circuit.spaces) === JSON.stringify(c.spaces)) return c.id;
    const id = `report:${c.id}`;
    extra.push({ id, name: `${c.name} (from a report)`, circuit: c, standard: false });
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

function exploreName(x: ExploreResult): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const r = x.reports[0];
  const what =
    x.kind === 'sweep'
      ? `Sweep of ${x.sweep.key} (${x.sweep.values.join(', ')}) · ${r?.circuits.join(' + ') ?? ''}`
      : `Comparison · A ${x.labels[0]} · B ${x.labels[1]}`;
  return `${what} · ${r?.games ?? 0} games · ${when}`;
}

function reportName(r: BalanceReport): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${r.circuits.join(' + ')} · ${r.reproduce.titans.map((t) => TITANS[t].name).join(', ')} · ${r.played} games · ${when}`;
}

export function BalanceView({
  circuits,
  initialId,
}: {
  circuits: PlayableCircuit[];
  initialId: string | null;
}) {
  const [extraCircuits, setExtraCircuits] = useState<PlayableCircuit[]>([]);
  const all = useMemo(() => [...circuits, ...extraCircuits], [circuits, extraCircuits]);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const [form, setForm] = useState<Form>(() => ({ ...DEFAULT_FORM, ids: [initialId ?? 'kaldheira'] }));
  const [status, setStatus] = useState<'idle' | 'running' | 'done' | 'cancelled' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState({ done: 0, total: 1 });
  const [shown, setShown] = useState<{ report: BalanceReport; seconds?: number; id?: string } | null>(null);
  const {
    saved,
    error: savedError,
    setError: setSavedError,
    refresh: refreshBalance,
  } = useSavedReports('balance');
  const { saved: savedExplore, refresh: refreshExplore } = useSavedReports('explore');
  const [exploredId, setExploredId] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  // Sweeps and comparisons (explore.ts): the same form, plus what varies.
  const [mode, setMode] = useState<'report' | 'sweep' | 'compare'>('report');
  const [sweepKey, setSweepKey] = useState<LabSweepKey>('laps');
  const [sweepCard, setSweepCard] = useState<CardId>('swiftnessPotion');
  const [sweepValues, setSweepValues] = useState('1, 2, 3, 4, 5');
  const [paintElement, setPaintElement] = useState<Element>('lava');
  const [paintSpaces, setPaintSpaces] = useState('');
  const [versus, setVersus] = useState<'course' | 'rules'>('course');
  const [bIds, setBIds] = useState<string[]>(['deadMansLagoon']);
  const [bHouse, setBHouse] = useState<HouseRulesForm>(DEFAULT_HOUSE_RULES);
  const [bCard, setBCard] = useState<CardId | ''>('');
  const [bCardCount, setBCardCount] = useState(0);
  const [explored, setExplored] = useState<ExploreResult | null>(null);

  const refresh = useCallback(() => {
    refreshBalance();
    refreshExplore();
  }, [refreshBalance, refreshExplore]);

  const cfgOrError = configOf(form, byId);
  const running = status === 'running';

  /** What a sweep or comparison varies, and the configurations it plays (A first). */
  function exploreOf(): { spec: ExploreSpec; points: BalanceConfig[] } | string {
    const cfg = configOf(form, byId);
    if (typeof cfg === 'string') return cfg;
    let spec: ExploreSpec;
    if (mode === 'sweep') {
      const sw = labSweep(sweepKey, sweepCard, sweepValues, {
        element: paintElement,
        spaces: paintSpaces,
      });
      if (typeof sw === 'string') return sw;
      spec = { kind: 'sweep', sweep: sw };
    } else {
      let b: BalanceConfig;
      let labelB: string;
      const labelA = form.ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
      if (versus === 'course') {
        const ids = form.slam ? [0, 1, 2].map((i) => bIds[i] ?? bIds[0]) : [bIds[0]];
        const circuits: (CircuitId | Circuit)[] = [];
        for (const id of ids) {
          const p = byId.get(id);
          if (!p) return `Unknown circuit ${id} for B.`;
          circuits.push(p.standard ? (p.id as CircuitId) : p.circuit);
        }
        b = { ...cfg, circuits };
        labelB = ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
      } else {
        b = withRules(cfg, houseRules(bHouse), bCard ? { card: bCard, count: bCardCount } : null);
        labelB = `${labelA}, house rules B`;
      }
      spec = { kind: 'compare', b, labels: [labelA, labelB] };
    }
    const points = explorePoints(cfg, spec);
    return typeof points === 'string' ? points : { spec, points };
  }

  async function explore() {
    const ex = exploreOf();
    if (typeof ex === 'string') {
      setStatus('error');
      setMessage(ex);
      return;
    }
    const ac = new AbortController();
    abortRef.current = ac;
    setStatus('running');
    setMessage('');
    setShown(null);
    setExplored(null);
    setProgress({ done: 0, total: ex.points.reduce((n, c) => n + c.games, 0) });
    const t0 = performance.now();
    let last = 0;
    try {
      const out = await runExplore(ex.points, runBalanceInBrowser, {
        workers: defaultWorkers(),
        signal: ac.signal,
        onProgress: (runs, done, total) => {
          setProgress({ done, total });
          const now = performance.now();
          if (now - last > 400 || done === total) {
            last = now;
            setExplored(exploreResult(ex.spec, runs, false));
          }
        },
      });
      const result = exploreResult(ex.spec, out.runs, !out.cancelled);
      setExplored(result);
      setExploredId(null);
      const played = result.reports.some((r) => r.played > 0);
      const saved = played
        ? await saveReport({
            kind: 'explore',
            name: exploreName(result),
            createdAt: Date.now(),
            seconds: (performance.now() - t0) / 1000,
            result,
          })
        : null;
      if (saved?.ok) setExploredId(saved.id);
      setStatus(out.cancelled ? 'cancelled' : 'done');
      setMessage(
        [
          out.cancelled ? 'Cancelled: the finished games are shown.' : '',
          saved === null
            ? 'Nothing finished: nothing to keep.'
            : saved.ok
              ? 'Saved in this browser (Saved reports below).'
              : `Not saved: ${saved.message}`,
        ]
          .filter(Boolean)
          .join(' '),
      );
      refresh();
    } catch (e) {
      setStatus('error');
      setMessage((e as Error).message);
    } finally {
      abortRef.current = null;
    }
  }

  async function run() {
    if (mode !== 'report') return explore();
    const cfg = configOf(form, byId);
    if (typeof cfg === 'string') {
      setStatus('error');
      setMessage(cfg);
      return;
    }
    setExplored(null);
    const ac = new AbortController();
    abortRef.current = ac;
    setStatus('running');
    setMessage('');
    setShown(null);
    const jobs = balanceJobs(cfg).length;
    setProgress({ done: 0, total: cfg.games * jobs });
    const t0 = performance.now();
    let last = 0;
    try {
      const out = await runBalanceInBrowser(cfg, {
        workers: defaultWorkers(),
        signal: ac.signal,
        onPart: (r, done, total) => {
          setProgress({ done, total });
          const now = performance.now();
          if (now - last > 400 || done === total) {
            last = now;
            setShown({ report: buildBalanceReport(r), seconds: (now - t0) / 1000 });
          }
        },
      });
      const report = buildBalanceReport(out.run);
      const seconds = (performance.now() - t0) / 1000;
      if (report.played === 0) {
        setShown(null);
        setStatus('cancelled');
        setMessage('Cancelled before any game finished: nothing to keep.');
        return;
      }
      const s = await saveReport({
        kind: 'balance',
        name: reportName(report),
        createdAt: Date.now(),
        seconds,
        report,
      });
      setShown({ report, seconds, id: s.ok ? s.id : undefined });
      setStatus(out.cancelled ? 'cancelled' : 'done');
      const kept = out.cancelled
        ? `Cancelled: kept ${report.played} of ${report.games} games per batch.`
        : '';
      setMessage(
        [kept, s.ok ? 'Saved in this browser (Saved reports below).' : `Not saved: ${s.message}`]
          .filter(Boolean)
          .join(' '),
      );
      refresh();
    } catch (e) {
      setStatus('error');
      setMessage((e as Error).message);
    } finally {
      abortRef.current = null;
    }
  }

  const importFile = async (file: File) => {
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      setSavedError(`"${file.name}" is not JSON.`);
      return;
    }
    const ex = exploreFromExport(data);
    if (ex) {
      const s = await saveReport({
        kind: 'explore',
        name: `${exploreName(ex)} (imported)`,
        createdAt: Date.now(),
        result: ex,
      });
      setShown(null);
      setStatus('idle');
      setExplored(ex);
      setExploredId(s.ok ? s.id : null);
      if (!s.ok) setSavedError(s.message);
      refresh();
      return;
    }
    const d = data as { report?: unknown };
    const report = isBalanceReport(data) ? data : isBalanceReport(d?.report) ? d.report : null;
    if (!report) {
      setSavedError(`"${file.name}" is not a balance report, sweep or comparison.`);
      return;
    }
    const s = await saveReport({
      kind: 'balance',
      name: `${reportName(report)} (imported)`,
      createdAt: Date.now(),
      report,
    });
    setShown({ report, id: s.ok ? s.id : undefined });
    if (!s.ok) setSavedError(s.message);
    refresh();
  };

  const loadSettings = (r: BalanceReport) => {
    const { form: f, extra } = formOf(r, byId);
    setExtraCircuits((old) => [...old.filter((c) => !extra.some((e) => e.id === c.id)), ...extra]);
    setForm(f);
  };

  const options = all.map((c) => ({
    id: c.id,
    name: c.standard ? c.name : c.name.includes('(') ? c.name : `${c.name} (custom)`,
  }));
  const used = new Set(form.titans);

  return (
    <section className="lab-balance" aria-label="Balance">
      <p className="lab-intro">
        The balance report plays every Titan in every turn position equally often, then the same games again
        with each ability and each card forbidden to one Titan (restricted play), to show what each is worth.
        Figures appear while it runs; every run is saved in this browser.
      </p>
      <form
        className="lab-setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running) void run();
        }}
      >
        <fieldset className="lab-course">
          <legend>Course</legend>
          <div className="lab-row">
            <label>
              <input
                type="radio"
                checked={!form.slam}
                onChange={() => setForm((f) => ({ ...f, slam: false, ids: [f.ids[0]] }))}
              />{' '}
              One circuit
            </label>
            <label>
              <input
                type="radio"
                checked={form.slam}
                onChange={() =>
                  setForm((f) => ({
                    ...f,
                    slam: true,
                    ids: [f.ids[0], f.ids[1] ?? f.ids[0], f.ids[2] ?? f.ids[0]],
                  }))
                }
              />{' '}
              Grand Slam (3 boards)
            </label>
          </div>
          {form.ids.map((id, i) => (
            <label key={i} className="lab-field">
              {form.slam ? `Board ${i + 1}` : 'Circuit'}
              <select
                aria-label={form.slam ? `Board ${i + 1}` : 'Circuit'}
                value={id}
                onChange={(e) =>
                  set(
                    'ids',
                    form.ids.map((x, j) => (j === i ? e.target.value : x)),
                  )
                }
              >
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
                {!byId.has(id) && <option value={id}>{id} (unknown)</option>}
              </select>
            </label>
          ))}
        </fieldset>

        <fieldset className="lab-seats">
          <legend>Titans (rotated through every seat) and bots (per turn position, rotated too)</legend>
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>Titan</th>
                <th>Bot</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {form.titans.map((t, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>
                    <select
                      aria-label={`Titan ${i + 1}`}
                      value={t}
                      onChange={(e) =>
                        set(
                          'titans',
                          form.titans.map((x, j) => (j === i ? (e.target.value as TitanId) : x)),
                        )
                      }
                    >
                      {TITAN_IDS.map((x) => (
                        <option key={x} value={x} disabled={x !== t && used.has(x)}>
                          {TITANS[x].name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={`Bot ${i + 1}`}
                      value={form.bots[i]}
                      onChange={(e) =>
                        set(
                          'bots',
                          form.bots.map((x, j) => (j === i ? (e.target.value as BotLevel) : x)),
                        )
                      }
                    >
                      {BOT_LEVELS.map((b) => (
                        <option key={b} value={b}>
                          {b}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      disabled={form.titans.length <= 3}
                      onClick={() =>
                        setForm((f) => ({
                          ...f,
                          titans: f.titans.filter((_, j) => j !== i),
                          bots: f.bots.filter((_, j) => j !== i),
                        }))
                      }
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            disabled={form.titans.length >= 6}
            onClick={() =>
              setForm((f) => ({
                ...f,
                titans: [...f.titans, TITAN_IDS.find((x) => !f.titans.includes(x))!],
                bots: [...f.bots, f.bots[f.bots.length - 1] ?? 'greedy'],
              }))
            }
          >
            Add a Titan
          </button>
          <label className="lab-check">
            <input
              type="checkbox"
              checked={form.teams}
              disabled={form.titans.length !== 4 && form.titans.length !== 6}
              onChange={(e) => set('teams', e.target.checked)}
            />{' '}
            Teams of alternate seats (R12.3):{' '}
            {teamsOf(form.titans)
              ?.map((t) => t.map((x) => TITANS[x].name).join(' + '))
              .join(' vs ') ?? 'needs 4 or 6 Titans'}
          </label>
        </fieldset>

        <HouseRules value={form.house} onChange={(v) => set('house', v)} slam={form.slam} />

        <fieldset className="lab-explore" data-testid="explore-mode">
          <legend>What to run</legend>
          <div className="lab-row" role="radiogroup" aria-label="What to run">
            {(
              [
                ['report', 'A balance report'],
                ['sweep', 'A sweep: vary one thing'],
                ['compare', 'A comparison: A against B'],
              ] as const
            ).map(([m, text]) => (
              <label key={m}>
                <input type="radio" name="balance-mode" checked={mode === m} onChange={() => setMode(m)} />{' '}
                {text}
              </label>
            ))}
          </div>
          {mode === 'sweep' && (
            <div className="lab-row">
              <label className="lab-field">
                Vary
                <select value={sweepKey} onChange={(e) => setSweepKey(e.target.value as LabSweepKey)}>
                  {LAB_SWEEP_KEYS.map((k) => (
                    <option key={k} value={k}>
                      {SWEEP_KEY_TEXT[k]}
                    </option>
                  ))}
                </select>
              </label>
              {sweepKey === 'deck' && (
                <label className="lab-field">
                  Card
                  <select value={sweepCard} onChange={(e) => setSweepCard(e.target.value as CardId)}>
                    {CARD_IDS.map((c) => (
                      <option key={c} value={c}>
                        {CARD_NAME[c]} ({DEFAULT_DECK[c]} in the deck)
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {sweepKey === 'paint' ? (
                <>
                  <label className="lab-field">
                    Element
                    <select value={paintElement} onChange={(e) => setPaintElement(e.target.value as Element)}>
                      {ELEMENTS.map((el) => (
                        <option key={el} value={el}>
                          {ELEMENT_LABEL[el]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="lab-field">
                    Spaces (e.g. C5 E7{form.slam ? '; 2:C5 on board 2' : ''})
                    <input value={paintSpaces} onChange={(e) => setPaintSpaces(e.target.value)} />
                  </label>
                  <span className="lab-hint">Values: 0 (those spaces plain) and 1 (painted).</span>
                </>
              ) : (
                <label className="lab-field">
                  Values
                  <input value={sweepValues} onChange={(e) => setSweepValues(e.target.value)} />
                </label>
              )}
            </div>
          )}
          {mode === 'compare' && (
            <>
              <div className="lab-row">
                <label>
                  <input type="radio" checked={versus === 'course'} onChange={() => setVersus('course')} /> B
                  is another course (same house rules)
                </label>
                <label>
                  <input type="radio" checked={versus === 'rules'} onChange={() => setVersus('rules')} /> B is
                  the same course with other house rules
                </label>
              </div>
              {versus === 'course' ? (
                <div className="lab-row">
                  {(form.slam ? [0, 1, 2] : [0]).map((i) => (
                    <label key={i} className="lab-field">
                      {form.slam ? `B: board ${i + 1}` : 'B: circuit'}
                      <select
                        value={bIds[i] ?? bIds[0]}
                        onChange={(e) =>
                          setBIds((ids) => {
                            const next = [0, 1, 2].map((j) => ids[j] ?? ids[0]);
                            next[i] = e.target.value;
                            return next;
                          })
                        }
                      >
                        {options.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              ) : (
                <div
                  className="lab-compare-rules"
                  role="group"
                  aria-label="House rules of B (instead of A's)"
                >
                  <p className="lab-hint">
                    B&apos;s house rules replace A&apos;s (empty fields: the rule book&apos;s).
                  </p>
                  <HouseRules value={bHouse} onChange={setBHouse} slam={form.slam} />
                  <div className="lab-row">
                    <label className="lab-field">
                      B: copies of a card
                      <select value={bCard} onChange={(e) => setBCard(e.target.value as CardId | '')}>
                        <option value="">(the rule book&apos;s deck)</option>
                        {CARD_IDS.map((c) => (
                          <option key={c} value={c}>
                            {CARD_NAME[c]} ({DEFAULT_DECK[c]} in the deck)
                          </option>
                        ))}
                      </select>
                    </label>
                    {bCard && (
                      <label className="lab-field">
                        copies
                        <input
                          type="number"
                          min={0}
                          max={20}
                          value={bCardCount}
                          onChange={(e) =>
                            setBCardCount(Math.max(0, Math.min(20, Number(e.target.value) || 0)))
                          }
                        />
                      </label>
                    )}
                  </div>
                </div>
              )}
            </>
          )}
          {mode !== 'report' && (
            <p className="lab-hint">
              The same games (same seeds, same seating) are played for every{' '}
              {mode === 'sweep' ? 'value' : 'side'}, without restricted play (as{' '}
              <code>npm run balance -- --{mode === 'sweep' ? 'sweep' : 'compare-…'}</code>).
            </p>
          )}
        </fieldset>

        <div className="lab-row">
          <label className="lab-field">
            Games per batch
            <input
              type="number"
              min={1}
              max={100000}
              value={form.games}
              onChange={(e) => set('games', Math.max(1, Math.min(100000, Number(e.target.value) || 1)))}
            />
          </label>
          <label className="lab-field">
            Seed
            <input
              type="number"
              min={0}
              value={form.seed}
              onChange={(e) => set('seed', Math.max(0, Number(e.target.value) || 0))}
            />
          </label>
          {mode === 'report' && (
            <>
              <label className="lab-check">
                <input
                  type="checkbox"
                  checked={form.abilities}
                  onChange={(e) => set('abilities', e.target.checked)}
                />{' '}
                Value each ability
              </label>
              <label className="lab-check">
                <input
                  type="checkbox"
                  checked={form.cards}
                  onChange={(e) => set('cards', e.target.checked)}
                />{' '}
                Value each card
              </label>
            </>
          )}
          <button type="submit" className="primary" disabled={running || typeof cfgOrError === 'string'}>
            {mode === 'sweep'
              ? 'Run the sweep'
              : mode === 'compare'
                ? 'Run the comparison'
                : typeof cfgOrError === 'string'
                  ? 'Run the balance report'
                  : `Run the balance report (${cfgOrError.games} × ${balanceJobs(cfgOrError).length} games)`}
          </button>
          <button type="button" disabled={!running} onClick={() => abortRef.current?.abort()}>
            Cancel
          </button>
        </div>
        {typeof cfgOrError === 'string' && <p className="lab-error">{cfgOrError}</p>}
        {typeof cfgOrError !== 'string' && cfgOrError.games !== form.games && (
          <p className="lab-hint">
            {cfgOrError.games} games: rounded up to whole rotations, so every Titan plays every turn position
            equally often.
          </p>
        )}
      </form>

      {status !== 'idle' && (
        <div className="lab-progress">
          <progress max={progress.total} value={progress.done} aria-label="Balance games played" />
          <span role="status">
            {running
              ? `Playing… ${progress.done} / ${progress.total} games`
              : status === 'done'
                ? `Done: ${progress.total} games. ${message}`
                : message}
          </span>
        </div>
      )}

      {explored && <ExploreResultView result={explored} live={running} />}

      {shown && (
        <BalanceResult
          report={shown.report}
          seconds={shown.seconds}
          live={running}
          onLoadSettings={() => loadSettings(shown.report)}
        />
      )}

      <section className="lab-saved" aria-label="Saved reports">
        <h2>Saved reports</h2>
        {savedError && <p className="lab-error">{savedError}</p>}
        <label className="lab-field">
          Import a report (JSON)
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void importFile(f);
              e.target.value = '';
            }}
          />
        </label>
        {saved.length + savedExplore.length === 0 ? (
          <p className="lab-hint">No saved report yet: every run is saved here when it ends.</p>
        ) : (
          <ul className="lab-saved-list">
            {savedExplore.map((s) => (
              <SavedItem
                key={s.id}
                s={s}
                detail={`${s.data.result.kind === 'sweep' ? 'sweep' : 'comparison'} · ${s.data.result.reports.map((r) => r.played).join(' + ')} games${s.data.result.complete ? '' : ' (cancelled)'}`}
                open={exploredId === s.id}
                onOpen={() => {
                  setShown(null);
                  setExplored(s.data.result);
                  setExploredId(s.id);
                  setStatus('idle');
                }}
                onChanged={() => void refresh()}
                onError={setSavedError}
              />
            ))}
            {saved.map((s) => (
              <SavedItem
                key={s.id}
                s={s}
                detail={`${s.data.report.played}/${s.data.report.games} games${s.data.report.complete ? '' : ' (cancelled)'}`}
                open={shown?.id === s.id}
                onOpen={() => {
                  setShown({ report: s.data.report, seconds: s.data.seconds, id: s.id });
                  setExplored(null);
                  setExploredId(null);
                  setStatus('idle');
                }}
                onChanged={() => void refresh()}
                onError={setSavedError}
              />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

const NEUTRAL = '#7a8ca3';

const NOTABLE_TEXT: Record<string, string> = {
  shortest: 'Shortest race',
  longest: 'Longest race',
  comeback: 'Biggest comeback',
};

/** The saved-game file of free game k of a report (it replays: the games are deterministic). */
function notableSave(r: BalanceReport, k: number): string {
  const g = freeGameActions(configFromReproduce(r.reproduce), k);
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rules: RULES_VERSION,
    ...g,
    savedAt: new Date().toISOString(),
  });
}

/** Games worth a look, each opened in the game board (its whole log) or downloaded as a saved game. */
function NotableGames({
  report: r,
  onReplay,
}: {
  report: BalanceReport;
  onReplay: (k: number, title: string) => void;
}) {
  const [error, setError] = useState('');
  return (
    <table className="lab-table" data-testid="notable-games">
      <caption>Notable games (free play)</caption>
      <thead>
        <tr>
          <th>Game</th>
          <th>Winner</th>
          <th>Rounds</th>
          <th>Behind at half</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {r.notable.map((g) => {
          const what = g.label.startsWith('best:')
            ? `${TITANS[g.label.slice(5) as TitanId].name}'s fastest win`
            : (NOTABLE_TEXT[g.label] ?? g.label);
          return (
            <tr key={g.label}>
              <td>
                {what} (#{g.game})
              </td>
              <td>{TITANS[g.winner].name}</td>
              <td>{g.rounds}</td>
              <td>{g.behind ? `${g.behind} rows` : '—'}</td>
              <td>
                <button type="button" onClick={() => onReplay(g.game, `${what}, game #${g.game}`)}>
                  Replay
                </button>{' '}
                <button
                  type="button"
                  onClick={() => {
                    // A new saved game beside the others, opened at its own address.
                    const id = useGame.getState().importSave(notableSave(r, g.game));
                    if (id) window.location.hash = `#/play/${id}`;
                    else setError(useGame.getState().error ?? 'The game could not be opened.');
                  }}
                >
                  Open in the game
                </button>{' '}
                <button
                  type="button"
                  onClick={() =>
                    download(`titan-race-lab-game-${g.game}.json`, notableSave(r, g.game), 'application/json')
                  }
                >
                  Save
                </button>
              </td>
            </tr>
          );
        })}
        {error && (
          <tr>
            <td colSpan={5} className="lab-error">
              {error}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function rateBar(label: string, r: Rate, colour: string, sub?: string): WinBar {
  return { label, sub, colour, wins: r.wins, ci: { rate: r.rate, lo: r.ci[0], hi: r.ci[1] } };
}

export function BalanceResult(props: {
  report: BalanceReport;
  seconds?: number;
  live?: boolean;
  onLoadSettings?: () => void;
}) {
  const { report: r, seconds, live, onLoadSettings } = props;
  const titanBars = Object.entries(r.titans).map(([t, x]) =>
    rateBar(TITANS[t as TitanId].name, x, TITANS[t as TitanId].colour),
  );
  const posBars = Object.entries(r.turnPosition).map(([p, x]) =>
    rateBar(p === '1' ? '1 (first)' : p, x, NEUTRAL),
  );
  const winMax = Math.min(
    1,
    niceMax(Math.max(...[...titanBars, ...posBars].map((b) => b.ci.hi), 0.3) * 1.05),
  );
  const abilityRows: DeltaRow[] = r.abilities.map((a) => ({
    label: TITANS[a.titan].name,
    delta: a.delta,
    lo: a.ci[0],
    hi: a.ci[1],
    colour: TITANS[a.titan].colour,
    note: `wins ${pct(a.with)} with, ${pct(a.without)} without; used ${a.usesPerGame} times a game`,
  }));
  const cardRows: DeltaRow[] = r.cards.map((c) => ({
    label: CARD_NAME[c.card as CardId],
    delta: c.delta,
    lo: c.ci[0],
    hi: c.ci[1],
    note: `wins ${pct(c.with)} with, ${pct(c.without)} without; played ${c.playedPerGame} times a game`,
  }));
  const deltaMax = niceMax(
    Math.max(0.02, ...[...abilityRows, ...cardRows].flatMap((x) => [Math.abs(x.lo), Math.abs(x.hi)])),
  );
  const t = r.tension;
  const [replay, setReplay] = useState<{
    replay: Replay;
    title: string;
    which: string;
    k: number;
  } | null>(null);
  const [replayError, setReplayError] = useState('');
  const [replayGame, setReplayGame] = useState(0);
  // A replay belongs to the report it came from: another report shown here hides it.
  const which = `${r.seed}|${r.games}|${r.circuits.join()}|${r.reproduce.titans.join()}|${r.reproduce.bots.join()}`;
  /** Free game k, replayed from (setup, seed, bots) through the engine. */
  const openReplay = (k: number, title: string) => {
    try {
      const g = freeGameActions(configFromReproduce(r.reproduce), k);
      const b = buildReplay(g.setup, g.actions, g.bots);
      if (b.ok) {
        setReplay({ replay: b.replay, title, which, k });
        setReplayError('');
      } else setReplayError(b.message);
    } catch (e) {
      setReplayError((e as Error).message);
    }
  };
  const exportBase = `titan-balance-${r.reproduce.circuits.map((c) => c.id).join('-')}-seed${r.seed}`;
  return (
    <article
      className="lab-result lab-balance-result"
      data-testid="balance-result"
      aria-busy={live || undefined}
    >
      <h2>
        {r.circuits.join(' + ')}
        {live ? ' — running' : r.complete ? '' : ' — cancelled (partial)'}
      </h2>
      <p className="lab-summary">
        {r.played} of {r.games} games per batch{seconds !== undefined ? ` in ${seconds.toFixed(1)} s` : ''} ·
        seed {r.seed} · {r.length.mean.toFixed(1)} rounds on average · {t.leadChangesPerGame.toFixed(1)} lead
        changes per game · {pct(t.comebackShare)} of races won by a Titan not leading at half distance ·
        winning margin {t.meanWinningMargin.toFixed(1)} rows
        {r.checks.forbiddenUses || r.checks.substitutes
          ? ` · checks: ${r.checks.forbiddenUses} forbidden uses, ${r.checks.substitutes} substitutes`
          : ''}
      </p>
      <div className="lab-row lab-result-tools">
        <button
          type="button"
          onClick={() => download(`${exportBase}.json`, JSON.stringify(r, null, 2), 'application/json')}
        >
          Export JSON
        </button>
        <button type="button" onClick={() => download(`${exportBase}.csv`, balanceCSV(r), 'text/csv')}>
          Export CSV
        </button>
        {onLoadSettings && (
          <button type="button" onClick={onLoadSettings}>
            Use these settings
          </button>
        )}
        <form
          className="lab-row"
          onSubmit={(e) => {
            e.preventDefault();
            openReplay(replayGame, `game #${replayGame}`);
          }}
        >
          <label className="lab-field">
            Replay game number
            <input
              type="number"
              min={0}
              max={Math.max(0, r.played - 1)}
              value={replayGame}
              onChange={(e) =>
                setReplayGame(Math.max(0, Math.min(r.games - 1, Math.floor(Number(e.target.value) || 0))))
              }
            />
          </label>
          <button type="submit" disabled={live}>
            Replay this game
          </button>
        </form>
      </div>
      {replayError && <p className="lab-error">{replayError}</p>}
      {replay && replay.which === which && (
        <ReplayPanel
          replay={replay.replay}
          title={replay.title}
          onClose={() => setReplay(null)}
          linkAt={(at) =>
            replayHash({ kind: 'balance', cfg: configFromReproduce(r.reproduce), k: replay.k, at })
          }
        />
      )}
      <div className="lab-columns n2">
        <WinRateChart
          bars={titanBars}
          games={r.played}
          title="Win rate per Titan"
          yMax={winMax}
          testId="balance-titans"
          xTitle="Titan"
        />
        <WinRateChart
          bars={posBars}
          games={r.played}
          title="Win rate per turn position"
          yMax={winMax}
          testId="balance-positions"
          xTitle="turn position"
        />
        {abilityRows.length > 0 && (
          <DeltaChart
            rows={abilityRows}
            title="What each ability is worth (restricted play)"
            xTitle="win-rate points, with − without · whiskers: 95% interval"
            testId="balance-abilities"
            xMax={deltaMax}
          />
        )}
        {cardRows.length > 0 && (
          <DeltaChart
            rows={cardRows}
            title="What each card is worth (restricted play)"
            xTitle="win-rate points, with − without · whiskers: 95% interval"
            testId="balance-cards"
            xMax={deltaMax}
          />
        )}
        <Histogram
          hist={r.length.histogram}
          title="Game length (free play)"
          xTitle="rounds until a Titan wins"
          yTitle="games"
        />
        <table className="lab-table">
          <caption>Wins per bot level</caption>
          <thead>
            <tr>
              <th>Bot</th>
              <th>Seats</th>
              <th>A seat of this level won (95% CI)</th>
              <th>Per seat (95% CI)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(r.byBotLevel).map(([lv, x]) => (
              <tr key={lv}>
                <td>{lv}</td>
                <td>{x.seats}</td>
                <td>{ci(x)}</td>
                <td>{ci({ rate: x.perSeatRate, ci: x.perSeatCi })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {r.notable?.length > 0 && <NotableGames report={r} onReplay={openReplay} />}
        {r.teams && (
          <table className="lab-table">
            <caption>Wins per team</caption>
            <tbody>
              {Object.entries(r.teams).map(([k, x]) => (
                <tr key={k}>
                  <td>{k}</td>
                  <td>{ci(x)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}
