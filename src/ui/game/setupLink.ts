// "Link to this setup": '#/play?setup=<GameSetup JSON>&names=<JSON list of names>&bots=<{"grinder":"greedy",…}>',
// each value URI-encoded. The names travel as a JSON list so any character survives (a comma, '&', '#',
// '%', quotes, emoji); a link written before (`&names=Ann,Bob`) is still read. Every name is cleaned
// (src/store/names.ts cleanName) both ways.
import type { GameSetup } from '../../engine/types';
import { cleanName } from '../../store/names';
import { parseJson } from '../../store/validate';
import { problem, type Problem } from '../../i18n/errors';

export interface SetupLink {
  setup: GameSetup;
  names?: string[];
  bots?: Record<string, string>;
}

/** The hash of a link that starts this game: '#/play?setup=…&names=…[&bots=…]'. */
export function setupHash(setup: GameSetup, names: string[], bots?: Record<string, string>): string {
  const clean = names.map((n) => cleanName(n));
  return (
    `#/play?setup=${encodeURIComponent(JSON.stringify(setup))}` +
    `&names=${encodeURIComponent(JSON.stringify(clean))}` +
    (bots && Object.keys(bots).length > 0 ? `&bots=${encodeURIComponent(JSON.stringify(bots))}` : '')
  );
}

/**
 * The names of a link's `names` parameter (already URI-decoded): a JSON list of strings, or the older
 * comma-separated form. Undefined when there are none or they cannot be read (the game then names the
 * players "Player 1", …).
 */
export function parseNames(raw: string | null | undefined): string[] | undefined {
  if (raw === null || raw === undefined) return undefined;
  const text = raw.trim();
  if (text.startsWith('[')) {
    // Not a list after all (or too deep, too large): read it the older way below.
    const p = parseJson(text, LINK_CAPS);
    const list = p.ok ? p.value : null;
    if (Array.isArray(list) && list.every((n) => typeof n === 'string'))
      return list.map((n: string) => cleanName(n));
  }
  return text.split(',').map((n) => cleanName(n));
}

/**
 * Read '?setup=' (and optional '&names=', '&bots=') from a hash; null when there is no setup. The setup
 * and bots are only parsed here: the engine and the store check them when the game starts. A link that
 * cannot be read gives its problem, as data (worded where it is shown).
 */
export function parseSetupHash(hash: string): SetupLink | { error: Problem } | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  if (!/[?&]setup=/.test(hash)) return null;
  // A Grand Slam of six custom circuits, URI-encoded, is ≈ 60,000 characters.
  if (hash.length > MAX_SETUP_LINK)
    return {
      error: problem('setupLinkTooLong', { size: { number: hash.length }, max: { number: MAX_SETUP_LINK } }),
    };
  const params = new URLSearchParams(hash.slice(q + 1));
  const raw = params.get('setup');
  if (raw === null) return null;
  // The one validator (store/validate.ts): nesting and size capped before anything walks the value.
  const parsed = parseJson(raw, LINK_CAPS, 'safe.thisLinkSetup');
  if (!parsed.ok)
    return { error: parsed.error.code === 'notJson' ? problem('setupLinkNotJson') : parsed.error };
  const setup = parsed.value;
  if (!isPlainObject(setup)) return { error: problem('setupLinkNoSetup') };
  const names = parseNames(params.get('names'));
  if (names && names.length > 6) return { error: problem('setupLinkTooManyNames') };
  const rawBots = params.get('bots');
  let bots: Record<string, string> | undefined;
  if (rawBots !== null) {
    const b = parseJson(rawBots, LINK_CAPS, 'safe.thisLinkBots');
    if (!b.ok) return { error: b.error.code === 'notJson' ? problem('setupLinkBotsNotJson') : b.error };
    const v = b.value;
    if (!isPlainObject(v)) return { error: problem('setupLinkBotsNotMap') };
    bots = v as Record<string, string>;
  }
  return { setup: setup as unknown as GameSetup, names, bots };
}

/** The longest setup link read (a real one is far shorter); longer ones are refused before parsing. */
const MAX_SETUP_LINK = 200_000;
/** A setup (custom circuits included) nests ≈ 6 deep; the bots map 1. */
const LINK_CAPS = { chars: MAX_SETUP_LINK, depth: 16 };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
