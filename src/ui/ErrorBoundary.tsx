import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { CrashPanel } from './CrashPanel';
import './i18n';

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /**
   * Start again from the demo scenario; the boundary then renders its children again.
   * Without it, the button reloads the page without its query, which opens the demo.
   */
  readonly onReloadDemo?: () => void;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
}

const reloadPageWithDemo = (): void => window.location.assign(window.location.pathname);

/** Shows a translated "something went wrong" with a way back instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Skirmish Table crashed', error, info.componentStack);
  }

  private readonly reload = (): void => {
    if (!this.props.onReloadDemo) {
      reloadPageWithDemo();
      return;
    }
    this.props.onReloadDemo();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <CrashPanel onReloadDemo={this.reload} /> : this.props.children;
  }
}
