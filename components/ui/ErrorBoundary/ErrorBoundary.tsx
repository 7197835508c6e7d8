import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorScreen from './ErrorScreen';
import { createTrackingId } from './trackingId';

interface ErrorBoundaryProps {
  children?: ReactNode;
}

interface ErrorBoundaryState {
  trackingId: string | null;
}

/** Shows the crash screen instead of a blank page when a render below it throws. */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { trackingId: null };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { trackingId: createTrackingId() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Error Tracking Id ${this.state.trackingId ?? 'none'}:`, error, info.componentStack);
  }

  render() {
    const { trackingId } = this.state;
    return trackingId ? <ErrorScreen trackingId={trackingId} /> : this.props.children;
  }
}
