// An error boundary round each route: whatever a page throws while rendering, the person sees what
// happened, can go back to the home page (the game list), export the game in progress, export or delete
// the stored record the view failed on (recordInView.ts), or reset the settings — never a blank page, and
// never a reason to clear the site's data. The game itself is untouched: it lives in the store and in storage.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';
import { resetSettings } from '../store/settings';
import { recordInView, type RecordInView } from './recordInView';

interface Props {
  /** Where this boundary is ('the game', 'the editor', 'the lab', in the UI's language), for the message. */
  where: string;
  /** Offers "Export this game" when there is one to export. */
  exportGame?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The stored record shown when the view failed, if any. */
  record: RecordInView | null;
  /** Why Delete failed. */
  note: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, record: null, note: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), record: recordInView() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Titan Race: ${this.props.where} failed`, error, info.componentStack);
  }

  private home = () => {
    this.setState({ error: null, note: '' });
    window.location.hash = '#/';
  };

  /** Delete the record, then draw the view again without it. */
  private deleteRecord = async (r: RecordInView) => {
    const why = r.deleteRecord ? await r.deleteRecord() : null;
    if (why) this.setState({ note: why });
    else this.setState({ error: null, record: null, note: '' });
  };

  /** Forget the stored settings, then draw the view again with the defaults. */
  private resetSettings = () => {
    resetSettings();
    this.setState({ error: null, note: '' });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="home crash" role="alert">
        <h1>{t('home.crashTitle', { where: this.props.where })}</h1>
        <p>{t('home.crashText', { reason: error.message.slice(0, 200) || t('home.crashUnexpected') })}</p>
        {this.state.record && <p data-testid="crash-record">{this.state.record.text.failedOn}</p>}
        {this.state.note && <p role="status">{this.state.note}</p>}
        <p className="actions">
          <button type="button" className="primary" onClick={this.home}>
            {t('home.crashHome')}
          </button>
          {this.props.exportGame && (
            <button type="button" onClick={this.props.exportGame}>
              {t('home.crashExport')}
            </button>
          )}
          {this.state.record && (
            <>
              <button type="button" onClick={this.state.record.exportRecord}>
                {this.state.record.text.exportLabel}
              </button>
              {this.state.record.deleteRecord && (
                <button type="button" onClick={() => void this.deleteRecord(this.state.record!)}>
                  {this.state.record.text.deleteLabel}
                </button>
              )}
            </>
          )}
          <button type="button" onClick={this.resetSettings}>
            {t('home.crashResetSettings')}
          </button>
          <button type="button" onClick={() => this.setState({ error: null, note: '' })}>
            {t('home.crashRetry')}
          </button>
        </p>
      </main>
    );
  }
}
