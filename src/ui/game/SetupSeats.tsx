// The setup's seat order (turn order) and teams (R12.3).
import { TITANS } from '../meta';
import { changeTeams, moveSeat, teamCount, teamModes, type SetupForm, type TeamMode } from './setupForm';

export function SetupSeats({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  const k = teamCount(form.teams);
  const modes = teamModes(form.players.length);
  return (
    <section className="setup-section" aria-labelledby="seats-title">
      <h2 id="seats-title">Seat order (turn order)</h2>
      <ol className="seat-list">
        {form.order.map(([p, s], i) => {
          const t = form.players[p]?.titans[s];
          if (!t) return null;
          return (
            <li key={`${p}-${s}`} data-seat={t}>
              <span
                className="titan-swatch"
                style={{ background: TITANS[t].colour, color: TITANS[t].ink }}
                aria-hidden="true"
              >
                {TITANS[t].initial}
              </span>
              {TITANS[t].name} ({form.players[p].name}
              {form.players[p].by !== 'person' ? `, ${form.players[p].by} bot` : ''}
              {k > 0 ? `, team ${form.players[p].team + 1}` : ''})
              <button
                type="button"
                className="btn btn--small"
                onClick={() => update((f) => moveSeat(f, i, -1))}
                disabled={i === 0}
                aria-label={`Move ${TITANS[t].name} earlier`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => update((f) => moveSeat(f, i, 1))}
                disabled={i === form.order.length - 1}
                aria-label={`Move ${TITANS[t].name} later`}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
      <p className="hint">The first player is rolled for at the start (a die showing a Titan's colour).</p>
      {modes.length > 1 && (
        <label>
          Teams{' '}
          <select
            value={form.teams}
            onChange={(e) => update((f) => changeTeams(f, e.target.value as TeamMode))}
          >
            {modes.map((m) => (
              <option key={m} value={m}>
                {m === 'none'
                  ? 'no teams'
                  : m === '2x2'
                    ? '2 teams of 2'
                    : m === '2x3'
                      ? '2 teams of 3'
                      : '3 teams of 2'}
              </option>
            ))}
          </select>
        </label>
      )}
      {k > 0 && (
        <p className="hint">
          {Array.from(
            { length: k },
            (_, t) =>
              `Team ${t + 1}: ${form.players
                .filter((p) => p.team === t)
                .map((p) => TITANS[p.titans[0]].name)
                .join(' & ')}`,
          ).join(' · ')}
          . Choose each player's team; team-mates never sit side by side, and one Titan finishing wins for its
          team.
        </p>
      )}
    </section>
  );
}
