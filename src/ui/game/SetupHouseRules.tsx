// The setup's house rules and options (R12.4): reactions, Life, hand, traps, the deck, the seed, the hand-off.
import { DEFAULT_DECK } from '../../engine/data';
import { CARD_IDS, type ReactionMode } from '../../engine/types';
import { useGame } from '../../store/game';
import { CARD_META, TITANS } from '../meta';
import { NumberField } from './NumberField';
import { deckSize, reactionMode, seatTitans, startLifeOf, type SetupForm } from './setupForm';
import { SetupFold } from './SetupFold';
import { houseSummary } from './setupSummary';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

export function SetupHouseRules({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  const t = useT();
  return (
    <SetupFold id="house" title={t('setup.houseRules')} summary={houseSummary(form, settings.handoff)}>
      <p className="hint">{t('setup.houseRulesHint')}</p>
      <label>
        {t('setup.reactionPrompts')}{' '}
        <select
          value={reactionMode(form)}
          data-field="reactions"
          onChange={(e) => update((f) => ({ ...f, reactions: e.target.value as ReactionMode }))}
        >
          <option value="eligible">{t('setup.reactEligible')}</option>
          <option value="always">{t('setup.reactAlways')}</option>
          <option value="never">{t('setup.reactNever')}</option>
        </select>
      </label>
      <NumberField
        label={t('setup.maxLife')}
        field="maxLife"
        value={form.maxLife}
        min={1}
        max={20}
        fallback={6}
        onChange={(maxLife) => update((f) => ({ ...f, maxLife }))}
      />
      <NumberField
        label={t('setup.handSize')}
        field="handSize"
        value={form.handSize}
        min={0}
        max={6}
        fallback={0}
        onChange={(handSize) => update((f) => ({ ...f, handSize }))}
      />
      <NumberField
        label={t('setup.trapSupply')}
        field="trapSupply"
        value={form.trapSupply}
        min={0}
        max={36}
        fallback={0}
        onChange={(trapSupply) => update((f) => ({ ...f, trapSupply }))}
      />
      <fieldset className="house-group">
        <legend>{t('setup.startLife')}</legend>
        {seatTitans(form).map((titan) => (
          <NumberField
            key={titan}
            label={t('setup.startLifeOf', { titan: TITANS[titan].name })}
            value={startLifeOf(form, titan)}
            min={1}
            max={form.maxLife}
            fallback={form.maxLife}
            onChange={(n) => update((f) => ({ ...f, startLife: { ...f.startLife, [titan]: n } }))}
          />
        ))}
      </fieldset>
      <fieldset className="house-group">
        <legend>{t('setup.deck')}</legend>
        {CARD_IDS.map((c) => (
          <NumberField
            key={c}
            title={CARD_META[c].text}
            label={t('setup.copiesOf', { card: CARD_META[c].name })}
            value={form.deck[c]}
            min={0}
            max={9}
            fallback={0}
            onChange={(n) => update((f) => ({ ...f, deck: { ...f.deck, [c]: n } }))}
          />
        ))}
        <p className="hint">
          {t('setup.deckSize', { n: deckSize(form.deck) })}{' '}
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() => update((f) => ({ ...f, deck: { ...DEFAULT_DECK } }))}
          >
            {t('setup.rulebookDeck')}
          </button>
        </p>
      </fieldset>
      <label>
        {t('setup.seed')}{' '}
        <input
          inputMode="numeric"
          value={form.seed}
          onChange={(e) => {
            const seed = e.target.value.replace(/[^0-9]/g, '');
            update((f) => ({ ...f, seed }));
          }}
          placeholder={t('setup.seedRandom')}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.handoff}
          onChange={(e) => setSettings({ handoff: e.target.checked })}
        />{' '}
        {t('setup.handoff')}
      </label>
    </SetupFold>
  );
}
