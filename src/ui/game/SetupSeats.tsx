// The setup's folded "Titans and turn order": each player's Titan(s) and team, the seat order (turn
// order) and teams (R12.3). Its summary names the Titans in turn order.
import { TitanSwatch } from './TitanSwatch';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { FACE_META, TITANS } from '../meta';
import {
  changeTeams,
  moveSeat,
  patchPlayer,
  pickTitan,
  teamCount,
  teamModes,
  type SetupForm,
  type TeamMode,
} from './setupForm';
import { SetupFold } from './SetupFold';
import { titansSummary } from './setupSummary';
import { useT } from '../../i18n/useT';
import { botLabel } from './botLabel';
import '../../i18n/tableMessages';
import { seatName } from '../playerName';

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
    <SetupFold id="titans" title={t('setup.titansTitle')} summary={titansSummary(form)}>
      <ul className="titan-picks">
        {form.players.map((p, i) => (
          <li key={i} data-player-titans={i}>
            <span className="titan-picks-name">{seatName(p.name, i)}</span>
            {p.titans.map((titan, s) => (
              <label key={s} className="titan-pick">
                <TitanSwatch titan={titan} />
                {p.titans.length > 1 ? t('setup.titanN', { n: s + 1 }) : t('setup.titan')}{' '}
                <select
                  value={titan}
                  data-field={`titan-${i}-${s}`}
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
                  data-field={`team-${i}`}
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
      </ul>
      <h3 id="seats-title">{t('setup.seatOrder')}</h3>
      <ol className="seat-list" aria-labelledby="seats-title">
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
            data-field="teams"
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
    </SetupFold>
  );
}
