// Bot levels in the UI's language. The level ids
// (random, greedy, expert, master) stay the ids in files, links and the CLI.
import { isBotLevel, type BotLevel } from '../../bots/types';
import { t, type MessageKey } from '../../i18n';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One level, as a select option says it: "greedy" / "glouton". */
export const botLevelName = (level: BotLevel): string =>
  isBotLevel(level) ? t(`lab.botLevel${cap(level)}` as MessageKey) : String(level);

/** Levels qualifying "bots" (plural): "greedy + master" / "gloutons + maîtres". */
export const botsQualifier = (levels: readonly BotLevel[]): string =>
  [...new Set(levels)]
    .map((l) => (isBotLevel(l) ? t(`lab.botsOf${cap(l)}` as MessageKey) : String(l)))
    .join(' + ');
