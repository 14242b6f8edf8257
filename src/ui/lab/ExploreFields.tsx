// What the Balance view runs: a balance report, a sweep (vary one thing) or a comparison (A against B).
import { CARD_NAME, DEFAULT_DECK } from '../../engine/data';
import { CARD_IDS, ELEMENTS, type CardId, type Element } from '../../engine/types';
import { ELEMENT_LABEL } from '../../editor/warnings';
import { LAB_SWEEP_KEYS, SWEEP_KEY_TEXT, type LabSweepKey } from './explore';
import { HouseRules } from './HouseRules';
import type { BalanceLab } from './useBalanceLab';

/** The "What to run" fieldset, with what a sweep varies or what B is in a comparison. */
export function ExploreFields({ lab }: { lab: BalanceLab }) {
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
      <legend>What to run</legend>
      <div className="lab-row" role="radiogroup" aria-label="What to run">
        {(
          [
            ['report', 'A balance report'],
            ['sweep', 'A sweep: vary one thing'],
            ['compare', 'A comparison: A against B'],
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
            Vary
            <select value={sweepKey} onChange={(e) => setSweepKey(e.target.value as LabSweepKey)}>
              {LAB_SWEEP_KEYS.map((k) => (
                <option key={k} value={k}>
                  {SWEEP_KEY_TEXT[k]}
                </option>
              ))}
            </select>
          </label>
          {sweepKey === 'deck' && (
            <label className="lab-field">
              Card
              <select value={sweepCard} onChange={(e) => setSweepCard(e.target.value as CardId)}>
                {CARD_IDS.map((c) => (
                  <option key={c} value={c}>
                    {CARD_NAME[c]} ({DEFAULT_DECK[c]} in the deck)
                  </option>
                ))}
              </select>
            </label>
          )}
          {sweepKey === 'paint' ? (
            <>
              <label className="lab-field">
                Element
                <select value={paintElement} onChange={(e) => setPaintElement(e.target.value as Element)}>
                  {ELEMENTS.map((el) => (
                    <option key={el} value={el}>
                      {ELEMENT_LABEL[el]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="lab-field">
                Spaces (e.g. C5 E7{form.slam ? '; 2:C5 on board 2' : ''})
                <input value={paintSpaces} onChange={(e) => setPaintSpaces(e.target.value)} />
              </label>
              <span className="lab-hint">Values: 0 (those spaces plain) and 1 (painted).</span>
            </>
          ) : (
            <label className="lab-field">
              Values
              <input value={sweepValues} onChange={(e) => setSweepValues(e.target.value)} />
            </label>
          )}
        </div>
      )}
      {mode === 'compare' && (
        <>
          <div className="lab-row">
            <label>
              <input type="radio" checked={versus === 'course'} onChange={() => setVersus('course')} /> B is
              another course (same house rules)
            </label>
            <label>
              <input type="radio" checked={versus === 'rules'} onChange={() => setVersus('rules')} /> B is the
              same course with other house rules
            </label>
          </div>
          {versus === 'course' ? (
            <div className="lab-row">
              {(form.slam ? [0, 1, 2] : [0]).map((i) => (
                <label key={i} className="lab-field">
                  {form.slam ? `B: board ${i + 1}` : 'B: circuit'}
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
            <div className="lab-compare-rules" role="group" aria-label="House rules of B (instead of A's)">
              <p className="lab-hint">
                B&apos;s house rules replace A&apos;s (empty fields: the rule book&apos;s).
              </p>
              <HouseRules value={bHouse} onChange={setBHouse} slam={form.slam} />
              <div className="lab-row">
                <label className="lab-field">
                  B: copies of a card
                  <select value={bCard} onChange={(e) => setBCard(e.target.value as CardId | '')}>
                    <option value="">(the rule book&apos;s deck)</option>
                    {CARD_IDS.map((c) => (
                      <option key={c} value={c}>
                        {CARD_NAME[c]} ({DEFAULT_DECK[c]} in the deck)
                      </option>
                    ))}
                  </select>
                </label>
                {bCard && (
                  <label className="lab-field">
                    copies
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
        <p className="lab-hint">
          The same games (same seeds, same seating) are played for every {mode === 'sweep' ? 'value' : 'side'}
          , without restricted play (as{' '}
          <code>npm run balance -- --{mode === 'sweep' ? 'sweep' : 'compare-…'}</code>).
        </p>
      )}
    </fieldset>
  );
}
