// The setup's players: how many, their names, who plays each (a person or a bot), their Titans and teams.
import { TitanSwatch } from './TitanSwatch';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { cleanName, MAX_NAME } from '../../store/names';
import { FACE_META, TITANS } from '../meta';
import { typedName } from '../nameInput';
import {
  changeCount,
  CONTROLLERS,
  patchPlayer,
  pickTitan,
  PLAYER_COUNTS,
  teamCount,
  type Controller,
  type SetupForm,
} from './setupForm';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';

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
  const k = teamCount(form.teams);
  useT();
  return (
    <section className="setup-section" aria-labelledby="players-title">
      <h2 id="players-title">{t('setup.players')}</h2>
      <div role="radiogroup" aria-label={t('setup.playerCount')} className="seg">
        {PLAYER_COUNTS.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={form.players.length === m}
            className={`btn btn--choice${form.players.length === m ? ' btn--on' : ''}`}
            onClick={() => update((f) => changeCount(f, m))}
          >
            {t('setup.nPlayers', { n: m })}
          </button>
        ))}
      </div>
      {form.players.length === 2 && <p className="hint">{t('setup.twoPlayersHint')}</p>}
      <p className="hint">{t('setup.botsHint')}</p>
      <ol className="player-list">
        {form.players.map((p, i) => (
          <li key={i} className="player-row" data-player={i}>
            <label>
              {t('setup.nameOfPlayer', { n: i + 1 })}{' '}
              <input
                value={p.name}
                onChange={(e) => update((f) => patchPlayer(f, i, { name: typedName(e.target.value) }))}
                onBlur={(e) => update((f) => patchPlayer(f, i, { name: cleanName(e.target.value) }))}
                maxLength={MAX_NAME}
              />
            </label>
            <label>
              {t('setup.playedBy', { n: i + 1 })}{' '}
              <select
                value={p.by}
                onChange={(e) => update((f) => patchPlayer(f, i, { by: e.target.value as Controller }))}
              >
                {CONTROLLERS.map((c) => (
                  <option key={c} value={c}>
                    {controllerLabel(c)}
                  </option>
                ))}
              </select>
            </label>
            {p.titans.map((titan, s) => (
              <label key={s} className="titan-pick">
                <TitanSwatch titan={titan} />
                {p.titans.length > 1 ? t('setup.titanN', { n: s + 1 }) : t('setup.titan')}{' '}
                <select
                  value={titan}
                  aria-label={
                    p.titans.length > 1
                      ? t('setup.titanNOfPlayer', { n: s + 1, player: i + 1 })
                      : t('setup.titanOfPlayer', { player: i + 1 })
                  }
                  onChange={(e) => update((f) => pickTitan(f, i, s, e.target.value as TitanId))}
                  title={TITANS[titan].ability}
                >
                  {TITAN_IDS.map((id) => (
                    <option key={id} value={id}>
                      {TITANS[id].name} ({FACE_META[TITANS[id].face].label.toLocaleLowerCase()}) —{' '}
                      {TITANS[id].abilityName}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {k > 0 && (
              <label>
                {t('setup.teamOfPlayer', { n: i + 1 })}{' '}
                <select
                  value={p.team}
                  onChange={(e) => update((f) => patchPlayer(f, i, { team: Number(e.target.value) }))}
                >
                  {Array.from({ length: k }, (_, team) => (
                    <option key={team} value={team}>
                      {t('setup.teamN', { n: team + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
