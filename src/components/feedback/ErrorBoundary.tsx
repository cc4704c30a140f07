import { Component } from 'react';
import type { ErrorInfo, ReactElement, ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorDetails } from './ErrorDetails';

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches render errors outside the router (the router reports its own to RouteError). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorDetails error={this.state.error} /> : this.props.children;
  }
}

/** The router's error element: errors thrown while rendering or loading a route. */
export function RouteError(): ReactElement {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorDetails error={`${error.status} ${error.statusText}`} />;
  }
  return <ErrorDetails error={error} />;
}
