"use client";
import type { ComponentProps, ReactNode } from "react";
import { RetryIcon } from "../internal/icons";
import { useThread } from "./thread-context";

/**
 * Props of {@link ThreadError}: a `<div>`'s, and its words.
 *
 * @example
 * const props: ThreadErrorProps = { title: "The assistant could not answer", retryLabel: "Try again" };
 */
export interface ThreadErrorProps extends Omit<ComponentProps<"div">, "title"> {
  /** The first sentence. Default "The reply failed". */
  readonly title?: ReactNode;
  /** The Retry button's label. Default "Retry". */
  readonly retryLabel?: string;
  /** Words for the error. Default: its message (the first 300 characters). */
  readonly describe?: (error: unknown) => ReactNode;
}

function message(error: unknown): string | undefined {
  try {
    if (error instanceof Error && error.message) return error.message.slice(0, 300);
    if (typeof error === "string" && error) return error.slice(0, 300);
  } catch {
    // A hostile error object: no details.
  }
  return undefined;
}

/**
 * A banner, announced as an alert, while the chat is in error (`status` `"error"`, or a send
 * that failed after the runtime took it): what went wrong and, with `onRetry` on the root, a
 * Retry button that asks again. Nothing otherwise.
 *
 * @selector [data-slot="thread-error"] [data-slot="thread-retry"]
 * @example
 * <Thread.Error title="The agent stopped answering" />
 */
export function ThreadError({ title = "The reply failed", retryLabel = "Retry", describe, children, ...rest }: ThreadErrorProps) {
  const { failed, error, retry } = useThread();
  if (!failed) return null;
  const details = describe ? describe(error) : message(error);
  return (
    <div role="alert" {...rest} data-slot="thread-error">
      <p data-slot="thread-error-text">
        <strong>{title}</strong>
        {details ? <>: {details}</> : "."}
      </p>
      {children}
      {retry ? (
        <button type="button" data-slot="thread-retry" onClick={retry}>
          <RetryIcon />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
