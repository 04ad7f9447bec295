"use client";
import { Component, type ReactNode } from "react";
import { retryFailedComponents } from "../internal/lazy-component";

interface WindowBoundaryProps {
  /** What to show instead (the latest messages), given a retry action. */
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

/**
 * Catches a failed download of the list's virtualiser: the reader keeps the latest messages and
 * gets a Try again button instead of losing the whole transcript to an error.
 *
 * @example
 * <WindowBoundary fallback={(retry) => <Tail onRetry={retry} />}><LazyWindow … /></WindowBoundary>
 */
export class WindowBoundary extends Component<WindowBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  retry = () => {
    retryFailedComponents();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
