// The Balance view's course and Titans fieldsets.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { TITANS } from '../meta';
import { teamsOf } from './balanceForm';
import type { BalanceLab } from './useBalanceLab';

/** The course of a balance run: one circuit or a Grand Slam of three boards. */
export function BalanceCourseFields({ lab }: { lab: BalanceLab }) {
  const { byId, form, setForm, set, options } = lab;
  return (
    <fieldset className="lab-course">
      <legend>Course</legend>
      <div className="lab-row">
        <label>
          <input
            type="radio"
            checked={!form.slam}
            onChange={() => setForm((f) => ({ ...f, slam: false, ids: [f.ids[0]] }))}
          />{' '}
          One circuit
        </label>
        <label>
          <input
            type="radio"
            checked={form.slam}
            onChange={() =>
              setForm((f) => ({
                ...f,
                slam: true,
                ids: [f.ids[0], f.ids[1] ?? f.ids[0], f.ids[2] ?? f.ids[0]],
              }))
            }
          />{' '}
          Grand Slam (3 boards)
        </label>
      </div>
      {form.ids.map((id, i) => (
        <label key={i} className="lab-field">
          {form.slam ? `Board ${i + 1}` : 'Circuit'}
          <select
            aria-label={form.slam ? `Board ${i + 1}` : 'Circuit'}
            value={id}
            onChange={(e) =>
              set(
                'ids',
                form.ids.map((x, j) => (j === i ? e.target.value : x)),
              )
            }
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
            {!byId.has(id) && <option value={id}>{id} (unknown)</option>}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

/** The Titans (rotated through every seat), the bot of each turn position, and teams. */
export function BalanceTitansFields({ lab }: { lab: BalanceLab }) {
  const { form, setForm, set, used } = lab;
  return (
    <>
      <fieldset className="lab-seats">
        <legend>Titans (rotated through every seat) and bots (per turn position, rotated too)</legend>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Titan</th>
              <th>Bot</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {form.titans.map((t, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>
                  <select
                    aria-label={`Titan ${i + 1}`}
                    value={t}
                    onChange={(e) =>
                      set(
                        'titans',
                        form.titans.map((x, j) => (j === i ? (e.target.value as TitanId) : x)),
                      )
                    }
                  >
                    {TITAN_IDS.map((x) => (
                      <option key={x} value={x} disabled={x !== t && used.has(x)}>
                        {TITANS[x].name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={`Bot ${i + 1}`}
                    value={form.bots[i]}
                    onChange={(e) =>
                      set(
                        'bots',
                        form.bots.map((x, j) => (j === i ? (e.target.value as BotLevel) : x)),
                      )
                    }
                  >
                    {BOT_LEVELS.map((b) => (
                      <option key={b} value={b}>
                        {b}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button
                    type="button"
                    disabled={form.titans.length <= 3}
                    onClick={() =>
                      setForm((f) => ({
                        ...f,
                        titans: f.titans.filter((_, j) => j !== i),
                        bots: f.bots.filter((_, j) => j !== i),
                      }))
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          disabled={form.titans.length >= 6}
          onClick={() =>
            setForm((f) => ({
              ...f,
              titans: [...f.titans, TITAN_IDS.find((x) => !f.titans.includes(x))!],
              bots: [...f.bots, f.bots[f.bots.length - 1] ?? 'greedy'],
            }))
          }
        >
          Add a Titan
        </button>
        <label className="lab-check">
          <input
            type="checkbox"
            checked={form.teams}
            disabled={form.titans.length !== 4 && form.titans.length !== 6}
            onChange={(e) => set('teams', e.target.checked)}
          />{' '}
          Teams of alternate seats (R12.3):{' '}
          {teamsOf(form.titans)
            ?.map((t) => t.map((x) => TITANS[x].name).join(' + '))
            .join(' vs ') ?? 'needs 4 or 6 Titans'}
        </label>
      </fieldset>
    </>
  );
}
