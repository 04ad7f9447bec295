"use client";
import { Component, type ReactNode } from "react";
import { retryFailedComponents } from "./lazy-component";

interface LoadBoundaryProps {
  /** What to show instead, given a retry action. */
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

/**
 * Catches a failed download of a lazily loaded piece (the list's virtualiser, the part tree, the
 * schema check) and shows `fallback` with a retry action instead of letting the error take the
 * surrounding message or transcript with it.
 *
 * @example
 * <LoadBoundary fallback={(retry) => <Tail onRetry={retry} />}><LazyWindow … /></LoadBoundary>
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
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

/**
 * A `fallback` for {@link LoadBoundary}: an alert naming what could not be loaded, with Try again.
 *
 * @example
 * <LoadBoundary fallback={loadFailed("part-tree", "The part tree")}>…</LoadBoundary>
 */
export function loadFailed(slot: string, what: string): (retry: () => void) => ReactNode {
  return (retry) => (
    <p role="alert" data-slot={slot} data-state="error">
      {what} could not be loaded.{" "}
      <button type="button" onClick={retry}>
        Try again
      </button>
    </p>
  );
}
