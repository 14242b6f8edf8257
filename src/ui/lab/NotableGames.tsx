// Games worth a look in a balance report (shortest, longest, biggest comeback, each Titan's fastest win).
import { useState } from 'react';
import { RULES_VERSION, type TitanId } from '../../engine/types';
import { configFromReproduce, freeGameActions, type BalanceReport } from '../../sim/balance';
import { TITANS } from '../meta';
import { useGame } from '../../store/game';
import { SAVE_FORMAT, SAVE_VERSION } from '../../store/saveFile';
import { download } from '../download';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import { ScrollBox } from './ScrollBox';

const NOTABLE_TEXT: Partial<Record<string, MessageKey>> = {
  shortest: 'lab.notableShortest',
  longest: 'lab.notableLongest',
  comeback: 'lab.notableComeback',
};

/** The saved-game file of free game k of a report (it replays: the games are deterministic). */
/** A game opened from the lab: its address says so, with the lab's view, so the game offers the way back. */
function gameFromLab(id: string): string {
  const view = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('view');
  return `#/play/${id}?from=lab${view ? `&view=${encodeURIComponent(view)}` : ''}`;
}

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
  const t = useT();
  const [error, setError] = useState('');
  return (
    <ScrollBox label={t('lab.notableGames')}>
      <table className="lab-table lab-notable" data-testid="notable-games">
        <caption>{t('lab.notableGames')}</caption>
        <thead>
          <tr>
            <th>{t('lab.game')}</th>
            <th>{t('lab.winner')}</th>
            <th>{t('lab.rounds')}</th>
            <th>{t('lab.behindAtHalf')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {r.notable.map((g) => {
            const what = g.label.startsWith('best:')
              ? t('lab.notableFastest', { titan: TITANS[g.label.slice(5) as TitanId].name })
              : (() => {
                  const key = NOTABLE_TEXT[g.label];
                  return key ? t(key) : g.label;
                })();
            return (
              <tr key={g.label}>
                <td>
                  {what} (#{g.game})
                </td>
                <td>{TITANS[g.winner].name}</td>
                <td>{g.rounds}</td>
                <td>{g.behind ? t('lab.rowsBehind', { n: g.behind }) : '—'}</td>
                <td>
                  <button
                    type="button"
                    onClick={() => onReplay(g.game, t('lab.notableReplayTitle', { what, k: g.game }))}
                  >
                    {t('lab.replay')}
                  </button>{' '}
                  <button
                    type="button"
                    onClick={async () => {
                      // A new saved game beside the others, opened at its own address.
                      const id = await useGame.getState().importSave(notableSave(r, g.game));
                      if (id) window.location.hash = gameFromLab(id);
                      else {
                        const e = useGame.getState().error;
                        setError(e ? problemText(e) : t('lab.gameNotOpened'));
                      }
                    }}
                  >
                    {t('lab.openInGame')}
                  </button>{' '}
                  <button
                    type="button"
                    onClick={() =>
                      download(
                        `titan-race-lab-game-${g.game}.json`,
                        notableSave(r, g.game),
                        'application/json',
                      )
                    }
                  >
                    {t('lab.save')}
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
    </ScrollBox>
  );
}
