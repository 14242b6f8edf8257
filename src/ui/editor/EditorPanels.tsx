// The editor's right-hand panels: the circuit's name and description, playtesting it, and sharing it as a
// file or a link.
import '../../i18n/editorMessages';
import { useState } from 'react';
import * as M from '../../editor/model';
import { parentOf } from '../../editor/parent';
import { CIRCUIT_NAMES } from '../meta';
import { importCircuitFile, labHash, playHash, shareUrl } from '../../editor/share';
import { useT } from '../../i18n/useT';
import { MAX_NAME } from '../../store/names';
import { refusal, type CircuitEditorState } from './useCircuitEditor';

export function AboutPanel({ ed }: { ed: CircuitEditorState }) {
  const t = useT();
  // The circuit this one was copied from: what the lab's Balance compares the edits with.
  const parent = parentOf(ed.circuit);
  return (
    <section className="editor-panel" aria-labelledby="editor-about-h">
      <h2 id="editor-about-h">{t('editor.about')}</h2>
      <label className="field">
        {t('editor.name')}
        <input
          value={ed.circuit.name}
          maxLength={MAX_NAME}
          onChange={(e) => ed.setName(e.target.value)}
          onBlur={ed.endTyping}
        />
      </label>
      {parent !== undefined && (
        <p className="muted" data-testid="editor-parent">
          {t('editor.copiedFrom', { name: typeof parent === 'string' ? CIRCUIT_NAMES[parent] : parent.name })}
        </p>
      )}
      <label className="field">
        {t('editor.description')}
        <textarea
          rows={3}
          maxLength={500}
          value={ed.circuit.description ?? ''}
          onChange={(e) => ed.setDescription(e.target.value)}
          onBlur={ed.endTyping}
        />
      </label>
    </section>
  );
}

export function PlaytestPanel({ ed }: { ed: CircuitEditorState }) {
  const t = useT();
  // 'balance' first: a designer who edited a circuit asks "is it fair?" before anything else.
  const playtest = async (where: 'play' | 'balance' | 'batch') => {
    if (!ed.valid) {
      ed.setNotice({ kind: 'error', text: t('editor.fixFirst') });
      return;
    }
    const id = await ed.save();
    if (!id) return;
    window.location.hash =
      where === 'play'
        ? `${playHash(id)}&from=editor`
        : where === 'balance'
          ? `${labHash(id)}&view=balance`
          : labHash(id);
  };
  return (
    <section className="editor-panel" aria-labelledby="editor-playtest-h">
      <h2 id="editor-playtest-h">{t('editor.playtest')}</h2>
      <p className="muted">{t('editor.playtestHint')}</p>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          onClick={() => void playtest('play')}
          aria-disabled={!ed.valid}
        >
          {t('editor.playThis')}
        </button>
        <button type="button" onClick={() => void playtest('balance')} aria-disabled={!ed.valid}>
          {t('editor.checkBalance')}
        </button>
        <button type="button" onClick={() => void playtest('batch')} aria-disabled={!ed.valid}>
          {t('editor.simulate')}
        </button>
      </div>
    </section>
  );
}

export function SharePanel({ ed, onExport }: { ed: CircuitEditorState; onExport: () => void }) {
  const t = useT();
  const { circuit, setNotice } = ed;
  const [shared, setShared] = useState<{ url: string; circuit: typeof circuit } | null>(null);
  // The share link shown belongs to the circuit it was made from.
  const link = shared && shared.circuit === circuit ? shared.url : null;

  const onImport = async (ev: React.ChangeEvent<HTMLInputElement>) => {
    const input = ev.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const r = await importCircuitFile(file);
    input.value = ''; // the same file can be chosen again
    if (r.ok) {
      ed.load(
        { ...r.circuit, id: M.DRAFT_ID },
        t('editor.imported', { name: r.circuit.name, file: file.name }),
      );
    } else {
      setNotice(refusal(r));
    }
  };

  const copyLink = async () => {
    const url = shareUrl(circuit, window.location.href);
    setShared({ url, circuit });
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ kind: 'info', text: t('editor.linkCopied') });
    } catch {
      setNotice({ kind: 'info', text: t('editor.copyRefused') });
    }
  };

  return (
    <section className="editor-panel" aria-labelledby="editor-share-h">
      <h2 id="editor-share-h">{t('editor.filesAndLinks')}</h2>
      <div className="buttons">
        <button type="button" onClick={onExport}>
          {t('editor.export')}
        </button>
        <button type="button" onClick={copyLink}>
          {t('editor.copyLink')}
        </button>
      </div>
      <label className="field file-field">
        {t('editor.importCircuit')}
        <input type="file" accept=".json,application/json" onChange={onImport} />
      </label>
      {link && (
        <label className="field">
          {t('editor.shareLink')}
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        </label>
      )}
    </section>
  );
}
