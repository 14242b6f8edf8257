// New game: players and names, Titans, seat order, teams, circuit(s) with pictures, laps, house rules, seed.
import { useMemo, useState } from 'react';
import { createGame } from '../../engine';
import {
  CIRCUIT_IDS,
  TITAN_IDS,
  type CircuitId,
  type Element,
  type GameSetup,
  type ReactionMode,
  type TitanId,
} from '../../engine/types';
import { useGame } from '../../store/game';
import { BoardView } from '../board/BoardView';
import { CIRCUIT_NAMES, TITANS } from '../meta';

interface CircuitPicture {
  name: string;
  elements: (Element | '')[];
}

const pictures = new Map<CircuitId, CircuitPicture>();
/** The circuit as the engine builds it (so the picture always matches the rules' data). */
export function circuitPicture(id: CircuitId): CircuitPicture {
  let p = pictures.get(id);
  if (!p) {
    const r = createGame({
      circuits: [id],
      titans: ['rassik', 'grinder', 'craken'],
      seed: 1,
      first: 'rassik',
    });
    p = r.ok
      ? { name: r.state.course.names[0] || CIRCUIT_NAMES[id], elements: r.state.course.elements }
      : { name: CIRCUIT_NAMES[id], elements: new Array(36).fill('') };
    if (!p.name || p.name === id) p = { ...p, name: CIRCUIT_NAMES[id] };
    pictures.set(id, p);
  }
  return p;
}

type TeamMode = 'none' | '2x2' | '2x3' | '3x2';

interface PlayerForm {
  name: string;
  titans: TitanId[];
}

function defaultPlayers(n: number): PlayerForm[] {
  const per = n === 2 ? 2 : 1;
  return Array.from({ length: n }, (_, i) => ({
    name: `Player ${i + 1}`,
    titans: Array.from({ length: per }, (_, k) => TITAN_IDS[i + k * n]),
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

/** Teams by seat so that team-mates never sit side by side (R12.3). */
export function teamSeats(mode: TeamMode): number[][] | null {
  switch (mode) {
    case '2x2':
      return [
        [0, 2],
        [1, 3],
      ];
    case '2x3':
      return [
        [0, 2, 4],
        [1, 3, 5],
      ];
    case '3x2':
      return [
        [0, 3],
        [1, 4],
        [2, 5],
      ];
    default:
      return null;
  }
}

export function SetupScreen({ onStarted, onBack }: { onStarted: () => void; onBack: () => void }) {
  const newGame = useGame((s) => s.newGame);
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  const [n, setN] = useState(3);
  const [players, setPlayers] = useState<PlayerForm[]>(() => defaultPlayers(3));
  const [order, setOrder] = useState<[number, number][]>(() => defaultOrder(3));
  const [teams, setTeams] = useState<TeamMode>('none');
  const [slam, setSlam] = useState(false);
  const [circuit, setCircuit] = useState<CircuitId>('kaldheira');
  const [slamCircuits, setSlamCircuits] = useState<CircuitId[]>(['kaldheira', 'banKog', 'estengaard']);
  const [laps, setLaps] = useState(3);
  const [reactions, setReactions] = useState<ReactionMode>('eligible');
  const [maxLife, setMaxLife] = useState(6);
  const [handSize, setHandSize] = useState(2);
  const [trapSupply, setTrapSupply] = useState(15);
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | null>(null);

  const changeCount = (k: number) => {
    setN(k);
    setPlayers((old) => defaultPlayers(k).map((p, i) => (old[i] ? { ...p, name: old[i].name } : p)));
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

  const move = (i: number, d: -1 | 1) => {
    setOrder((o) => {
      const j = i + d;
      if (j < 0 || j >= o.length) return o;
      const c = o.slice();
      [c[i], c[j]] = [c[j], c[i]];
      return c;
    });
  };

  const seats: TitanId[] = order.map(([p, k]) => players[p]?.titans[k]).filter(Boolean);
  const teamModes: TeamMode[] = n === 4 ? ['none', '2x2'] : n === 6 ? ['none', '2x3', '3x2'] : ['none'];

  const setup: GameSetup = useMemo(() => {
    const s: GameSetup = {
      circuits: slam ? slamCircuits : [circuit],
      titans: seats,
      players: players.map((p) => p.titans),
      laps: slam ? 1 : laps,
      options: { reactions, maxLife, handSize, trapSupply },
    };
    const ts = teamSeats(teams);
    if (ts) s.teams = ts.map((team) => team.map((i) => seats[i]));
    if (seed.trim() !== '' && Number.isFinite(Number(seed))) s.seed = Math.floor(Number(seed));
    return s;
  }, [
    slam,
    slamCircuits,
    circuit,
    seats,
    players,
    laps,
    reactions,
    maxLife,
    handSize,
    trapSupply,
    teams,
    seed,
  ]);

  const shareLink = `${window.location.origin}${window.location.pathname}#/play?setup=${encodeURIComponent(JSON.stringify(setup))}`;

  const start = () => {
    const r = newGame(
      setup,
      players.map((p) => p.name.trim() || 'Player'),
    );
    if (!r.ok) {
      setError(r.error);
      return;
    }
    onStarted();
  };

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
          {[2, 3, 4, 5, 6].map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={n === k}
              className={`btn btn--choice${n === k ? ' btn--on' : ''}`}
              onClick={() => changeCount(k)}
            >
              {k} players
            </button>
          ))}
        </div>
        {n === 2 && <p className="hint">With two players each plays two Titans; turns go A1, B1, A2, B2.</p>}
        <ol className="player-list">
          {players.map((p, i) => (
            <li key={i} className="player-row">
              <label>
                Name of player {i + 1}{' '}
                <input
                  value={p.name}
                  onChange={(e) =>
                    setPlayers((old) => old.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                  }
                  maxLength={24}
                />
              </label>
              {p.titans.map((t, k) => (
                <label key={k} className="titan-pick">
                  <span
                    className="titan-swatch"
                    style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                    aria-hidden="true"
                  >
                    {TITANS[t].initial}
                  </span>
                  Titan{p.titans.length > 1 ? ` ${k + 1}` : ''}{' '}
                  <select
                    value={t}
                    onChange={(e) => pickTitan(i, k, e.target.value as TitanId)}
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
            </li>
          ))}
        </ol>
      </section>

      <section className="setup-section" aria-labelledby="seats-title">
        <h2 id="seats-title">Seat order (turn order)</h2>
        <ol className="seat-list">
          {order.map(([p, k], i) => {
            const t = players[p]?.titans[k];
            if (!t) return null;
            return (
              <li key={`${p}-${k}`}>
                <span
                  className="titan-swatch"
                  style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                  aria-hidden="true"
                >
                  {TITANS[t].initial}
                </span>
                {TITANS[t].name} ({players[p].name})
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
            <select value={teams} onChange={(e) => setTeams(e.target.value as TeamMode)}>
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
        {teams !== 'none' && (
          <p className="hint">
            {teamSeats(teams)!
              .map(
                (team, i) =>
                  `Team ${i + 1}: ${team.map((s) => (seats[s] ? TITANS[seats[s]].name : '?')).join(' & ')}`,
              )
              .join(' · ')}{' '}
            (team-mates never sit side by side).
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
        {!slam ? (
          <div className="circuits" role="radiogroup" aria-label="Circuit">
            {CIRCUIT_IDS.map((id) => {
              const pic = circuitPicture(id);
              return (
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={circuit === id}
                  className={`circuit-card${circuit === id ? ' circuit-card--on' : ''}`}
                  onClick={() => setCircuit(id)}
                  data-circuit={id}
                >
                  <BoardView
                    boards={1}
                    elements={pic.elements}
                    scale={0.34}
                    legend={false}
                    label={`Picture of ${pic.name}`}
                  />
                  <span>{pic.name}</span>
                </button>
              );
            })}
          </div>
        ) : (
          <div className="slam-picks">
            {[0, 1, 2].map((b) => (
              <label key={b}>
                Board {b + 1}
                {b === 0 ? ' (bottom)' : b === 2 ? ' (top)' : ''}{' '}
                <select
                  value={slamCircuits[b]}
                  onChange={(e) =>
                    setSlamCircuits((c) => c.map((x, j) => (j === b ? (e.target.value as CircuitId) : x)))
                  }
                >
                  {CIRCUIT_IDS.map((id) => (
                    <option key={id} value={id}>
                      {circuitPicture(id).name}
                    </option>
                  ))}
                </select>
                <BoardView
                  boards={1}
                  elements={circuitPicture(slamCircuits[b]).elements}
                  scale={0.3}
                  legend={false}
                  label={`Picture of board ${b + 1}`}
                />
              </label>
            ))}
          </div>
        )}
        {!slam && (
          <label>
            Laps{' '}
            <input
              type="number"
              min={1}
              max={9}
              value={laps}
              onChange={(e) => setLaps(Math.max(1, Math.min(9, Number(e.target.value) || 1)))}
            />
          </label>
        )}
      </section>

      <details className="setup-section">
        <summary>
          <h2 className="inline-h2">House rules and options</h2>
        </summary>
        <label>
          Reaction prompts{' '}
          <select value={reactions} onChange={(e) => setReactions(e.target.value as ReactionMode)}>
            <option value="eligible">ask only a player who holds a playable reaction</option>
            <option value="always">ask at every trigger (holding one is never given away)</option>
            <option value="never">reactions off</option>
          </select>
        </label>
        <label>
          Maximum Life{' '}
          <input
            type="number"
            min={1}
            max={12}
            value={maxLife}
            onChange={(e) => setMaxLife(Math.max(1, Math.min(12, Number(e.target.value) || 6)))}
          />
        </label>
        <label>
          Hand size{' '}
          <input
            type="number"
            min={0}
            max={5}
            value={handSize}
            onChange={(e) => setHandSize(Math.max(0, Math.min(5, Number(e.target.value) || 0)))}
          />
        </label>
        <label>
          Trap supply{' '}
          <input
            type="number"
            min={0}
            max={40}
            value={trapSupply}
            onChange={(e) => setTrapSupply(Math.max(0, Math.min(40, Number(e.target.value) || 0)))}
          />
        </label>
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

      {error && (
        <p role="alert" className="msg msg--error">
          {error}
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
