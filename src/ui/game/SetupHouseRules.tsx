// The setup's house rules and options (R12.4): reactions, Life, hand, traps, the deck, the seed, the hand-off.
import { DEFAULT_DECK } from '../../engine/data';
import { CARD_IDS, type ReactionMode } from '../../engine/types';
import { useGame } from '../../store/game';
import { CARD_META, TITANS } from '../meta';
import { NumberField } from './NumberField';
import { deckSize, reactionMode, seatTitans, startLifeOf, type SetupForm } from './setupForm';

export function SetupHouseRules({
  form,
  update,
}: {
  form: SetupForm;
  update: (f: (old: SetupForm) => SetupForm) => void;
}) {
  const settings = useGame((s) => s.settings);
  const setSettings = useGame((s) => s.setSettings);
  return (
    <details className="setup-section">
      <summary>
        <h2 className="inline-h2">House rules and options</h2>
      </summary>
      <p className="hint">The rulebook's values are preset; change them for a house-rules game (R12.4).</p>
      <label>
        Reaction prompts{' '}
        <select
          value={reactionMode(form)}
          onChange={(e) => update((f) => ({ ...f, reactions: e.target.value as ReactionMode }))}
        >
          <option value="eligible">ask only a player who holds a playable reaction</option>
          <option value="always">ask at every trigger (holding one is never given away)</option>
          <option value="never">reactions off</option>
        </select>
      </label>
      <NumberField
        label="Maximum Life"
        value={form.maxLife}
        min={1}
        max={20}
        fallback={6}
        onChange={(maxLife) => update((f) => ({ ...f, maxLife }))}
      />
      <NumberField
        label="Hand size"
        value={form.handSize}
        min={0}
        max={6}
        fallback={0}
        onChange={(handSize) => update((f) => ({ ...f, handSize }))}
      />
      <NumberField
        label="Trap supply"
        value={form.trapSupply}
        min={0}
        max={36}
        fallback={0}
        onChange={(trapSupply) => update((f) => ({ ...f, trapSupply }))}
      />
      <fieldset className="house-group">
        <legend>Starting Life</legend>
        {seatTitans(form).map((t) => (
          <NumberField
            key={t}
            label={`Starting Life of ${TITANS[t].name}`}
            value={startLifeOf(form, t)}
            min={1}
            max={form.maxLife}
            fallback={form.maxLife}
            onChange={(n) => update((f) => ({ ...f, startLife: { ...f.startLife, [t]: n } }))}
          />
        ))}
      </fieldset>
      <fieldset className="house-group">
        <legend>Deck: copies of each Bonus card (0–9)</legend>
        {CARD_IDS.map((c) => (
          <NumberField
            key={c}
            title={CARD_META[c].text}
            label={`Copies of ${CARD_META[c].name}`}
            value={form.deck[c]}
            min={0}
            max={9}
            fallback={0}
            onChange={(n) => update((f) => ({ ...f, deck: { ...f.deck, [c]: n } }))}
          />
        ))}
        <p className="hint">
          {deckSize(form.deck)} cards in the deck.{' '}
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() => update((f) => ({ ...f, deck: { ...DEFAULT_DECK } }))}
          >
            Rulebook deck
          </button>
        </p>
      </fieldset>
      <label>
        Seed (optional, same seed = same dice){' '}
        <input
          inputMode="numeric"
          value={form.seed}
          onChange={(e) => {
            const seed = e.target.value.replace(/[^0-9]/g, '');
            update((f) => ({ ...f, seed }));
          }}
          placeholder="random"
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.handoff}
          onChange={(e) => setSettings({ handoff: e.target.checked })}
        />{' '}
        Show a “Pass the device to …” screen between players
      </label>
    </details>
  );
}
