// The end: the winner (data-winner), a few statistics, Rematch.
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { TITANS } from '../meta';

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
      <h2 id="win-title" style={{ color: TITANS[winner].colour }}>
        {TITANS[winner].name} wins!
      </h2>
      <p>
        {team && team.length > 1
          ? `Team ${team.map((t) => TITANS[t].name).join(' & ')} wins`
          : `${names[player] ?? `Player ${player + 1}`} wins`}{' '}
        after {summary.round} rounds ({stats.turns} turns, {actions} actions).
      </p>
      <div className="stats-wrap">
        <table className="stats">
          <caption>Statistics</caption>
          <thead>
            <tr>
              <th scope="col">Titan</th>
              <th scope="col">Lap</th>
              <th scope="col">Life</th>
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
                  <td>{t.lap}</td>
                  <td>{t.life}</td>
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
      </div>
    </section>
  );
}
