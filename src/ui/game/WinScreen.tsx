// The end: the winner (data-winner), the standings (laps, rows to the line, Life), every hand revealed,
// the game's statistics; and its answers (Rematch, Home, Replay this game), which the action bar keeps in
// its row of buttons, never scrolled away (WinButtons). The celebration is a CSS animation, off under
// reduced motion.
import { rowsToGo, standings } from '../../engine';
import { useGame } from '../../store/game';
import { playerOfTitan } from '../../store/guide';
import { cardName, TITANS } from '../meta';
import { ReplayGameButton } from './ReplayGame';
import { useT } from '../../i18n/useT';
import './win.css';
import '../../i18n/tableMessages';
import { playerName } from '../playerName';

/**
 * The end's answers, in the action bar's row of buttons (the end screen's tables scroll in the body above
 * them: at 1024×768 and on phones Rematch sat under the body's fold).
 */
export function WinButtons({ onHome }: { onHome: () => void }) {
  const names = useGame((s) => s.names);
  const setup = useGame((s) => s.setup)!;
  const newGame = useGame((s) => s.newGame);
  const bots = useGame((s) => s.bots);
  const tr = useT();
  const rematch = () => {
    const { seed: _seed, first: _first, rolls: _rolls, ...rest } = setup;
    // A new saved game: the finished one stays in the list (and Back returns to it).
    const r = newGame(rest, names, bots);
    if (r.ok) window.location.hash = `#/play/${r.id}`;
  };
  return (
    <div className="action-foot win-buttons">
      <button type="button" className="btn btn--primary btn--big" onClick={rematch}>
        {tr('play.rematch')}
      </button>
      <button type="button" className="btn" onClick={onHome}>
        {tr('play.home')}
      </button>
      <ReplayGameButton />
    </div>
  );
}

export function WinScreen() {
  const game = useGame((s) => s.game)!;
  const summary = useGame((s) => s.summary)!;
  const stats = useGame((s) => s.stats);
  const names = useGame((s) => s.names);
  const actions = useGame((s) => s.actions.length);
  const winner = summary.winner!;
  const tr = useT();
  const team = summary.winningTeam;
  const player = playerOfTitan(game, winner);
  return (
    <section className="win" data-winner={winner} aria-labelledby="win-title">
      <h2 id="win-title" className="win-title" style={{ color: TITANS[winner].colour }}>
        {tr('play.titanWins', { titan: TITANS[winner].name })}
      </h2>
      <p>
        {tr('play.winsAfter', {
          who:
            team && team.length > 1
              ? tr('play.teamWins', { titans: team.map((t) => TITANS[t].name).join(' & ') })
              : tr('play.playerWins', { name: playerName(names, player) }),
          rounds: tr('play.rounds', { n: summary.round }),
          turns: tr('play.turns', { n: stats.turns }),
          actions: tr('play.actions', { n: actions }),
        })}
      </p>
      <div className="stats-wrap">
        <table className="stats standings" data-standings="" role="table">
          <caption>{tr('play.standings')}</caption>
          <thead>
            <tr>
              <th scope="col">{tr('play.colPlace')}</th>
              <th scope="col">{tr('setup.titan')}</th>
              <th scope="col">{tr('play.colPlayer')}</th>
              <th scope="col">{tr('play.colLap')}</th>
              <th scope="col">{tr('play.colRows')}</th>
              <th scope="col">{tr('play.life')}</th>
              <th scope="col">{tr('play.colHand')}</th>
            </tr>
          </thead>
          <tbody>
            {standings(game).map((seat, i) => {
              const t = game.titans[seat];
              const won = (team ?? [winner]).includes(t.id);
              const p = playerOfTitan(game, t.id);
              return (
                <tr key={t.id} className={won ? 'stats-winner' : undefined} data-standing={t.id}>
                  <td data-label={tr('play.colPlace')}>{i + 1}</td>
                  <th scope="row">{TITANS[t.id].name}</th>
                  <td data-label={tr('play.colPlayer')}>{playerName(names, p)}</td>
                  <td data-label={tr('play.colLap')}>
                    {t.id === winner
                      ? tr('play.finishedLower')
                      : tr('play.nOf', { n: Math.min(t.lap, game.laps), of: game.laps })}
                  </td>
                  <td data-label={tr('play.colRows')}>{t.id === winner ? 0 : rowsToGo(game, seat)}</td>
                  <td data-label={tr('play.life')}>
                    {t.ko ? tr('play.lifeKnockedOut', { life: t.life }) : t.life}
                  </td>
                  <td data-label={tr('play.colHand')}>
                    {t.hand.length === 0
                      ? tr('play.noCardsLower')
                      : t.hand.map((c) => cardName(c, game.setup.options?.cardNames)).join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="stats-wrap">
        <table className="stats" role="table">
          <caption>{tr('play.statistics')}</caption>
          <thead>
            <tr>
              <th scope="col">{tr('setup.titan')}</th>
              <th scope="col">{tr('play.colSteps')}</th>
              <th scope="col">{tr('play.colPushes')}</th>
              <th scope="col" title={tr('play.colLostTitle')}>
                {tr('play.colLost')}
              </th>
              <th scope="col" title={tr('play.colKoTitle')}>
                {tr('play.ko')}
              </th>
              <th scope="col">{tr('play.colTraps')}</th>
              <th scope="col">{tr('play.colCards')}</th>
            </tr>
          </thead>
          <tbody>
            {game.titans.map((t) => {
              const s = stats.titans[t.id];
              return (
                <tr key={t.id} className={t.id === winner ? 'stats-winner' : undefined}>
                  <th scope="row">{TITANS[t.id].name}</th>
                  <td data-label={tr('play.colSteps')}>{s?.steps ?? 0}</td>
                  <td data-label={tr('play.colPushes')}>{s?.pushes ?? 0}</td>
                  <td data-label={tr('play.colLost')}>{s?.lifeLost ?? 0}</td>
                  <td data-label={tr('play.ko')}>{s?.knockouts ?? 0}</td>
                  <td data-label={tr('play.colTraps')}>{s?.traps ?? 0}</td>
                  <td data-label={tr('play.colCards')}>{s?.cards ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
