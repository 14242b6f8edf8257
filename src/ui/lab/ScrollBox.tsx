// A wide table scrolls sideways inside its own box, never the page: on a tablet or phone the sweep and
// notable-games tables are wider than the screen. A shadow at an edge shows there is more to that side;
// the box takes focus so a keyboard can scroll it too.
import type { ReactNode } from 'react';

export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lab-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
