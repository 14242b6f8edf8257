// Engine errors in people's words (issue 14). The engine refuses an action with a stable machine code
// and an English sentence (engine-contract.md); the code never changes, the sentence shown is chosen
// here: in English the engine's own sentence (it names the spaces, Titans and rules involved), in
// another language the catalogue's sentence for the code, with the spaces and rule the engine's
// sentence names carried over.
import { currentLang, DEFAULT_LANG, hasMessage, t } from './index';

/** Spaces as the engine writes them: 'C5', or '2:C5' on a Grand Slam strip. */
const SPACE = /\b(?:[1-3]:)?[A-F](?:1[0-2]|[1-9])\b/g;
/** A rule reference such as '(R9.3)'. */
const RULE = /\bR\d+(?:\.\d+)?\b/;

export function engineErrorText(e: { code: string; message: string }): string {
  if (currentLang() === DEFAULT_LANG && e.message) return e.message;
  const key = `errors.${e.code}`;
  let text = hasMessage(key) ? t(key) : t('errors.unknown');
  const spaces = [...new Set(e.message.match(SPACE) ?? [])];
  if (spaces.length > 0) text += ` ${t('errors.spaces', { spaces: spaces.join(', ') })}`;
  const rule = RULE.exec(e.message)?.[0];
  if (rule) text += ` ${t('errors.rule', { rule })}`;
  return text;
}
