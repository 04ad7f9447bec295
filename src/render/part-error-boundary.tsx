"use client";
import { Component, type ErrorInfo, type ReactNode, useId, useState } from "react";
import { chunkText } from "../internal/chunk-text";
import { retryFailedComponents } from "../internal/lazy-component";
import { displayUrl } from "../internal/url-policy";
import type { Part } from "../model/types";

const rawLimit = 100_000;

/**
 * Props of {@link PartErrorBoundary}.
 *
 * @example
 * const props: PartErrorBoundaryProps = { part, rendererLabel: "JSON tree", children: <JsonPart part={part} /> };
 */
export interface PartErrorBoundaryProps {
  readonly part: Part;
  /** Named in the error text so the failing renderer is obvious. */
  readonly rendererLabel: string;
  readonly onError?: (error: Error) => void;
  readonly onReset?: () => void;
  readonly children?: ReactNode;
}

/**
 * What {@link PartErrorBoundary} remembers: the error it caught and the part it was showing then.
 *
 * @example
 * const state: PartErrorBoundaryState = { error: new Error("boom"), part };
 */
export interface PartErrorBoundaryState {
  readonly error?: Error;
  readonly part?: Part;
}

function rawText(part: Part): string {
  if (typeof part?.content === "string") {
    return part.content.length > rawLimit ? `${part.content.slice(0, rawLimit)}\n… (${part.content.length - rawLimit} more characters)` : part.content;
  }
  if (typeof part?.contentUrl === "string") return `Remote content: ${displayUrl(part.contentUrl)}`;
  return "(this part has no content)";
}

function PartError({ part, rendererLabel, error, onRetry }: { part: Part; rendererLabel: string; error: Error; onRetry: () => void }) {
  const [showRaw, setShowRaw] = useState(false);
  const rawId = useId();
  const name = typeof part?.name === "string" ? part.name : "unnamed part";
  const type = typeof part?.contentType === "string" ? part.contentType : "no content type";
  return (
    <div role="alert" data-slot="part-error" data-state="error">
      <p data-slot="part-error-message">
        <strong>{rendererLabel} could not render {name}</strong> ({type}): {error.message || String(error)}
      </p>
      <div data-slot="part-error-actions">
        <button type="button" aria-expanded={showRaw} aria-controls={rawId} onClick={() => setShowRaw((open) => !open)}>
          {showRaw ? "Hide raw content" : "Show raw content"}
        </button>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
      <pre id={rawId} data-slot="part-raw" hidden={!showRaw} tabIndex={showRaw ? 0 : -1}>
        {showRaw ? chunkText(rawText(part)) : null}
      </pre>
    </div>
  );
}

/**
 * Catches a renderer's error so one broken part never blanks the message, and shows which
 * renderer failed on which part, why, and the raw content. Resets when the part changes.
 *
 * @example
 * <PartErrorBoundary part={part} rendererLabel="CSV table"><CsvPart part={part} /></PartErrorBoundary>
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, PartErrorBoundaryState> {
  override state: PartErrorBoundaryState = { part: this.props.part };

  static getDerivedStateFromError(error: unknown): PartErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: PartErrorBoundaryProps, state: PartErrorBoundaryState): PartErrorBoundaryState | null {
    return state.part === props.part ? null : { part: props.part, error: undefined };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override componentDidUpdate(_props: PartErrorBoundaryProps, previous: PartErrorBoundaryState) {
    if (previous.error && !this.state.error) this.props.onReset?.();
  }

  reset = () => {
    // A renderer whose code failed to download gets another try, not the cached failure.
    retryFailedComponents();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PartError part={this.props.part} rendererLabel={this.props.rendererLabel} error={error} onRetry={this.reset} />;
  }
}
