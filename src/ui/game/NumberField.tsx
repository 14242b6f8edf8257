// A labelled whole-number input within [min, max]; anything else is said and the last good value kept.
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

/** A labelled whole-number input within [min, max]; anything else is said and the last good value kept. */
export function NumberField(p: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  fallback: number;
  onChange: (n: number) => void;
  title?: string;
  /** The input's `data-field` (a refused setup focuses it: setupRefusal.ts). */
  field?: string;
}) {
  // What is typed stays as typed; a value out of range is said, not silently changed.
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(p.value);
  const n = Number(shown);
  const bad = shown.trim() === '' || !Number.isInteger(n) || n < p.min || n > p.max;
  const id = useId();
  const t = useT();
  return (
    <label title={p.title}>
      {p.label}{' '}
      <input
        type="number"
        min={p.min}
        max={p.max}
        value={shown}
        data-field={p.field}
        aria-invalid={bad}
        aria-describedby={bad ? id : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isInteger(v) && v >= p.min && v <= p.max) p.onChange(v);
        }}
        onBlur={() => setText(null)}
      />
      {bad && (
        <span id={id} className="field-error" role="alert">
          {t('setup.outOfRange', { min: p.min, max: p.max, value: p.value })}
        </span>
      )}
    </label>
  );
}
