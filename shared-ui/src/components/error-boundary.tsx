import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageHydrated } from '../router/page-hydrated.tsx';
import { ErrorFallback } from './error-fallback.tsx';

interface Props {
  children: ReactNode;
  /** Called with the error once it is caught (the shell reports remote failures). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the visitor asks to retry, before the children render again. */
  onReset?: () => void;
  /** Changing this value clears a caught error (e.g. the route's path). */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Catches what its children throw while rendering and shows the spec's
 * 'Something went wrong.' with a retry button, only in its own area.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    // A page the server rendered whose code failed is live too: it says so and offers Try again.
    return (
      <>
        <ErrorFallback onRetry={this.retry} />
        <PageHydrated />
      </>
    );
  }
}
