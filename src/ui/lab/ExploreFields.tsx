// What the Balance view runs: a balance report, a sweep (vary one thing) or a comparison (A against B).
import { DEFAULT_DECK } from '../../engine/data';
import { cardName } from '../meta';
import { CARD_IDS, ELEMENTS, type CardId, type Element } from '../../engine/types';
import { elementLabel } from '../editor/elementLabel';
import { useT } from '../../i18n/useT';
import { LAB_SWEEP_KEYS, SWEEP_KEY_TEXT, type LabSweepKey } from './explore';
import { HouseRules } from './HouseRules';
import type { BalanceLab } from './useBalanceLab';

/** The "What to run" fieldset, with what a sweep varies or what B is in a comparison. */
export function ExploreFields({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { form, options, exploreForm: explore, setExplore, editExplore } = lab;
  const { mode, sweepKey, sweepCard, sweepValues, paintElement, paintSpaces } = explore;
  const { versus, bIds } = explore;
  return (
    <fieldset className="lab-explore" data-testid="explore-mode">
      <legend>{t('lab.whatToRun')}</legend>
      <div className="lab-row" role="radiogroup" aria-label={t('lab.whatToRun')}>
        {(
          [
            ['report', t('lab.modeReport')],
            ['sweep', t('lab.modeSweep')],
            ['compare', t('lab.modeCompare')],
          ] as const
        ).map(([m, text]) => (
          <label key={m}>
            <input
              type="radio"
              name="balance-mode"
              checked={mode === m}
              onChange={() => setExplore('mode', m)}
            />{' '}
            {text}
          </label>
        ))}
      </div>
      {mode === 'sweep' && (
        <div className="lab-row">
          <label className="lab-field">
            {t('lab.vary')}
            <select value={sweepKey} onChange={(e) => setExplore('sweepKey', e.target.value as LabSweepKey)}>
              {LAB_SWEEP_KEYS.map((k) => (
                <option key={k} value={k}>
                  {t(SWEEP_KEY_TEXT[k])}
                </option>
              ))}
            </select>
          </label>
          {sweepKey === 'deck' && (
            <label className="lab-field">
              {t('lab.card')}
              <select value={sweepCard} onChange={(e) => setExplore('sweepCard', e.target.value as CardId)}>
                {CARD_IDS.map((c) => (
                  <option key={c} value={c}>
                    {t('lab.cardInDeck', { card: cardName(c), n: DEFAULT_DECK[c] })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {sweepKey === 'paint' ? (
            <>
              <label className="lab-field">
                {t('lab.element')}
                <select
                  value={paintElement}
                  onChange={(e) => setExplore('paintElement', e.target.value as Element)}
                >
                  {ELEMENTS.map((el) => (
                    <option key={el} value={el}>
                      {elementLabel(el)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="lab-field">
                {form.slam ? t('lab.paintSpacesSlam') : t('lab.paintSpaces')}
                <input value={paintSpaces} onChange={(e) => setExplore('paintSpaces', e.target.value)} />
              </label>
              <span className="lab-hint">{t('lab.paintValues')}</span>
            </>
          ) : (
            <label className="lab-field">
              {t('lab.values')}
              <input value={sweepValues} onChange={(e) => setExplore('sweepValues', e.target.value)} />
            </label>
          )}
        </div>
      )}
      {mode === 'compare' && (
        <>
          <div className="lab-row">
            <label>
              <input
                type="radio"
                checked={versus === 'course'}
                onChange={() => setExplore('versus', 'course')}
              />{' '}
              {t('lab.bOtherCourse')}
            </label>
            <label>
              <input
                type="radio"
                checked={versus === 'rules'}
                onChange={() => setExplore('versus', 'rules')}
              />{' '}
              {t('lab.bOtherRules')}
            </label>
          </div>
          {versus === 'course' ? (
            <div className="lab-row">
              {(form.slam ? [0, 1, 2] : [0]).map((i) => (
                <label key={i} className="lab-field">
                  {form.slam ? t('lab.bBoard', { n: i + 1 }) : t('lab.bCircuit')}
                  <select
                    value={bIds[i] ?? bIds[0]}
                    onChange={(e) => editExplore({ type: 'bBoard', board: i, id: e.target.value })}
                  >
                    {options.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          ) : (
            <HouseRulesB lab={lab} />
          )}
        </>
      )}
      {mode === 'compare' && versus === 'course' && !form.slam && lab.aParentId === bIds[0] && (
        // Play-test 51: B − A against the circuit A was copied from reads "before minus after", the
        // opposite of Balance's "now minus before", and nothing said so.
        <p className="lab-hint" data-testid="compare-b-is-parent">
          {t('lab.compareBIsParent')}{' '}
          <button type="button" onClick={lab.swapAB}>
            {t('lab.compareSwap')}
          </button>
        </p>
      )}
      {mode !== 'report' && (
        <p className="lab-hint">{t(mode === 'sweep' ? 'lab.sameGamesSweep' : 'lab.sameGamesCompare')}</p>
      )}
    </fieldset>
  );
}

/** B in a comparison of house rules: A's rules with these changes, and optionally more copies of a card. */
function HouseRulesB({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { form, setExplore } = lab;
  const { bHouse, bCard, bCardCount } = lab.exploreForm;
  return (
    <div className="lab-compare-rules" role="group" aria-label={t('lab.bHouseRules')}>
      <p className="lab-hint">{t('lab.bHouseRulesHint')}</p>
      <HouseRules value={bHouse} onChange={(v) => setExplore('bHouse', v)} slam={form.slam} />
      <div className="lab-row">
        <label className="lab-field">
          {t('lab.bCopies')}
          <select value={bCard} onChange={(e) => setExplore('bCard', e.target.value as CardId | '')}>
            <option value="">{t('lab.ruleBookDeck')}</option>
            {CARD_IDS.map((c) => (
              <option key={c} value={c}>
                {t('lab.cardInDeck', { card: cardName(c), n: DEFAULT_DECK[c] })}
              </option>
            ))}
          </select>
        </label>
        {bCard && (
          <label className="lab-field">
            {t('lab.copies')}
            <input
              type="number"
              min={0}
              max={20}
              value={bCardCount}
              onChange={(e) =>
                setExplore('bCardCount', Math.max(0, Math.min(20, Number(e.target.value) || 0)))
              }
            />
          </label>
        )}
      </div>
    </div>
  );
}
