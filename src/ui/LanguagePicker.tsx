import { useState } from 'react';
import { languages, switchLang } from '../i18n/loaders';
import { useLang, useT } from '../i18n/useT';

/** The language choice (Settings, home page, lab, editor): named in each language itself. */
export function LanguagePicker() {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <label className="lang-picker">
      {t('common.language')}{' '}
      <select
        value={lang}
        onChange={(e) => {
          const code = e.target.value;
          switchLang(code).then(
            (saved) => setProblem(saved ? null : t('common.languageNotSaved')),
            () => setProblem(t('common.languageNotLoaded')),
          );
        }}
      >
        {languages().map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      {problem && (
        <span role="alert" className="msg msg--error">
          {problem}
        </span>
      )}
    </label>
  );
}
