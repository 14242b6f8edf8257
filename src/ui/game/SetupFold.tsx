// A folded part of the setup: its title and a one-line summary of the current choice, so a group sees
// what it will play without unfolding; unfolded, the whole choice (a native disclosure: Enter and Space).
import type { ReactNode } from 'react';

export function SetupFold({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <details className="setup-section setup-fold" data-fold={id}>
      <summary>
        <h2 className="inline-h2" id={`${id}-title`}>
          {title}
        </h2>
        <span className="fold-summary" data-fold-summary="">
          {summary}
        </span>
      </summary>
      <div className="fold-body">{children}</div>
    </details>
  );
}
