// A Titan's swatch: its colour with its two letters (Gr, Sl…), so a Titan is told apart without colour.
// Decorative beside the Titan's written name, hence hidden from screen readers.
import type { TitanId } from '../../engine/types';
import { TITANS } from '../meta';

export function TitanSwatch({ titan }: { titan: TitanId }) {
  const m = TITANS[titan];
  return (
    <span className="titan-swatch" style={{ background: m.colour, color: m.ink }} aria-hidden="true">
      {m.initial}
    </span>
  );
}
