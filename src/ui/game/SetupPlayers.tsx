// The setup's quick start: how many players, their names and who plays each (a person or a bot).
// Their Titans and teams are in the folded "Titans and turn order" (SetupSeats).
import type { KeyboardEvent } from 'react';
import { TitanSwatch } from './TitanSwatch';
import { cleanName, MAX_NAME } from '../../store/names';
import { typedName } from '../nameInput';
import {
  changeCount,
  CONTROLLERS,
  patchPlayer,
  PLAYER_COUNTS,
  type Controller,
  type SetupForm,
} from './setupForm';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';
import { isDefaultName, seatName } from '../playerName';

/** Who plays a seat, as the select says it. */
function controllerLabel(c: Controller): string {
  switch (c) {
    case 'person':
      return t('setup.byPerson');
    case 'random':
      return t('setup.byRandom');
    case 'greedy':
      return t('setup.byGreedy');
    case 'expert':
      return t('setup.byExpert');
    case 'master':
      return t('setup.byMaster');
  }
}

export function SetupPlayers({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  useT();
  const onCountKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = PLAYER_COUNTS.indexOf(form.players.length);
    const last = PLAYER_COUNTS.length - 1;
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? last
          : e.key in step
            ? (at + step[e.key] + last + 1) % (last + 1)
            : -1;
    if (to < 0) return;
    e.preventDefault();
    const m = PLAYER_COUNTS[to];
    update((f) => changeCount(f, m));
    e.currentTarget.querySelector<HTMLElement>(`[data-count="${m}"]`)?.focus();
  };
  return (
    <section className="setup-section setup-quick" aria-labelledby="players-title">
      <div className="setup-count">
        <h2 id="players-title">{t('setup.players')}</h2>
        {/* One Tab stop, the number chosen; the arrow keys choose the next or previous (WAI-ARIA radio group). */}
        <div role="radiogroup" aria-label={t('setup.playerCount')} className="seg" onKeyDown={onCountKey}>
          {PLAYER_COUNTS.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              tabIndex={
                m === (PLAYER_COUNTS.includes(form.players.length) ? form.players.length : 2) ? 0 : -1
              }
              data-count={m}
              aria-checked={form.players.length === m}
              aria-label={t('setup.nPlayers', { n: m })}
              className={`btn btn--choice count-choice${form.players.length === m ? ' btn--on' : ''}`}
              onClick={() => update((f) => changeCount(f, m))}
            >
              {m}
            </button>
          ))}
        </div>
      </div>
      {form.players.length === 2 && <p className="hint">{t('setup.twoPlayersHint')}</p>}
      <ol className="player-list">
        {form.players.map((p, i) => (
          <li key={i} className="player-row" data-player={i}>
            <span className="player-swatches">
              {p.titans.map((titan) => (
                <TitanSwatch key={titan} titan={titan} />
              ))}
            </span>
            <span className="player-name">
              <input
                aria-label={t('setup.nameOfPlayer', { n: i + 1 })}
                value={isDefaultName(p.name, i) ? seatName(p.name, i) : p.name}
                onChange={(e) => update((f) => patchPlayer(f, i, { name: typedName(e.target.value) }))}
                onBlur={(e) => update((f) => patchPlayer(f, i, { name: cleanName(e.target.value) }))}
                maxLength={MAX_NAME}
              />
            </span>
            <span className="player-by">
              <select
                aria-label={t('setup.playedBy', { n: i + 1 })}
                value={p.by}
                aria-describedby="bots-hint"
                onChange={(e) => update((f) => patchPlayer(f, i, { by: e.target.value as Controller }))}
              >
                {CONTROLLERS.map((c) => (
                  <option key={c} value={c}>
                    {controllerLabel(c)}
                  </option>
                ))}
              </select>
            </span>
          </li>
        ))}
      </ol>
      <details className="bots-about">
        <summary>{t('setup.botsAbout')}</summary>
        <p className="hint" id="bots-hint">
          {t('setup.botsHint')}
        </p>
      </details>
    </section>
  );
}
