// The home page's saved games: every game in the library, newest first, with its circuit,
// Titans, round and who leads, to resume, rename, export or delete. Each item carries
// data-saved-game="<id>". A record that cannot be replayed is listed with the reason (export or delete it).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { migrateAutosave, useGame } from '../../store/game';
import { getGameLibrary, notifyLocal, subscribeGames, type GameEntry } from '../../store/games';
import { cleanName, MAX_NAME } from '../../store/names';
import { clip } from '../../store/validate';
import { TITANS } from '../meta';
import { download } from '../download';
import { currentLang, t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { problem, problemText, type Problem } from '../../i18n/errors';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; games: GameEntry[]; problem: Problem | null }
  /** Why the list cannot be read: the library's problem (worded when shown), or what was thrown. */
  | { status: 'error'; problem: Problem }
  | { status: 'thrown'; message: string };

function useSavedGames(): { list: ListState; reload: () => void } {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const reload = useCallback(() => {
    void (async () => {
      // Never stuck on "Reading your saved games…": whatever a stored value holds, this ends in a list or
      // a sentence (the reads time out in db.ts; anything thrown is said).
      try {
        const problem = await migrateAutosave();
        const r = await getGameLibrary().list();
        setList(
          r.ok ? { status: 'ready', games: r.value, problem } : { status: 'error', problem: r.problem },
        );
      } catch (e) {
        setList({ status: 'thrown', message: clip(e instanceof Error ? e.message : String(e), 200) });
      }
    })();
  }, []);
  useEffect(() => {
    reload();
    return subscribeGames(() => reload());
  }, [reload]);
  return { list, reload };
}

/** What the list calls a game: its given name, else its circuit. */
function gameLabel(g: GameEntry): string {
  return g.name || g.meta?.circuit || t('home.savedGameFallback');
}

function when(ms: number): string {
  if (!ms) return '';
  const d = new Date(ms);
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  // English dates as written in Britain (24-hour clock, day first), as before; other languages their own.
  const locale = currentLang() === 'en' ? 'en-GB' : currentLang();
  return sameDay
    ? t('home.today', { time: d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) })
    : d.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

function standing(g: GameEntry): string {
  const m = g.meta;
  if (!m) return '';
  const leader = m.leader && TITANS[m.leader] ? TITANS[m.leader].name : null;
  if (m.finished) return leader ? t('home.wonAfter', { titan: leader, n: m.round }) : t('home.finished');
  return leader
    ? t('home.roundLeader', { round: m.round, titan: leader })
    : t('home.roundNobody', { round: m.round });
}

function SavedGame({ g, onError }: { g: GameEntry; onError: (error: Problem) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(g.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = useT();
  const label = gameLabel(g);
  const lib = getGameLibrary();

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    const r = await lib.rename(g.id, name);
    if (!r.ok) onError(problem('renameFailed', { name: label }, r.error));
    else {
      setRenaming(false);
      if (useGame.getState().gameId === g.id) useGame.setState({ gameName: cleanName(name) });
      notifyLocal(g.id);
    }
  };
  const remove = async () => {
    const r = await lib.remove(g.id);
    if (!r.ok) onError(problem('deleteFailed', { name: label }, r.error));
    else {
      if (useGame.getState().gameId === g.id) useGame.getState().leave();
      notifyLocal(g.id);
    }
    setConfirmDelete(false);
  };
  const exportIt = () => {
    let text: string;
    try {
      text = typeof g.raw === 'string' ? g.raw : (JSON.stringify(g.raw, null, 1) ?? '');
    } catch (e) {
      // A record too deep to write as JSON (it came from elsewhere than this app): said, nothing thrown.
      onError(problem('exportFailed', { name: label, reason: clip((e as Error).message, 200) }));
      return;
    }
    const file = label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'game';
    download(`titan-race-${file}.json`, text);
  };

  return (
    <li className="saved-game" data-saved-game={g.id} data-finished={g.meta?.finished ? 'true' : undefined}>
      <div className="saved-game-text">
        {renaming ? (
          <form onSubmit={rename} className="saved-game-rename">
            <label>
              {t('home.name')}{' '}
              <input
                value={name}
                maxLength={MAX_NAME + 10}
                onChange={(e) => setName(e.target.value)}
                autoFocus
                onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
              />
            </label>
            <button type="submit" className="btn btn--small btn--primary">
              {t('home.saveName')}
            </button>
            <button type="button" className="btn btn--small" onClick={() => setRenaming(false)}>
              {t('common.cancel')}
            </button>
          </form>
        ) : (
          <strong className="saved-game-name">{label}</strong>
        )}
        <span className="saved-game-facts">
          {g.name && g.meta ? `${g.meta.circuit} · ` : ''}
          {(g.meta?.titans ?? []).map((t) => TITANS[t]?.name ?? t).join(', ')}
        </span>
        <span className="saved-game-facts">
          {standing(g)}
          {g.updatedAt ? ` · ${t('home.savedWhen', { when: when(g.updatedAt) })}` : ''}
        </span>
        {g.problem && (
          <span className="saved-game-problem">
            {t('home.cannotOpen', { reason: problemText(g.problem) })}
          </span>
        )}
      </div>
      <div className="saved-game-buttons">
        {!g.problem && (
          <a
            className="btn btn--primary"
            href={`#/play/${g.id}`}
            aria-label={t('home.resumeLabel', { name: label })}
          >
            {g.meta?.finished ? t('home.seeEnd') : t('home.resume')}
          </a>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => {
            setName(g.name || label);
            setRenaming(true);
          }}
          aria-label={t('home.renameLabel', { name: label })}
        >
          {t('home.rename')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={exportIt}
          aria-label={t('home.exportLabel', { name: label })}
        >
          {t('home.export')}
        </button>
        {confirmDelete ? (
          <>
            <button type="button" className="btn btn--danger" onClick={() => void remove()}>
              {t('home.deleteForGood')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>
              {t('home.keepIt')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn"
            onClick={() => setConfirmDelete(true)}
            aria-label={t('home.deleteLabel', { name: label })}
          >
            {t('home.delete')}
          </button>
        )}
      </div>
    </li>
  );
}

export function SavedGames() {
  const { list } = useSavedGames();
  const setError = useGame((s) => s.setError);
  const t = useT();
  if (list.status === 'loading') return <p className="hint">{t('home.readingSaved')}</p>;
  if (list.status === 'error' || list.status === 'thrown')
    return (
      <p className="msg msg--error" role="alert">
        {t('home.savedUnreadable', {
          reason: list.status === 'error' ? problemText(list.problem) : list.message,
        })}
      </p>
    );
  // The old autosave could not be moved in: said, and tried again on the next visit.
  const problem = list.problem && (
    <p className="msg msg--error" role="alert">
      {problemText(list.problem)}
    </p>
  );
  if (list.games.length === 0)
    return (
      <>
        {problem}
        <p className="hint">{t('home.noSaved')}</p>
      </>
    );
  return (
    <>
      {problem}
      <ul className="saved-games" aria-label={t('home.savedGames')}>
        {list.games.map((g) => (
          <SavedGame key={g.id} g={g} onError={setError} />
        ))}
      </ul>
    </>
  );
}
