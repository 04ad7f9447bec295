"use client";
import { formatBytes } from "../fetch/content-error";
import type { LoadProgress } from "../fetch/types";
import type { ContentState } from "../fetch/use-content";

/**
 * Props of {@link ContentStatus}.
 *
 * @example
 * const props: ContentStatusProps = { state: "loading", label: "report.csv", progress: { loaded: 10, total: 100 } };
 */
export interface ContentStatusProps {
  readonly state: Exclude<ContentState, "ready">;
  /** What is loading, for the text ("Loading report.csv…"). */
  readonly label: string;
  readonly progress?: LoadProgress;
  readonly error?: Error;
  readonly onRetry?: () => void;
}

/**
 * The visible idle, loading (with progress) and error (with Retry) states every renderer of
 * remote content shows while it has nothing else to show. `<PartContent>` shows it for you; use it
 * directly only for content that does not come through `usePartContent` (media elements that
 * stream from `src=`).
 *
 * @selector [data-slot="content-status"][data-state="idle" | "loading" | "error"]
 * @example
 * const content = useContent(part);
 * if (content.state !== "ready") return <ContentStatus state={content.state} label="data.json" error={content.error} onRetry={content.retry} />;
 */
export function ContentStatus({ state, label, progress, error, onRetry }: ContentStatusProps) {
  if (state === "error") {
    return (
      <div role="alert" data-slot="content-status" data-state="error">
        <span data-slot="content-status-text">
          Couldn't load {label}: {error?.message ?? "unknown error"}
        </span>
        {onRetry && (
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (state === "idle") {
    return (
      <div data-slot="content-status" data-state="idle">
        <span data-slot="content-status-text">{label} loads when it scrolls into view</span>
      </div>
    );
  }
  const { loaded, total } = progress ?? {};
  return (
    <div role="status" data-slot="content-status" data-state="loading">
      <span data-slot="content-status-text">
        Loading {label}
        {loaded !== undefined ? ` (${formatBytes(loaded)}${total !== undefined ? ` of ${formatBytes(total)}` : ""})` : "…"}
      </span>
      <progress aria-label={`Loading ${label}`} {...(total ? { max: total, value: loaded ?? 0 } : {})} />
    </div>
  );
}
