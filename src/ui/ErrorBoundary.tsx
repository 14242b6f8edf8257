// An error boundary round each route (issue 10): whatever a page throws while rendering, the person sees
// what happened, can go back to the home page (the game list), and can export the game in progress —
// never a blank page. The game itself is untouched: it lives in the store and in storage.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';

interface Props {
  /** Where this boundary is ('the game', 'the editor', 'the lab', in the UI's language), for the message. */
  where: string;
  /** Offers "Export this game" when there is one to export. */
  exportGame?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Titan Race: ${this.props.where} failed`, error, info.componentStack);
  }

  private home = () => {
    this.setState({ error: null });
    window.location.hash = '#/';
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="home crash" role="alert">
        <h1>{t('home.crashTitle', { where: this.props.where })}</h1>
        <p>{t('home.crashText', { reason: error.message.slice(0, 200) || t('home.crashUnexpected') })}</p>
        <p className="actions">
          <button type="button" className="primary" onClick={this.home}>
            {t('home.crashHome')}
          </button>
          {this.props.exportGame && (
            <button type="button" onClick={this.props.exportGame}>
              {t('home.crashExport')}
            </button>
          )}
          <button type="button" onClick={() => this.setState({ error: null })}>
            {t('home.crashRetry')}
          </button>
        </p>
      </main>
    );
  }
}
