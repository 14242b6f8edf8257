// Display names the store needs for its own messages (undo refusals). The UI's richer tables live in src/ui/meta.ts.
import type { TitanId } from '../engine/types';

export const TITAN_NAME: Record<TitanId, string> = {
  rassik: 'Rassïk',
  grinder: 'Grinder',
  craken: 'Craken',
  slaugg: 'Slaugg',
  ragnarok: 'Ragnarok',
  chtoolhoo: 'Chtoolhoo',
};

export function titanName(t: TitanId): string {
  return TITAN_NAME[t] ?? t;
}
