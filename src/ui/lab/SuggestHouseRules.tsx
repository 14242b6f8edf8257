// The house rules a Suggest search plays with, shown and editable before it runs (rules carried over
// from a Balance report were applied without being shown). Laps, maximum Life, hand size, trap supply
// and reactions are the Balance form's own fields (HouseRules.tsx); anything else a report carried
// (starting Life, deck copies — set on the command line) is listed in words, each with a Remove button.
// Above them, in words, whose rules they are: the Balance form's, or the search's own beside Balance's.
import type { CardId, GameOptions, TitanId } from '../../engine/types';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { cardName, TITANS } from '../meta';
import { HouseRules, houseRules, houseRulesForm, type HouseRulesForm } from './HouseRules';
import { sameRules, type Rules } from './suggestRules';

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

/** The rules in words: "Laps: 1, Reactions: always", or "the rule book's". */
export function rulesText(r: Rules): string {
  const o = r.options ?? {};
  const parts: string[] = [];
  const add = (rule: string, v: string | number | undefined) => {
    if (v !== undefined) parts.push(t('lab.ruleIs', { rule, v: String(v) }));
  };
  add(t('lab.laps'), r.laps);
  add(t('lab.maxLife'), o.maxLife);
  add(t('lab.handSize'), o.handSize);
  add(t('lab.trapSupply'), o.trapSupply);
  if (o.reactions !== undefined)
    add(
      t('lab.reactions'),
      t(
        o.reactions === 'always'
          ? 'lab.reactionsAlways'
          : o.reactions === 'never'
            ? 'lab.reactionsNever'
            : 'lab.reactionsEligible',
      ),
    );
  for (const x of otherRules(o)) parts.push(x.text);
  return parts.length > 0 ? parts.join(', ') : t('lab.ruleBook');
}

/** Whose house rules the search plays: the Balance form's, or its own (then Balance's beside, one press away). */
function RulesSource(props: { rules: Rules; balance: Rules; onUseBalance: () => void }) {
  const tr = useT();
  const { rules, balance } = props;
  if (sameRules(rules, balance))
    return (
      <p className="lab-hint" data-testid="suggest-rules-source">
        {tr('suggest.rulesBalance', { rules: rulesText(rules) })}
      </p>
    );
  return (
    <p className="lab-hint" data-testid="suggest-rules-source">
      {tr('suggest.rulesOwn', { rules: rulesText(rules), balance: rulesText(balance) })}{' '}
      <button type="button" onClick={props.onUseBalance}>
        {tr('suggest.useBalanceRules')}
      </button>
    </p>
  );
}

export function SuggestHouseRules(props: {
  laps: number | undefined;
  options: GameOptions | undefined;
  onChange: (laps: number | undefined, options: GameOptions | undefined) => void;
  /** The Balance form's house rules, as kept in this browser. */
  balance: Rules;
}) {
  const tr = useT();
  const { laps, options, onChange, balance } = props;
  const others = otherRules(options);
  return (
    <div data-testid="suggest-house-rules">
      <RulesSource
        rules={{ laps, options }}
        balance={balance}
        onUseBalance={() => onChange(balance.laps, balance.options)}
      />
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
