// Display names the store needs for its own messages (undo refusals). The UI's richer tables live in
// src/ui/meta.ts; the names themselves are the engine's data (one table).
import { TITAN_NAME } from '../engine/data';
import type { TitanId } from '../engine/types';

export function titanName(t: TitanId): string {
  return TITAN_NAME[t] ?? t;
}
