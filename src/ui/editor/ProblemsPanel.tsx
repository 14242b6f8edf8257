// Live list of problems (the engine's validator: the circuit cannot be played) and warnings (editor.md).
import '../../i18n/editorMessages';
import type { Problem } from '../../editor/share';
import type { EditorWarning } from '../../editor/warnings';
import { useT } from '../../i18n/useT';
import { problemText, warningText } from './problemText';

export function ProblemsPanel({ problems, warnings }: { problems: Problem[]; warnings: EditorWarning[] }) {
  const t = useT();
  return (
    <section className="editor-panel editor-checks" aria-labelledby="editor-checks-h">
      <h2 id="editor-checks-h">{t('editor.checks')}</h2>
      <div aria-live="polite">
        {problems.length === 0 ? (
          <p className="check-ok" data-testid="circuit-valid">
            ✓ {t('editor.valid')}
          </p>
        ) : (
          <>
            <h3 className="check-bad">{t('editor.problemsHeading', { n: problems.length })}</h3>
            <ul className="problems" aria-label={t('editor.problems')}>
              {problems.map((p, i) => (
                <li key={i} data-code={p.code} data-space={p.space}>
                  {problemText(p)}
                </li>
              ))}
            </ul>
          </>
        )}
        {warnings.length > 0 && (
          <>
            <h3 className="check-warn">{t('editor.warningsHeading', { n: warnings.length })}</h3>
            <ul className="warnings" aria-label={t('editor.warnings')}>
              {warnings.map((w, i) => (
                <li key={i} data-code={w.code}>
                  {warningText(w)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
