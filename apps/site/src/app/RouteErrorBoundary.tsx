import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@tonggye/ui';

interface Props {
  title: string;
  message: string;
  retryLabel: string;
  /** Technical details only for the admin level, never for visitors. */
  isAdmin: boolean;
  /** The location: moving elsewhere leaves the error screen behind. */
  resetKey?: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorFallback
        title={this.props.title}
        message={this.props.message}
        details={`${error.name}: ${error.message}\n${error.stack ?? ''}`}
        showDetails={this.props.isAdmin}
        retryLabel={this.props.retryLabel}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
