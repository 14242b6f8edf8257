// The seats of a batch: a Titan and a bot level each, in turn order, and whether the bots rotate.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { TITANS } from '../meta';
import type { BatchLab } from './useBatchLab';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { botLevelName } from './botNames';

// Partial: a level added to the registry later is listed by its name until it gets a description.
// The select names the level ("greedy"); how it plays is said under it (play-test: at 390 px the select
// cut "greedy — the best move it sees now (f…").
const BOT_TEXT: Partial<Record<BotLevel, MessageKey>> = {
  random: 'lab.botRandom',
  greedy: 'lab.botGreedy',
  expert: 'lab.botExpert',
  master: 'lab.botMaster',
};

/** The seats fieldset of the Batch view. */
export function BatchSeats({ lab }: { lab: BatchLab }) {
  const t = useT();
  const { seats, setSeats, rotate, setRotate, usedTitans } = lab;
  return (
    <fieldset className="lab-seats">
      <legend>{t('lab.seatsLegend')}</legend>
      <table>
        <thead>
          <tr>
            <th>{t('lab.seat')}</th>
            <th>{t('lab.titan')}</th>
            <th>{t('lab.bot')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => {
            const what = BOT_TEXT[s.bot];
            return (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>
                  <select
                    aria-label={t('lab.seatTitan', { n: i + 1 })}
                    value={s.titan}
                    onChange={(e) =>
                      setSeats(
                        seats.map((x, j) => (j === i ? { ...x, titan: e.target.value as TitanId } : x)),
                      )
                    }
                  >
                    {TITAN_IDS.map((x) => (
                      <option key={x} value={x} disabled={x !== s.titan && usedTitans.has(x)}>
                        {TITANS[x].name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={t('lab.seatBot', { n: i + 1 })}
                    aria-describedby={what ? `lab-seat-bot-what-${i}` : undefined}
                    value={s.bot}
                    onChange={(e) =>
                      setSeats(seats.map((x, j) => (j === i ? { ...x, bot: e.target.value as BotLevel } : x)))
                    }
                  >
                    {BOT_LEVELS.map((b) => (
                      <option key={b} value={b}>
                        {botLevelName(b)}
                      </option>
                    ))}
                  </select>
                  {what && (
                    <span className="lab-bot-what" id={`lab-seat-bot-what-${i}`}>
                      {t(what)}
                    </span>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    disabled={seats.length <= 3}
                    onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                    aria-label={t('lab.removeSeat', { n: i + 1 })}
                  >
                    {t('lab.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        disabled={seats.length >= 6}
        onClick={() => {
          const free = TITAN_IDS.find((x) => !usedTitans.has(x))!;
          setSeats([...seats, { titan: free, bot: 'greedy' }]);
        }}
      >
        {t('lab.addSeat')}
      </button>
      <label className="lab-check">
        <input type="checkbox" checked={rotate} onChange={(e) => setRotate(e.target.checked)} />{' '}
        {t('lab.rotateBots')}
      </label>
    </fieldset>
  );
}
