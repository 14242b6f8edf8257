// The seats of a batch: a Titan and a bot level each, in turn order, and whether the bots rotate.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { TITANS } from '../meta';
import type { BatchLab } from './useBatchLab';

// Partial: a level added to the registry later is listed by its name until it gets a description.
const BOT_TEXT: Partial<Record<BotLevel, string>> = {
  random: 'random — any legal action',
  greedy: 'greedy — best next state (heuristic)',
  expert: 'expert — looks ahead through the replies',
  master: 'master — tree search over sampled worlds (independent of greedy)',
};

/** The seats fieldset of the Batch view. */
export function BatchSeats({ lab }: { lab: BatchLab }) {
  const { seats, setSeats, rotate, setRotate, usedTitans } = lab;
  return (
    <fieldset className="lab-seats">
      <legend>Seats (turn order; the first player is rolled each game)</legend>
      <table>
        <thead>
          <tr>
            <th>Seat</th>
            <th>Titan</th>
            <th>Bot</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                <select
                  aria-label={`Seat ${i + 1} Titan`}
                  value={s.titan}
                  onChange={(e) =>
                    setSeats(seats.map((x, j) => (j === i ? { ...x, titan: e.target.value as TitanId } : x)))
                  }
                >
                  {TITAN_IDS.map((t) => (
                    <option key={t} value={t} disabled={t !== s.titan && usedTitans.has(t)}>
                      {TITANS[t].name}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  aria-label={`Seat ${i + 1} bot`}
                  value={s.bot}
                  onChange={(e) =>
                    setSeats(seats.map((x, j) => (j === i ? { ...x, bot: e.target.value as BotLevel } : x)))
                  }
                >
                  {BOT_LEVELS.map((b) => (
                    <option key={b} value={b}>
                      {BOT_TEXT[b] ?? b}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <button
                  type="button"
                  disabled={seats.length <= 3}
                  onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                  aria-label={`Remove seat ${i + 1}`}
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
        disabled={seats.length >= 6}
        onClick={() => {
          const t = TITAN_IDS.find((x) => !usedTitans.has(x))!;
          setSeats([...seats, { titan: t, bot: 'greedy' }]);
        }}
      >
        Add a seat
      </button>
      <label className="lab-check">
        <input type="checkbox" checked={rotate} onChange={(e) => setRotate(e.target.checked)} /> Rotate the
        bots one seat per game (compare bot levels fairly)
      </label>
    </fieldset>
  );
}
