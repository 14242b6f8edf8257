// Live list of problems (the engine's validator: the circuit cannot be played) and warnings (editor.md).
import type { Problem } from '../../editor/share';
import type { EditorWarning } from '../../editor/warnings';

export function ProblemsPanel({ problems, warnings }: { problems: Problem[]; warnings: EditorWarning[] }) {
  return (
    <section className="editor-panel editor-checks" aria-labelledby="editor-checks-h">
      <h2 id="editor-checks-h">Checks</h2>
      <div aria-live="polite">
        {problems.length === 0 ? (
          <p className="check-ok" data-testid="circuit-valid">
            ✓ Valid circuit: it can be played.
          </p>
        ) : (
          <>
            <h3 className="check-bad">
              {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: the circuit cannot be
              played
            </h3>
            <ul className="problems" aria-label="Problems">
              {problems.map((p, i) => (
                <li key={i} data-code={p.code} data-space={p.space}>
                  {p.message}
                </li>
              ))}
            </ul>
          </>
        )}
        {warnings.length > 0 && (
          <>
            <h3 className="check-warn">
              {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
            </h3>
            <ul className="warnings" aria-label="Warnings">
              {warnings.map((w, i) => (
                <li key={i} data-code={w.code}>
                  {w.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
