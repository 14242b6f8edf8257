// The setup's seat order (turn order) and teams (R12.3).
import { TitanSwatch } from './TitanSwatch';
import { TITANS } from '../meta';
import { changeTeams, moveSeat, teamCount, teamModes, type SetupForm, type TeamMode } from './setupForm';
import { useT } from '../../i18n/useT';
import { botLabel } from './botLabel';

/** An arrow's place where there is no move: as big as an arrow, not focusable, not read out. */
function ArrowGap() {
  return (
    <span className="btn btn--small seat-arrow seat-arrow--gap" data-arrow="none" aria-hidden="true">
      ↑
    </span>
  );
}

export function SetupSeats({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  const k = teamCount(form.teams);
  const modes = teamModes(form.players.length);
  const t = useT();
  return (
    <section className="setup-section" aria-labelledby="seats-title">
      <h2 id="seats-title">{t('setup.seatOrder')}</h2>
      <ol className="seat-list">
        {form.order.map(([p, s], i) => {
          const titan = form.players[p]?.titans[s];
          if (!titan) return null;
          const player = form.players[p];
          const about = [player.name];
          if (player.by !== 'person') about.push(botLabel(player.by));
          if (k > 0) about.push(t('setup.teamLower', { n: player.team + 1 }));
          return (
            <li key={`${p}-${s}`} data-seat={titan}>
              <TitanSwatch titan={titan} />
              <span className="seat-name">
                {TITANS[titan].name} ({about.join(', ')})
              </span>
              {/* Each arrow keeps its column on every row: where a move is impossible (the
                  first seat up, the last down) a hidden stand-in of the same size holds its place. */}
              {i > 0 ? (
                <button
                  type="button"
                  className="btn btn--small seat-arrow"
                  data-arrow="up"
                  onClick={() => update((f) => moveSeat(f, i, -1))}
                  aria-label={t('setup.moveEarlier', { titan: TITANS[titan].name })}
                >
                  ↑
                </button>
              ) : (
                <ArrowGap />
              )}
              {i < form.order.length - 1 ? (
                <button
                  type="button"
                  className="btn btn--small seat-arrow"
                  data-arrow="down"
                  onClick={() => update((f) => moveSeat(f, i, 1))}
                  aria-label={t('setup.moveLater', { titan: TITANS[titan].name })}
                >
                  ↓
                </button>
              ) : (
                <ArrowGap />
              )}
            </li>
          );
        })}
      </ol>
      <p className="hint">{t('setup.firstPlayerHint')}</p>
      {modes.length > 1 && (
        <label>
          {t('setup.teams')}{' '}
          <select
            value={form.teams}
            onChange={(e) => update((f) => changeTeams(f, e.target.value as TeamMode))}
          >
            {modes.map((m) => (
              <option key={m} value={m}>
                {m === 'none'
                  ? t('setup.noTeams')
                  : t('setup.teamsOf', {
                      n: teamCount(m),
                      size: teamCount(m) === 2 ? form.players.length / 2 : 2,
                    })}
              </option>
            ))}
          </select>
        </label>
      )}
      {k > 0 && (
        <p className="hint">
          {Array.from({ length: k }, (_, team) =>
            t('setup.teamList', {
              n: team + 1,
              titans: form.players
                .filter((p) => p.team === team)
                .map((p) => TITANS[p.titans[0]].name)
                .join(' & '),
            }),
          ).join(' · ')}
          . {t('setup.teamsHint')}
        </p>
      )}
    </section>
  );
}
