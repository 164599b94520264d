import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { replayEarlyInput } from '@/lib/early-input';
import { isChunkLoadError, reloadOnce } from '@/lib/new-release';
import { reportError } from '@/lib/report-error';
import { ErrorScreen, NewVersionScreen } from './error-screens';
import { translate } from '@/lib/i18n';
import { NEW_VERSION_SCREEN } from './messages';

type Props = {
  children: ReactNode;
  /** A new value clears the failure: a route's boundary gets its path, so another page renders afresh. */
  resetKey?: string;
  /** The root's boundary: its screen stands alone, without the store's header. */
  fullPage?: boolean;
};

type Failure = {
  error: unknown;
  /** A chunk that did not load: null until the reload is decided, then whether it is under way. */
  reloading: boolean | null;
};

type State = { failure: Failure | null; resetKey: string | undefined };

/**
 * Keeps a failure from blanking the store: the root's boundary and one around each route's page
 * (the store layout's outlet, the admin area). A page whose code could not be loaded (a
 * deployment removed it) reloads once for the new release, then says a new version is available;
 * anything else is reported to the server (lib/report-error.ts) and shows what happened, a retry
 * and the ways back. Without a failure it renders its children and nothing else, so the server's
 * HTML and the browser's match.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, reloading: null } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A page that failed as it hydrated never replays what the visitor did before: the recording
    // ends here, or the error screen's own buttons would be recorded for ever. Outside the commit,
    // as the other replays.
    queueMicrotask(replayEarlyInput);
    if (!isChunkLoadError(error)) {
      reportError(error, 'render', info.componentStack);
      return;
    }
    const reloading = reloadOnce();
    this.setState(({ failure }) => (failure?.error === error ? { failure: { error, reloading } } : null));
  }

  private readonly retry = () => this.setState({ failure: null });

  override render() {
    const { failure } = this.state;
    const fullPage = this.props.fullPage ?? false;
    if (!failure) return this.props.children;
    if (!isChunkLoadError(failure.error)) return <ErrorScreen onRetry={this.retry} fullPage={fullPage} />;
    if (failure.reloading === false) return <NewVersionScreen fullPage={fullPage} />;
    return <PageSpinner label={translate(NEW_VERSION_SCREEN.reloading)} />;
  }
}
