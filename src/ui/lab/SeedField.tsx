// A lab run's seed field, the same in Batch, Balance and Suggest: a whole number from 0 to 2^32 − 1, the
// range of the schema's `seed` (schema/core.ts), so what the field holds is what a saved form may store.
import { useT } from '../../i18n/useT';

const MAX_SEED = 0xffffffff;

/** The seed typed, clamped to the schema's range; a value that is not a whole number keeps the last one. */
export function SeedField({ value, onChange }: { value: number; onChange: (seed: number) => void }) {
  const t = useT();
  return (
    <label className="lab-field">
      {t('lab.seed')}
      <input
        type="number"
        min={0}
        max={MAX_SEED}
        step={1}
        value={value}
        onChange={(e) => {
          const x = Number(e.target.value);
          if (Number.isInteger(x)) onChange(Math.max(0, Math.min(MAX_SEED, x)));
        }}
      />
    </label>
  );
}
