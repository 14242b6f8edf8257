// The circuit problems (the engine's validator) and design warnings (src/editor/warnings.ts) in the
// current language. Both keep their English `message` for the contract, the CLI and the
// tests; the UI words them from their stable `code`. In English the engine's own message is shown
// (it names every space and value); another language gets its catalogue's sentence for that code.
import '../../i18n/editorMessages';
import { currentLang, DEFAULT_LANG, t, type MessageKey } from '../../i18n';
import type { LoadResult, Problem } from '../../editor/share';
import { problemText as appProblemText } from '../../i18n/errors';
import type { EditorWarning } from '../../editor/warnings';
import type { Element } from '../../engine/types';
import { elementLabel } from './elementLabel';

const PROBLEM_KEY: Partial<Record<string, MessageKey>> = {
  notObject: 'editor.problemNotObject',
  badId: 'editor.problemBadId',
  badName: 'editor.problemBadName',
  badSpaces: 'editor.problemBadSpaces',
  offLattice: 'editor.problemOffLattice',
  unknownElement: 'editor.problemUnknownElement',
  iceLoop: 'editor.problemIceLoop',
  tooLarge: 'editor.problemTooLarge',
};

/** One problem of the engine's circuit validator, as the editor shows it. */
export function problemText(p: Pick<Problem, 'code' | 'message' | 'space'>): string {
  const key = PROBLEM_KEY[p.code];
  if (currentLang() === DEFAULT_LANG || !key) return p.message;
  return t(key, { space: p.space ?? '' });
}

/** A refused circuit file or share link (editor/share.ts). */
export type LoadRefusal = Extract<LoadResult, { ok: false }>;

/** A share link that is damaged (not a circuit the validator refused): the reader is told what was kept. */
export function linkDamaged(r: LoadRefusal): boolean {
  return r.error.code.startsWith('circuitLink');
}

/** The validator's problems a one-sentence refusal names; the rest are counted. */
const NAMED_PROBLEMS = 3;

/** A refused file or link in one sentence: why, then the validator's first problems. */
export function loadRefusalText(r: LoadRefusal): string {
  const named = r.problems.slice(0, NAMED_PROBLEMS).map(problemText);
  const rest = r.problems.length - named.length;
  return [
    appProblemText(r.error),
    ...named,
    ...(rest > 0 ? [t('editor.moreProblems', { n: rest })] : []),
  ].join(' ');
}

/** One design warning, in the current language (its English message when the code is unknown). */
export function warningText(w: EditorWarning): string {
  const p = w.params ?? {};
  switch (w.code) {
    case 'startSpace':
      return t('editor.warnStartSpace', {
        element: elementLabel(String(p.element) as Element),
        space: String(p.space ?? ''),
      });
    case 'noBonus':
      return t('editor.warnNoBonus');
    case 'damageWall': {
      if (p.start) return t('editor.warnDamageWallStart');
      const rows =
        p.from === p.to
          ? t('editor.row', { n: p.from ?? 0 })
          : t('editor.rows', { a: p.from ?? 0, b: p.to ?? 0 });
      const spaces = String(p.spaces ?? '');
      return spaces
        ? t('editor.warnDamageWallSpaces', { rows, spaces })
        : t('editor.warnDamageWall', { rows });
    }
    default:
      return w.message;
  }
}
