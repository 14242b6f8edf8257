// New game: players and names, who plays each (a person or a bot), Titans, seat order, teams, circuit(s)
// with pictures (the standard six and the designer's saved circuits), laps, house rules, seed.
// Whatever the engine refuses (createGame ok:false) is shown in its own words and nothing starts.
import { useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createGame } from '../../engine';
import { DEFAULT_DECK, DEFAULT_START_LIFE } from '../../engine/data';
import {
  CARD_IDS,
  TITAN_IDS,
  type CardId,
  type Circuit,
  type CircuitId,
  type Element,
  type GameSetup,
  type ReactionMode,
  type TitanId,
} from '../../engine/types';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import {
  isStandardId,
  libraryState,
  libraryVersion,
  listPlayableCircuits,
  resolveCircuit,
  subscribeLibrary,
  type LibraryState,
  type PlayableCircuit,
} from '../../editor/library';
import { useGame, type BotSeats } from '../../store/game';
import { cleanName, MAX_NAME } from '../../store/names';
import { BoardView } from '../board/BoardView';
import { CARD_META, CIRCUIT_NAMES, TITANS } from '../meta';
import { typedName } from '../nameInput';
import { setupHash } from './setupLink';

interface CircuitPicture {
  name: string;
  elements: (Element | '')[];
}

const pictures = new Map<string, { key: unknown; pic: CircuitPicture }>();

/** The circuit as the engine builds it (so the picture always matches the rules' data). */
export function circuitPicture(c: CircuitId | PlayableCircuit): CircuitPicture {
  const id = typeof c === 'string' ? c : c.id;
  const source: CircuitId | Circuit =
    typeof c === 'string' ? c : c.standard ? (c.id as CircuitId) : c.circuit;
  const key: unknown = typeof c === 'string' || c.standard ? 'standard' : (c.updatedAt ?? c.circuit);
  const hit = pictures.get(id);
  if (hit && hit.key === key) return hit.pic;
  const fallback = typeof c === 'string' ? CIRCUIT_NAMES[c] : c.name;
  const r = createGame({
    circuits: [source],
    titans: ['rassik', 'grinder', 'craken'],
    seed: 1,
    first: 'rassik',
  });
  let pic: CircuitPicture = r.ok
    ? { name: r.state.course.names[0] || fallback, elements: r.state.course.elements }
    : { name: fallback, elements: new Array(36).fill('') };
  if (!pic.name || pic.name === id) pic = { ...pic, name: fallback || id };
  pictures.set(id, { key, pic });
  return pic;
}

type TeamMode = 'none' | '2x2' | '2x3' | '3x2';
type Controller = 'person' | BotLevel;

interface PlayerForm {
  name: string;
  titans: TitanId[];
  by: Controller;
  /** Team number (0-based) when playing in teams. */
  team: number;
}

function defaultPlayers(n: number): PlayerForm[] {
  const per = n === 2 ? 2 : 1;
  return Array.from({ length: n }, (_, i) => ({
    name: `Player ${i + 1}`,
    titans: Array.from({ length: per }, (_, k) => TITAN_IDS[i + k * n]),
    by: 'person',
    team: 0,
  }));
}

/** Seat order as (player, slot) pairs; two players alternate A1, B1, A2, B2 (R9.1). */
function defaultOrder(n: number): [number, number][] {
  if (n === 2)
    return [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ];
  return Array.from({ length: n }, (_, i) => [i, 0] as [number, number]);
}

function teamCount(mode: TeamMode): number {
  return mode === '2x2' || mode === '2x3' ? 2 : mode === '3x2' ? 3 : 0;
}

/** Teams by seat so that team-mates never sit side by side (R12.3): seat i joins team i mod k. */
export function teamSeats(mode: TeamMode): number[][] | null {
  const k = teamCount(mode);
  if (!k) return null;
  const size = mode === '2x2' ? 4 : 6;
  return Array.from({ length: k }, (_, t) =>
    Array.from({ length: size }, (_, i) => i).filter((i) => i % k === t),
  );
}

const BY_LABEL: Record<Controller, string> = {
  person: 'a person',
  random: 'Random bot',
  greedy: 'Greedy bot',
  expert: 'Expert bot',
  master: 'Master bot',
};

/** One circuit to choose from a list with pictures: the standard six and the saved ones. */
function CircuitPicker({
  circuits,
  value,
  onChange,
  label,
  scale,
  board,
}: {
  circuits: PlayableCircuit[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  scale: number;
  board?: number;
}) {
  return (
    <div className="circuits" role="radiogroup" aria-label={label}>
      {circuits.map((c) => {
        const pic = circuitPicture(c);
        const on = value === c.id;
        return (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={on}
            className={`circuit-card${on ? ' circuit-card--on' : ''}`}
            onClick={() => onChange(c.id)}
            data-circuit={c.id}
            data-slam-board={board}
          >
            <BoardView
              boards={1}
              elements={pic.elements}
              scale={scale}
              legend={false}
              label={`Picture of ${pic.name}`}
            />
            <span>
              {pic.name}
              {!c.standard && <em className="circuit-mine"> (my circuit)</em>}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The circuits to choose from, and whether the library (read from the browser's storage) is loaded yet. */
function usePlayableCircuits(): { list: PlayableCircuit[]; state: LibraryState } {
  const version = useSyncExternalStore(subscribeLibrary, libraryVersion, libraryVersion);
  return useMemo(() => ({ list: listPlayableCircuits(), state: libraryState(), version }), [version]);
}

/** A labelled whole-number input within [min, max]; anything else is said and the last good value kept. */
function NumberField(p: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  fallback: number;
  onChange: (n: number) => void;
  title?: string;
}) {
  // What is typed stays as typed; a value out of range is said, not silently changed (issue 13).
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(p.value);
  const n = Number(shown);
  const bad = shown.trim() === '' || !Number.isInteger(n) || n < p.min || n > p.max;
  const id = useId();
  return (
    <label title={p.title}>
      {p.label}{' '}
      <input
        type="number"
        min={p.min}
        max={p.max}
        value={shown}
        aria-invalid={bad}
        aria-describedby={bad ? id : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isInteger(v) && v >= p.min && v <= p.max) p.onChange(v);
        }}
        onBlur={() => setText(null)}
      />
      {bad && (
        <span id={id} className="field-error" role="alert">
          between {p.min} and {p.max}: {p.value} is kept
        </span>
      )}
    </label>
  );
}

/** Where the last setup's players (count, names, who plays them) are remembered for the next game. */
const LAST_PLAYERS_KEY = 'titan-race/last-players';

function rememberedPlayers(): PlayerForm[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(LAST_PLAYERS_KEY) ?? 'null') as unknown;
    if (!Array.isArray(v) || v.length < 2 || v.length > 6) return null;
    const base = defaultPlayers(v.length);
    return base.map((p, i) => {
      const r = v[i] as Partial<PlayerForm> | null;
      const by =
        r && (['person', ...BOT_LEVELS] as string[]).includes(String(r.by)) ? (r.by as Controller) : 'person';
      return { ...p, name: cleanName(r?.name) || p.name, by };
    });
  } catch {
    return null;
  }
}

function rememberPlayers(players: PlayerForm[]): void {
  try {
    localStorage.setItem(LAST_PLAYERS_KEY, JSON.stringify(players.map((p) => ({ name: p.name, by: p.by }))));
  } catch {
    // Not remembered: the next setup starts from the defaults, nothing else is lost.
  }
}

export function SetupScreen({
  onStarted,
  onBack,
  initialCircuit,
}: {
  onStarted: (id: string) => void;
  onBack: () => void;
  /** A standard id or a saved circuit's id ('#/play?circuit=<id>'), chosen at first. */
  initialCircuit?: string;
}) {
  const newGame = useGame((s) => s.newGame);
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  const { list: circuits, state: libState } = usePlayableCircuits();
  // The library loads from the browser's storage: a saved circuit in the link is chosen once it is there.
  const initialOk = initialCircuit !== undefined && circuits.some((c) => c.id === initialCircuit);
  const [remembered] = useState(rememberedPlayers);
  const [n, setN] = useState(remembered?.length ?? 3);
  const [players, setPlayers] = useState<PlayerForm[]>(() => remembered ?? defaultPlayers(3));
  const [order, setOrder] = useState<[number, number][]>(() => defaultOrder(3));
  const [teams, setTeams] = useState<TeamMode>('none');
  const [slam, setSlam] = useState(false);
  /** The circuit chosen on this screen (null: the link's circuit, or Kaldheira). */
  const [picked, setPicked] = useState<string | null>(null);
  const circuit = picked ?? (initialOk ? initialCircuit! : 'kaldheira');
  const setCircuit = setPicked;
  const [slamPicked, setSlamCircuits] = useState<(string | null)[]>(() => [null, 'banKog', 'estengaard']);
  const slamCircuits = slamPicked.map((c) => c ?? (initialOk ? initialCircuit! : 'kaldheira'));
  const [laps, setLaps] = useState(3);
  /** null until chosen: then 'always' when two or more people play (asking only holders would tell the
   * table who holds a reaction card, issue 13), else 'eligible'. */
  const [reactionsPicked, setReactions] = useState<ReactionMode | null>(null);
  const people = players.filter((p) => p.by === 'person').length;
  const reactions: ReactionMode = reactionsPicked ?? (people >= 2 ? 'always' : 'eligible');
  const [maxLife, setMaxLife] = useState(6);
  const [startLife, setStartLife] = useState<Partial<Record<TitanId, number>>>({});
  const [handSize, setHandSize] = useState(2);
  const [trapSupply, setTrapSupply] = useState(15);
  const [deck, setDeck] = useState<Record<CardId, number>>(() => ({ ...DEFAULT_DECK }));
  const [seed, setSeed] = useState('');
  /** Why the last "Start the race" was refused (shown while the setup stays the same). */
  const [failure, setFailure] = useState<{ setup: GameSetup; message: string } | null>(null);
  const linkError =
    picked === null && initialCircuit !== undefined && !initialOk && libState !== 'loading'
      ? `The circuit “${initialCircuit}” is neither a standard circuit nor a valid circuit saved in this browser.`
      : null;

  const changeCount = (k: number) => {
    setN(k);
    setPlayers((old) =>
      defaultPlayers(k).map((p, i) => (old[i] ? { ...p, name: old[i].name, by: old[i].by } : p)),
    );
    setOrder(defaultOrder(k));
    setTeams('none');
  };

  const pickTitan = (p: number, slot: number, t: TitanId) => {
    setPlayers((old) => {
      const next = old.map((x) => ({ ...x, titans: x.titans.slice() }));
      // Taken elsewhere? Swap the two.
      for (const q of next)
        for (let k = 0; k < q.titans.length; k++) if (q.titans[k] === t) q.titans[k] = next[p].titans[slot];
      next[p].titans[slot] = t;
      return next;
    });
  };

  const patchPlayer = (i: number, patch: Partial<PlayerForm>) => {
    setPlayers((old) => old.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  };

  const move = (i: number, d: -1 | 1) => {
    setOrder((o) => {
      const j = i + d;
      if (j < 0 || j >= o.length) return o;
      const c = o.slice();
      [c[i], c[j]] = [c[j], c[i]];
      return c;
    });
  };

  const changeTeams = (mode: TeamMode) => {
    setTeams(mode);
    // Start from a valid arrangement: the Titan in seat i joins team i mod k.
    const k = teamCount(mode);
    if (k) setPlayers((old) => old.map((p, i) => ({ ...p, team: order.findIndex(([q]) => q === i) % k })));
  };

  const seats: TitanId[] = order.map(([p, k]) => players[p]?.titans[k]).filter(Boolean);
  const teamModes: TeamMode[] = n === 4 ? ['none', '2x2'] : n === 6 ? ['none', '2x3', '3x2'] : ['none'];
  const k = teamCount(teams);
  const circuitIds = circuits.map((c) => c.id);
  const known = (id: string) => circuitIds.includes(id);

  const setup: GameSetup = useMemo(() => {
    const asCircuit = (id: string): CircuitId | Circuit => {
      if (isStandardId(id)) return id;
      // A saved circuit goes in whole, so the game (and its save file) no longer needs the library.
      return circuits.find((c) => c.id === id)?.circuit ?? resolveCircuit(id) ?? (id as CircuitId);
    };
    const startLifeOption: Partial<Record<TitanId, number>> = {};
    for (const t of TITAN_IDS) {
      const engineDefault = DEFAULT_START_LIFE[t] ?? maxLife;
      const eff = Math.min(startLife[t] ?? engineDefault, maxLife);
      // The engine checks its own defaults against the maximum Life too, so lower them with it.
      if (eff !== engineDefault && (seats.includes(t) || DEFAULT_START_LIFE[t] !== undefined))
        startLifeOption[t] = eff;
    }
    const options: GameSetup['options'] = { reactions, maxLife, handSize, trapSupply };
    if (Object.keys(startLifeOption).length > 0) options.startLife = startLifeOption;
    if (CARD_IDS.some((c) => deck[c] !== DEFAULT_DECK[c])) options.deck = { ...deck };
    const s: GameSetup = {
      circuits: slam ? slamCircuits.map(asCircuit) : [asCircuit(circuit)],
      titans: seats,
      players: players.map((p) => p.titans),
      laps: slam ? 1 : laps,
      options,
    };
    if (k) {
      s.teams = Array.from({ length: k }, (_, t) =>
        players.filter((p) => p.team === t).flatMap((p) => p.titans),
      );
    }
    if (seed.trim() !== '' && Number.isFinite(Number(seed))) s.seed = Math.floor(Number(seed));
    return s;
  }, [
    slam,
    slamCircuits,
    circuit,
    circuits,
    seats,
    players,
    laps,
    reactions,
    maxLife,
    startLife,
    handSize,
    trapSupply,
    deck,
    k,
    seed,
  ]);

  const bots: BotSeats = useMemo(() => {
    const b: BotSeats = {};
    for (const p of players) if (p.by !== 'person') for (const t of p.titans) b[t] = p.by;
    return b;
  }, [players]);
  // Names as they are kept and shared: no invisible or direction-changing characters (cleanName).
  const names = players.map((p, i) => cleanName(p.name) || `Player ${i + 1}`);

  // The engine's own verdict on this setup, live (e.g. team-mates side by side).
  const problem = useMemo(() => {
    const r = createGame(setup);
    return r.ok ? null : r.error.message;
  }, [setup]);

  const shareLink = `${window.location.origin}${window.location.pathname}${setupHash(setup, names, bots)}`;

  const start = () => {
    const missing = (slam ? slamCircuits : [circuit]).find((id) => !known(id));
    if (missing) {
      setFailure({
        setup,
        message: `The circuit “${missing}” is not in this browser's library: choose another.`,
      });
      return;
    }
    const r = newGame(setup, names, bots);
    if (!r.ok) {
      setFailure({ setup, message: r.error });
      return;
    }
    rememberPlayers(players);
    onStarted(r.id);
    // The board is at the top of the play screen: do not leave the players scrolled down.
    document.documentElement.scrollTop = 0;
  };

  const message = (failure && failure.setup === setup ? failure.message : null) ?? problem;

  return (
    <main className="setup">
      <header className="setup-head">
        <h1>New game</h1>
        <button type="button" className="btn" onClick={onBack}>
          Back
        </button>
      </header>

      <section className="setup-section" aria-labelledby="players-title">
        <h2 id="players-title">Players</h2>
        <div role="radiogroup" aria-label="Number of players" className="seg">
          {[2, 3, 4, 5, 6].map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={n === m}
              className={`btn btn--choice${n === m ? ' btn--on' : ''}`}
              onClick={() => changeCount(m)}
            >
              {m} players
            </button>
          ))}
        </div>
        {n === 2 && <p className="hint">With two players each plays two Titans; turns go A1, B1, A2, B2.</p>}
        <p className="hint">
          Any player can be a bot: Random plays any legal move, Greedy the best move it sees now, Expert looks
          ahead through the other players' replies.
        </p>
        <ol className="player-list">
          {players.map((p, i) => (
            <li key={i} className="player-row" data-player={i}>
              <label>
                Name of player {i + 1}{' '}
                <input
                  value={p.name}
                  onChange={(e) => patchPlayer(i, { name: typedName(e.target.value) })}
                  onBlur={(e) => patchPlayer(i, { name: cleanName(e.target.value) })}
                  maxLength={MAX_NAME}
                />
              </label>
              <label>
                Player {i + 1} played by{' '}
                <select value={p.by} onChange={(e) => patchPlayer(i, { by: e.target.value as Controller })}>
                  {(['person', ...BOT_LEVELS] as Controller[]).map((c) => (
                    <option key={c} value={c}>
                      {BY_LABEL[c]}
                    </option>
                  ))}
                </select>
              </label>
              {p.titans.map((t, s) => (
                <label key={s} className="titan-pick">
                  <span
                    className="titan-swatch"
                    style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                    aria-hidden="true"
                  >
                    {TITANS[t].initial}
                  </span>
                  Titan{p.titans.length > 1 ? ` ${s + 1}` : ''}{' '}
                  <select
                    value={t}
                    aria-label={`Titan${p.titans.length > 1 ? ` ${s + 1}` : ''} of player ${i + 1}`}
                    onChange={(e) => pickTitan(i, s, e.target.value as TitanId)}
                    title={TITANS[t].ability}
                  >
                    {TITAN_IDS.map((id) => (
                      <option key={id} value={id}>
                        {TITANS[id].name} ({TITANS[id].face}) — {TITANS[id].abilityName}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              {k > 0 && (
                <label>
                  Team of player {i + 1}{' '}
                  <select value={p.team} onChange={(e) => patchPlayer(i, { team: Number(e.target.value) })}>
                    {Array.from({ length: k }, (_, t) => (
                      <option key={t} value={t}>
                        Team {t + 1}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="setup-section" aria-labelledby="seats-title">
        <h2 id="seats-title">Seat order (turn order)</h2>
        <ol className="seat-list">
          {order.map(([p, s], i) => {
            const t = players[p]?.titans[s];
            if (!t) return null;
            return (
              <li key={`${p}-${s}`} data-seat={t}>
                <span
                  className="titan-swatch"
                  style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                  aria-hidden="true"
                >
                  {TITANS[t].initial}
                </span>
                {TITANS[t].name} ({players[p].name}
                {players[p].by !== 'person' ? `, ${players[p].by} bot` : ''}
                {k > 0 ? `, team ${players[p].team + 1}` : ''})
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Move ${TITANS[t].name} earlier`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => move(i, 1)}
                  disabled={i === order.length - 1}
                  aria-label={`Move ${TITANS[t].name} later`}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
        <p className="hint">The first player is rolled for at the start (a die showing a Titan's colour).</p>
        {teamModes.length > 1 && (
          <label>
            Teams{' '}
            <select value={teams} onChange={(e) => changeTeams(e.target.value as TeamMode)}>
              {teamModes.map((m) => (
                <option key={m} value={m}>
                  {m === 'none'
                    ? 'no teams'
                    : m === '2x2'
                      ? '2 teams of 2'
                      : m === '2x3'
                        ? '2 teams of 3'
                        : '3 teams of 2'}
                </option>
              ))}
            </select>
          </label>
        )}
        {k > 0 && (
          <p className="hint">
            {Array.from(
              { length: k },
              (_, t) =>
                `Team ${t + 1}: ${players
                  .filter((p) => p.team === t)
                  .map((p) => TITANS[p.titans[0]].name)
                  .join(' & ')}`,
            ).join(' · ')}
            . Choose each player's team; team-mates never sit side by side, and one Titan finishing wins for
            its team.
          </p>
        )}
      </section>

      <section className="setup-section" aria-labelledby="course-title">
        <h2 id="course-title">Course</h2>
        <div role="radiogroup" aria-label="Race type" className="seg">
          <button
            type="button"
            role="radio"
            aria-checked={!slam}
            className={`btn btn--choice${!slam ? ' btn--on' : ''}`}
            onClick={() => setSlam(false)}
          >
            One circuit
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={slam}
            className={`btn btn--choice${slam ? ' btn--on' : ''}`}
            onClick={() => setSlam(true)}
          >
            Grand Slam (three boards, one lap)
          </button>
        </div>
        {circuits.some((c) => !c.standard) && (
          <p className="hint">
            Your circuits from the circuit editor are listed after the six standard ones.
          </p>
        )}
        {!slam ? (
          <CircuitPicker
            circuits={circuits}
            value={circuit}
            onChange={(id) => setCircuit(id)}
            label="Circuit"
            scale={0.34}
          />
        ) : (
          <div className="slam-picks">
            {[0, 1, 2].map((b) => (
              <fieldset key={b} className="slam-board">
                <legend>
                  Board {b + 1}
                  {b === 0 ? ' (bottom)' : b === 2 ? ' (top)' : ''}
                </legend>
                <CircuitPicker
                  circuits={circuits}
                  value={slamCircuits[b]}
                  onChange={(id) => {
                    setSlamCircuits((c) => c.map((x, j) => (j === b ? id : x)));
                  }}
                  label={`Board ${b + 1} circuit`}
                  scale={0.22}
                  board={b + 1}
                />
              </fieldset>
            ))}
          </div>
        )}
        {!slam && <NumberField label="Laps" value={laps} min={1} max={9} fallback={1} onChange={setLaps} />}
      </section>

      <details className="setup-section">
        <summary>
          <h2 className="inline-h2">House rules and options</h2>
        </summary>
        <p className="hint">The rulebook's values are preset; change them for a house-rules game (R12.4).</p>
        <label>
          Reaction prompts{' '}
          <select value={reactions} onChange={(e) => setReactions(e.target.value as ReactionMode)}>
            <option value="eligible">ask only a player who holds a playable reaction</option>
            <option value="always">ask at every trigger (holding one is never given away)</option>
            <option value="never">reactions off</option>
          </select>
        </label>
        <NumberField
          label="Maximum Life"
          value={maxLife}
          min={1}
          max={20}
          fallback={6}
          onChange={setMaxLife}
        />
        <NumberField label="Hand size" value={handSize} min={0} max={6} fallback={0} onChange={setHandSize} />
        <NumberField
          label="Trap supply"
          value={trapSupply}
          min={0}
          max={36}
          fallback={0}
          onChange={setTrapSupply}
        />
        <fieldset className="house-group">
          <legend>Starting Life</legend>
          {seats.map((t) => (
            <NumberField
              key={t}
              label={`Starting Life of ${TITANS[t].name}`}
              value={Math.min(startLife[t] ?? DEFAULT_START_LIFE[t] ?? maxLife, maxLife)}
              min={1}
              max={maxLife}
              fallback={maxLife}
              onChange={(n) => setStartLife((s) => ({ ...s, [t]: n }))}
            />
          ))}
        </fieldset>
        <fieldset className="house-group">
          <legend>Deck: copies of each Bonus card (0–9)</legend>
          {CARD_IDS.map((c) => (
            <NumberField
              key={c}
              title={CARD_META[c].text}
              label={`Copies of ${CARD_META[c].name}`}
              value={deck[c]}
              min={0}
              max={9}
              fallback={0}
              onChange={(n) => setDeck((d) => ({ ...d, [c]: n }))}
            />
          ))}
          <p className="hint">
            {CARD_IDS.reduce((a, c) => a + deck[c], 0)} cards in the deck.{' '}
            <button
              type="button"
              className="btn btn--small btn--quiet"
              onClick={() => setDeck({ ...DEFAULT_DECK })}
            >
              Rulebook deck
            </button>
          </p>
        </fieldset>
        <label>
          Seed (optional, same seed = same dice){' '}
          <input
            inputMode="numeric"
            value={seed}
            onChange={(e) => setSeed(e.target.value.replace(/[^0-9]/g, ''))}
            placeholder="random"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.handoff}
            onChange={(e) => setSettings({ handoff: e.target.checked })}
          />{' '}
          Show a “Pass the device to …” screen between players
        </label>
      </details>

      {linkError && (
        <p role="alert" className="msg msg--error">
          {linkError}
        </p>
      )}
      {message && (
        <p role="alert" className="msg msg--error" data-setup-problem="">
          {message}
        </p>
      )}
      <div className="setup-start">
        <button type="button" className="btn btn--primary btn--big" onClick={start}>
          Start the race
        </button>
        <a className="share-link" href={shareLink}>
          Link to this setup
        </a>
      </div>
    </main>
  );
}
