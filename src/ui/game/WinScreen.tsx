// The end: the winner (data-winner), the standings (laps, rows to the line, Life), every hand revealed,
// the game's statistics, Rematch. The celebration is a CSS animation, off under reduced motion.
import { spaceRow } from '../../engine/board';
import type { GameState, TitanState } from '../../engine/types';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { cardName, TITANS } from '../meta';
import { ReplayGameButton } from './ReplayGame';

/** Rows climbed over the whole race (0 off the board); the line is at laps × rows of the course. */
function climbed(game: GameState, t: TitanState): number {
  return t.space < 0 ? 0 : spaceRow(t.space) + (t.lap - 1) * 12 * game.course.boards;
}

/** The Titans in finishing order: the winner (and team), then the furthest along. */
export function standings(game: GameState, winners: readonly string[]): TitanState[] {
  const line = game.laps * 12 * game.course.boards;
  const key = (t: TitanState) => (winners.includes(t.id) ? line * 10 : climbed(game, t));
  return game.titans.slice().sort((a, b) => key(b) - key(a) || b.life - a.life);
}

export function WinScreen({ onHome }: { onHome: () => void }) {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const stats = useGame((s) => s.stats);
  const names = useGame((s) => s.names);
  const setup = useGame((s) => s.setup)!;
  const newGame = useGame((s) => s.newGame);
  const bots = useGame((s) => s.bots);
  const actions = useGame((s) => s.actions.length);
  const winner = summary.winner!;
  const team = summary.winningTeam;
  const player = playerOfTitan(game, winner);
  const rematch = () => {
    const { seed: _seed, first: _first, rolls: _rolls, ...rest } = setup;
    // A new saved game: the finished one stays in the list (and Back returns to it).
    const r = newGame(rest, names, bots);
    if (r.ok) window.location.hash = `#/play/${r.id}`;
  };
  return (
    <section className="win" data-winner={winner} aria-labelledby="win-title">
      <h2 id="win-title" className="win-title" style={{ color: TITANS[winner].colour }}>
        {TITANS[winner].name} wins!
      </h2>
      <p>
        {team && team.length > 1
          ? `Team ${team.map((t) => TITANS[t].name).join(' & ')} wins`
          : `${names[player] ?? `Player ${player + 1}`} wins`}{' '}
        after {summary.round} rounds ({stats.turns} turns, {actions} actions).
      </p>
      <div className="stats-wrap">
        <table className="stats standings" data-standings="">
          <caption>Standings</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Titan</th>
              <th scope="col">Player</th>
              <th scope="col">Lap</th>
              <th scope="col">Rows to the line</th>
              <th scope="col">Life</th>
              <th scope="col">Hand (revealed)</th>
            </tr>
          </thead>
          <tbody>
            {standings(game, team ?? [winner]).map((t, i) => {
              const won = (team ?? [winner]).includes(t.id);
              const p = playerOfTitan(game, t.id);
              const line = game.laps * 12 * game.course.boards;
              return (
                <tr key={t.id} className={won ? 'stats-winner' : undefined} data-standing={t.id}>
                  <td>{i + 1}</td>
                  <th scope="row">{TITANS[t.id].name}</th>
                  <td>{names[p] ?? `Player ${p + 1}`}</td>
                  <td>{t.id === winner ? 'finished' : `${Math.min(t.lap, game.laps)} of ${game.laps}`}</td>
                  <td>{t.id === winner ? 0 : Math.max(0, line - climbed(game, t))}</td>
                  <td>{t.ko ? `${t.life} (knocked out)` : t.life}</td>
                  <td>
                    {t.hand.length === 0
                      ? 'no cards'
                      : t.hand.map((c) => cardName(c, game.setup.options?.cardNames)).join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="stats-wrap">
        <table className="stats">
          <caption>Statistics of the whole game</caption>
          <thead>
            <tr>
              <th scope="col">Titan</th>
              <th scope="col">Steps</th>
              <th scope="col">Pushes</th>
              <th scope="col" title="Life lost">
                Lost
              </th>
              <th scope="col" title="Times knocked out">
                K.O.
              </th>
              <th scope="col">Traps</th>
              <th scope="col">Cards</th>
            </tr>
          </thead>
          <tbody>
            {game.titans.map((t) => {
              const s = stats.titans[t.id];
              return (
                <tr key={t.id} className={t.id === winner ? 'stats-winner' : undefined}>
                  <th scope="row">{TITANS[t.id].name}</th>
                  <td>{s?.steps ?? 0}</td>
                  <td>{s?.pushes ?? 0}</td>
                  <td>{s?.lifeLost ?? 0}</td>
                  <td>{s?.knockouts ?? 0}</td>
                  <td>{s?.traps ?? 0}</td>
                  <td>{s?.cards ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="win-buttons">
        <button type="button" className="btn btn--primary btn--big" onClick={rematch}>
          Rematch
        </button>
        <button type="button" className="btn" onClick={onHome}>
          Home
        </button>
        <ReplayGameButton />
      </div>
    </section>
  );
}
