// The ✕ that takes a message or a box away: one small quiet button (44 px on a touch screen, styles.css),
// named for assistive technology by `label` since its only text is the cross.
import type { ButtonHTMLAttributes } from 'react';

export function CloseButton({
  label,
  ...rest
}: { label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>) {
  return (
    <button type="button" className="btn btn--small btn--quiet" aria-label={label} {...rest}>
      ✕
    </button>
  );
}
