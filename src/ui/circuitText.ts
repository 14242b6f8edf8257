// A standard circuit's description in the page's language — the one place its words are chosen, for the
// editor's copies and Suggest's (as ui/meta.ts CIRCUIT_NAMES and shownCircuitName are for its name). The English text is the engine's
// (src/engine/circuits/standard.ts; tests/editor/circuit-text.test.ts checks they agree), kept in the
// editor's messages so the first page does not carry it.
import '../i18n/editorMessages';
import { t, type MessageKey } from '../i18n';
import { CIRCUIT_IDS, type CircuitId } from '../engine/types';
import { STANDARD_CIRCUITS } from '../engine/circuits';

const CIRCUIT_TEXT_KEYS: Record<CircuitId, MessageKey> = {
  kaldheira: 'editor.circuitTextKaldheira',
  deadMansLagoon: 'editor.circuitTextDeadMansLagoon',
  banKog: 'editor.circuitTextBanKog',
  moltenchest: 'editor.circuitTextMoltenchest',
  anglieh: 'editor.circuitTextAnglieh',
  estengaard: 'editor.circuitTextEstengaard',
};

/** A standard circuit's description, read at the time: it follows the language. */
export const standardDescription = (id: CircuitId): string => t(CIRCUIT_TEXT_KEYS[id]);

/**
 * A circuit's description as a copy shows it: a standard circuit's unchanged (English, engine) description
 * in the page's language; any other as it is.
 */
export function shownCircuitDescription(description: string | undefined): string | undefined {
  const id = CIRCUIT_IDS.find((c) => STANDARD_CIRCUITS[c].description === description);
  return id ? standardDescription(id) : description;
}
