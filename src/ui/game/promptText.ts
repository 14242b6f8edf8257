// The guide's questions in words (the guide keeps them as data: store/guide.ts Prompt), worded when shown
// so a change of language rewords the question on screen.
import { spaceName } from '../../engine/board';
import { t } from '../../i18n';
import type { Prompt } from '../../store/guide';

/** What the guide asks, in the language shown now; a space is named on a course of `boards` boards. */
export function promptText(p: Prompt, boards: number): string {
  return p.key === 'flow.askPathTo' ? t(p.key, { space: spaceName(p.space, boards) }) : t(p.key);
}
