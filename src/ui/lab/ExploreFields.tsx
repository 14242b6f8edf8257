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
  const {
    form,
    mode,
    setMode,
    sweepKey,
    setSweepKey,
    sweepCard,
    setSweepCard,
    sweepValues,
    setSweepValues,
    paintElement,
    setPaintElement,
    paintSpaces,
    setPaintSpaces,
    versus,
    setVersus,
    bIds,
    setBIds,
    bHouse,
    setBHouse,
    bCard,
    setBCard,
    bCardCount,
    setBCardCount,
    options,
  } = lab;
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
            <input type="radio" name="balance-mode" checked={mode === m} onChange={() => setMode(m)} /> {text}
          </label>
        ))}
      </div>
      {mode === 'sweep' && (
        <div className="lab-row">
          <label className="lab-field">
            {t('lab.vary')}
            <select value={sweepKey} onChange={(e) => setSweepKey(e.target.value as LabSweepKey)}>
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
              <select value={sweepCard} onChange={(e) => setSweepCard(e.target.value as CardId)}>
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
                <select value={paintElement} onChange={(e) => setPaintElement(e.target.value as Element)}>
                  {ELEMENTS.map((el) => (
                    <option key={el} value={el}>
                      {elementLabel(el)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="lab-field">
                {form.slam ? t('lab.paintSpacesSlam') : t('lab.paintSpaces')}
                <input value={paintSpaces} onChange={(e) => setPaintSpaces(e.target.value)} />
              </label>
              <span className="lab-hint">{t('lab.paintValues')}</span>
            </>
          ) : (
            <label className="lab-field">
              {t('lab.values')}
              <input value={sweepValues} onChange={(e) => setSweepValues(e.target.value)} />
            </label>
          )}
        </div>
      )}
      {mode === 'compare' && (
        <>
          <div className="lab-row">
            <label>
              <input type="radio" checked={versus === 'course'} onChange={() => setVersus('course')} />{' '}
              {t('lab.bOtherCourse')}
            </label>
            <label>
              <input type="radio" checked={versus === 'rules'} onChange={() => setVersus('rules')} />{' '}
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
                    onChange={(e) =>
                      setBIds((ids) => {
                        const next = [0, 1, 2].map((j) => ids[j] ?? ids[0]);
                        next[i] = e.target.value;
                        return next;
                      })
                    }
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
            <div className="lab-compare-rules" role="group" aria-label={t('lab.bHouseRules')}>
              <p className="lab-hint">{t('lab.bHouseRulesHint')}</p>
              <HouseRules value={bHouse} onChange={setBHouse} slam={form.slam} />
              <div className="lab-row">
                <label className="lab-field">
                  {t('lab.bCopies')}
                  <select value={bCard} onChange={(e) => setBCard(e.target.value as CardId | '')}>
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
                      onChange={(e) => setBCardCount(Math.max(0, Math.min(20, Number(e.target.value) || 0)))}
                    />
                  </label>
                )}
              </div>
            </div>
          )}
        </>
      )}
      {mode !== 'report' && (
        <p className="lab-hint">{t(mode === 'sweep' ? 'lab.sameGamesSweep' : 'lab.sameGamesCompare')}</p>
      )}
    </fieldset>
  );
}
