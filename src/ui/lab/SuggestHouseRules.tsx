// The house rules a Suggest search plays with, shown and editable before it runs (rules carried over
// from a Balance report were applied without being shown). Laps, maximum Life, hand size, trap supply
// and reactions are the Balance form's own fields (HouseRules.tsx); anything else a report carried
// (starting Life, deck copies — set on the command line) is listed in words, each with a Remove button.
import type { CardId, GameOptions, TitanId } from '../../engine/types';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { cardName, TITANS } from '../meta';
import { HouseRules, houseRules, houseRulesForm, type HouseRulesForm } from './HouseRules';

/** An option the fields do not show: its place in GameOptions and its words. */
export interface OtherRule {
  key: 'startLife' | 'deck' | 'cardNames';
  /** The Titan or card it is about. */
  sub: string;
  text: string;
}

const FIELD_KEYS = ['maxLife', 'handSize', 'trapSupply', 'reactions'] as const;

/** The options none of the fields shows, in the reader's language. */
export function otherRules(o: GameOptions | undefined): OtherRule[] {
  const out: OtherRule[] = [];
  for (const [id, v] of Object.entries(o?.startLife ?? {}))
    out.push({
      key: 'startLife',
      sub: id,
      text: t('suggest.ruleStartLife', { titan: TITANS[id as TitanId]?.name ?? id, v: String(v) }),
    });
  for (const [id, v] of Object.entries(o?.deck ?? {}))
    out.push({
      key: 'deck',
      sub: id,
      text: t('suggest.ruleDeck', { card: cardName(id as CardId), v: String(v) }),
    });
  for (const [id, v] of Object.entries(o?.cardNames ?? {}))
    out.push({ key: 'cardNames', sub: id, text: t('suggest.ruleCardName', { card: id, v: String(v) }) });
  return out;
}

/** The options without one of the others (an emptied group goes too); undefined when nothing is left. */
export function withoutRule(o: GameOptions | undefined, r: OtherRule): GameOptions | undefined {
  const group = { ...(o?.[r.key] as Record<string, unknown> | undefined) };
  delete group[r.sub];
  const next: GameOptions = { ...o };
  if (Object.keys(group).length) (next as Record<string, unknown>)[r.key] = group;
  else delete next[r.key];
  return Object.keys(next).length ? next : undefined;
}

/** The options with the fields' values instead of the fields' keys (the others kept as they were). */
export function withFields(
  o: GameOptions | undefined,
  f: HouseRulesForm,
): { laps?: number; options?: GameOptions } {
  const kept: GameOptions = { ...o };
  for (const k of FIELD_KEYS) delete kept[k];
  const { laps, options } = houseRules(f);
  const merged = { ...kept, ...options };
  return { laps, options: Object.keys(merged).length ? merged : undefined };
}

export function SuggestHouseRules(props: {
  laps: number | undefined;
  options: GameOptions | undefined;
  onChange: (laps: number | undefined, options: GameOptions | undefined) => void;
}) {
  const tr = useT();
  const { laps, options, onChange } = props;
  const others = otherRules(options);
  return (
    <div data-testid="suggest-house-rules">
      <HouseRules
        value={houseRulesForm(laps, options)}
        slam={false}
        onChange={(f) => {
          const next = withFields(options, f);
          onChange(next.laps, next.options);
        }}
      />
      {others.length > 0 && (
        <fieldset data-testid="suggest-other-rules">
          <legend>{tr('suggest.otherRules')}</legend>
          <ul className="lab-rules">
            {others.map((r) => (
              <li key={`${r.key}.${r.sub}`}>
                {r.text}{' '}
                <button
                  type="button"
                  aria-label={tr('suggest.ruleRemoveOne', { rule: r.text })}
                  onClick={() => onChange(laps, withoutRule(options, r))}
                >
                  {tr('suggest.ruleRemove')}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
