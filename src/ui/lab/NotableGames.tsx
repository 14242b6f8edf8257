// Games worth a look in a balance report (shortest, longest, biggest comeback, each Titan's fastest win).
import { useState } from 'react';
import { RULES_VERSION, type TitanId } from '../../engine/types';
import { configFromReproduce, freeGameActions, type BalanceReport } from '../../sim/balance';
import { TITANS } from '../meta';
import { useGame } from '../../store/game';
import { SAVE_FORMAT, SAVE_VERSION } from '../../store/save';
import { download } from '../download';

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
export function NotableGames({
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
