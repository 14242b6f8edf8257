// Laps and house rules (R2.4, R12.4) for the lab's Batch and Balance views: empty fields keep the rule
// book's values; the engine validates the rest when the games are set up.
import type { GameOptions, ReactionMode } from '../../engine/types';
import { useT } from '../../i18n/useT';

export interface HouseRulesForm {
  laps: string;
  maxLife: string;
  handSize: string;
  trapSupply: string;
  reactions: ReactionMode;
}

export const DEFAULT_HOUSE_RULES: HouseRulesForm = {
  laps: '',
  maxLife: '',
  handSize: '',
  trapSupply: '',
  reactions: 'eligible',
};

const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/** The laps and options a form describes (undefined: the rule book's). */
export function houseRules(f: HouseRulesForm): { laps?: number; options?: GameOptions } {
  const options: GameOptions = {};
  if (num(f.maxLife) !== undefined) options.maxLife = num(f.maxLife);
  if (num(f.handSize) !== undefined) options.handSize = num(f.handSize);
  if (num(f.trapSupply) !== undefined) options.trapSupply = num(f.trapSupply);
  if (f.reactions !== 'eligible') options.reactions = f.reactions;
  const out: { laps?: number; options?: GameOptions } = {};
  if (num(f.laps) !== undefined) out.laps = num(f.laps);
  if (Object.keys(options).length) out.options = options;
  return out;
}

export function houseRulesForm(laps: number | undefined, o: GameOptions | undefined): HouseRulesForm {
  return {
    laps: laps !== undefined ? String(laps) : '',
    maxLife: o?.maxLife !== undefined ? String(o.maxLife) : '',
    handSize: o?.handSize !== undefined ? String(o.handSize) : '',
    trapSupply: o?.trapSupply !== undefined ? String(o.trapSupply) : '',
    reactions: o?.reactions ?? 'eligible',
  };
}

export function HouseRules(props: {
  value: HouseRulesForm;
  onChange: (v: HouseRulesForm) => void;
  slam: boolean;
}) {
  const t = useT();
  const { value: f, onChange, slam } = props;
  const set = <K extends keyof HouseRulesForm>(k: K, v: HouseRulesForm[K]) => onChange({ ...f, [k]: v });
  return (
    <fieldset>
      <legend>{t('lab.houseRules')}</legend>
      <div className="lab-row">
        <label className="lab-field">
          {t('lab.laps')}
          <input
            type="number"
            min={1}
            max={9}
            placeholder={slam ? '1' : '3'}
            value={f.laps}
            onChange={(e) => set('laps', e.target.value)}
          />
        </label>
        <label className="lab-field">
          {t('lab.maxLife')}
          <input
            type="number"
            min={1}
            max={20}
            placeholder="6"
            value={f.maxLife}
            onChange={(e) => set('maxLife', e.target.value)}
          />
        </label>
        <label className="lab-field">
          {t('lab.handSize')}
          <input
            type="number"
            min={0}
            max={6}
            placeholder="2"
            value={f.handSize}
            onChange={(e) => set('handSize', e.target.value)}
          />
        </label>
        <label className="lab-field">
          {t('lab.trapSupply')}
          <input
            type="number"
            min={0}
            max={36}
            placeholder="15"
            value={f.trapSupply}
            onChange={(e) => set('trapSupply', e.target.value)}
          />
        </label>
        <label className="lab-field">
          {t('lab.reactions')}
          <select value={f.reactions} onChange={(e) => set('reactions', e.target.value as ReactionMode)}>
            <option value="eligible">{t('lab.reactionsEligible')}</option>
            <option value="always">{t('lab.reactionsAlways')}</option>
            <option value="never">{t('lab.reactionsNever')}</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}

/** Teams of alternate seats, so team-mates are never neighbours (R12.3); null unless 4 or 6 Titans. */
export function alternateTeams<T>(titans: T[]): T[][] | null {
  if (titans.length === 4)
    return [
      [titans[0], titans[2]],
      [titans[1], titans[3]],
    ];
  if (titans.length === 6)
    return [
      [titans[0], titans[2], titans[4]],
      [titans[1], titans[3], titans[5]],
    ];
  return null;
}
