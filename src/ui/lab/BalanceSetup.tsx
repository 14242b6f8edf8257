// The Balance view's course and Titans fieldsets.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { shownCircuitName, TITANS } from '../meta';
import { teamsOf } from './balanceForm';
import type { BalanceLab } from './useBalanceLab';
import { useT } from '../../i18n/useT';
import { versus } from './i18nText';
import { botLevelName } from './botNames';
import { currentLang } from '../../i18n';
import { WHEN } from './previousVersion';

/** The course of a balance run: one circuit or a Grand Slam of three boards. */
export function BalanceCourseFields({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { byId, form, setForm, set, options, parent, mode } = lab;
  return (
    <fieldset className="lab-course">
      <legend>{t('lab.course')}</legend>
      <div className="lab-row">
        <label>
          <input
            type="radio"
            checked={!form.slam}
            onChange={() => setForm((f) => ({ ...f, slam: false, ids: [f.ids[0]] }))}
          />{' '}
          {t('lab.oneCircuit')}
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
          {t('lab.grandSlam')}
        </label>
      </div>
      {form.ids.map((id, i) => (
        <label key={i} className="lab-field">
          {form.slam ? t('lab.board', { n: i + 1 }) : t('lab.circuit')}
          <select
            aria-label={form.slam ? t('lab.board', { n: i + 1 }) : t('lab.circuit')}
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
            {!byId.has(id) && <option value={id}>{t('lab.unknownId', { id })}</option>}
          </select>
        </label>
      ))}
      {parent && mode === 'report' && <BeforeChoice lab={lab} />}
    </fieldset>
  );
}

/** What the report's change is measured against: the version of the last report (the latest edit), the
 * original it was copied from (every edit), or the one of them there is. */
function BeforeChoice({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { parent, original, previous, before, setBefore } = lab;
  if (!previous || !parent)
    return (
      <p className="lab-hint" data-testid="parent-hint">
        {t('lab.parentHint', { parent: shownCircuitName(parent?.name ?? '') })}
      </p>
    );
  const when = new Date(previous.at).toLocaleString(currentLang(), WHEN);
  const lastReport = t('lab.beforePrevious', { when, n: previous.differ });
  if (!original)
    return (
      <p className="lab-hint" data-testid="parent-hint">
        {t('lab.previousHint', { version: lastReport })}
      </p>
    );
  return (
    <fieldset className="lab-before" data-testid="before-choice">
      <legend>{t('lab.beforeLegend')}</legend>
      <label>
        <input
          type="radio"
          name="lab-before"
          checked={before === 'previous'}
          onChange={() => setBefore('previous')}
        />{' '}
        {lastReport}
      </label>
      <label>
        <input
          type="radio"
          name="lab-before"
          checked={before === 'original'}
          onChange={() => setBefore('original')}
        />{' '}
        {t('lab.beforeOriginal', { parent: shownCircuitName(original.name) })}
      </label>
    </fieldset>
  );
}

/** The Titans (rotated through every seat), the bot of each turn position, and teams. */
export function BalanceTitansFields({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { form, setForm, set, used } = lab;
  return (
    <>
      <fieldset className="lab-seats">
        <legend>{t('lab.balanceSeatsLegend')}</legend>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('lab.titan')}</th>
              <th>{t('lab.bot')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {form.titans.map((titan, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>
                  <select
                    aria-label={t('lab.titanN', { n: i + 1 })}
                    value={titan}
                    onChange={(e) =>
                      set(
                        'titans',
                        form.titans.map((x, j) => (j === i ? (e.target.value as TitanId) : x)),
                      )
                    }
                  >
                    {TITAN_IDS.map((x) => (
                      <option key={x} value={x} disabled={x !== titan && used.has(x)}>
                        {TITANS[x].name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={t('lab.botN', { n: i + 1 })}
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
                        {botLevelName(b)}
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
                    {t('lab.remove')}
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
          {t('lab.addTitan')}
        </button>
        <label className="lab-check">
          <input
            type="checkbox"
            checked={form.teams}
            disabled={form.titans.length !== 4 && form.titans.length !== 6}
            onChange={(e) => set('teams', e.target.checked)}
          />{' '}
          {t('lab.teamsLabel')}{' '}
          {(() => {
            const teams = teamsOf(form.titans);
            return teams
              ? versus(teams.map((tm) => tm.map((x) => TITANS[x].name)))
              : t('lab.teamsNeedTitans');
          })()}
        </label>
      </fieldset>
    </>
  );
}
