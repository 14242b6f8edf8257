// Home, after a reload: the games whose moves this tab journaled but could not store yet
// (src/store/gameSaver.ts) stay announced — with a link that opens (and so stores) each one, and Export —
// until they are stored or exported. The warning of the game open in this tab (SaveFailure) covers that one.
import { useEffect, useState } from 'react';
import { useGame } from '../../store/game';
import { journaledGames, type Stash } from '../../store/gameSaver';
import { GAME_ID_RE, subscribeGames } from '../../store/games';
import { cleanName } from '../../store/names';
import { webStorage } from '../../store/storage';
import { download, gameFileName } from '../download';
import { useT } from '../../i18n/useT';

export function UnsavedMoves() {
  const t = useT();
  const gameId = useGame((s) => s.gameId);
  const failure = useGame((s) => s.saveFailure);
  const [list, setList] = useState<Stash[]>(() => journaledGames(webStorage('sessionStorage')));
  const [exported, setExported] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    const read = () => setList(journaledGames(webStorage('sessionStorage')));
    read();
    return subscribeGames(read);
  }, [failure]);
  const shown = list.filter(
    (s) => GAME_ID_RE.test(s.id) && !exported.has(s.id) && !(s.id === gameId && failure),
  );
  if (shown.length === 0) return null;
  return (
    <div role="alert" className="msg msg--error save-failure" data-unsaved-journal="">
      <span>{t('safe.unsavedInTab', { n: shown.length })}</span>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((s) => {
          // A journal is read back from storage: only what is checked is shown.
          const circuit = (s.record.meta as { circuit?: unknown } | null)?.circuit;
          const name = cleanName(s.record.name) || cleanName(circuit, 120) || t('store.game');
          return (
            <li key={s.id} style={{ display: 'flex', gap: '0.5em', alignItems: 'center', flexWrap: 'wrap' }}>
              <a href={`#/play/${s.id}`}>{t('safe.openToSave', { name })}</a>{' '}
              <button
                type="button"
                className="btn btn--small"
                onClick={() => {
                  download(gameFileName(), JSON.stringify(s.record.save, null, 1));
                  setExported(new Set(exported).add(s.id));
                }}
              >
                {t('play.exportThis')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
