// The setup's players: how many, their names, who plays each (a person or a bot), their Titans and teams.
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { cleanName, MAX_NAME } from '../../store/names';
import { TITANS } from '../meta';
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

const BY_LABEL: Record<Controller, string> = {
  person: 'a person',
  random: 'Random bot',
  greedy: 'Greedy bot',
  expert: 'Expert bot',
  master: 'Master bot',
};

export function SetupPlayers({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  const k = teamCount(form.teams);
  return (
    <section className="setup-section" aria-labelledby="players-title">
      <h2 id="players-title">Players</h2>
      <div role="radiogroup" aria-label="Number of players" className="seg">
        {PLAYER_COUNTS.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={form.players.length === m}
            className={`btn btn--choice${form.players.length === m ? ' btn--on' : ''}`}
            onClick={() => update((f) => changeCount(f, m))}
          >
            {m} players
          </button>
        ))}
      </div>
      {form.players.length === 2 && (
        <p className="hint">With two players each plays two Titans; turns go A1, B1, A2, B2.</p>
      )}
      <p className="hint">
        Any player can be a bot: Random plays any legal move, Greedy the best move it sees now, Expert looks
        ahead through the other players' replies.
      </p>
      <ol className="player-list">
        {form.players.map((p, i) => (
          <li key={i} className="player-row" data-player={i}>
            <label>
              Name of player {i + 1}{' '}
              <input
                value={p.name}
                onChange={(e) => update((f) => patchPlayer(f, i, { name: typedName(e.target.value) }))}
                onBlur={(e) => update((f) => patchPlayer(f, i, { name: cleanName(e.target.value) }))}
                maxLength={MAX_NAME}
              />
            </label>
            <label>
              Player {i + 1} played by{' '}
              <select
                value={p.by}
                onChange={(e) => update((f) => patchPlayer(f, i, { by: e.target.value as Controller }))}
              >
                {CONTROLLERS.map((c) => (
                  <option key={c} value={c}>
                    {BY_LABEL[c]}
                  </option>
                ))}
              </select>
            </label>
            {p.titans.map((t, s) => (
              <label key={s} className="titan-pick">
                <span
                  className="titan-swatch"
                  style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                  aria-hidden="true"
                >
                  {TITANS[t].initial}
                </span>
                Titan{p.titans.length > 1 ? ` ${s + 1}` : ''}{' '}
                <select
                  value={t}
                  aria-label={`Titan${p.titans.length > 1 ? ` ${s + 1}` : ''} of player ${i + 1}`}
                  onChange={(e) => update((f) => pickTitan(f, i, s, e.target.value as TitanId))}
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
            {k > 0 && (
              <label>
                Team of player {i + 1}{' '}
                <select
                  value={p.team}
                  onChange={(e) => update((f) => patchPlayer(f, i, { team: Number(e.target.value) }))}
                >
                  {Array.from({ length: k }, (_, t) => (
                    <option key={t} value={t}>
                      Team {t + 1}
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
