"use client";
import { useId, useMemo, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { useControllableState } from "../internal/use-controllable-state";
import { formatLatency, shortenId } from "./format";
import { groupByRun, summarizeRun, type GroupByRunOptions, type WithMetadata } from "./group-by-run";

/**
 * Props of {@link RunGroup}: the run plus those of its `<div role="group">` (`children` are the
 * run's messages, shown under the header).
 *
 * @example
 * const props: RunGroupProps = { runId: "run_1773286460762", messages, defaultOpen: false };
 */
export interface RunGroupProps extends ComponentProps<"div"> {
  readonly runId: string;
  /** The run's messages, for the header's summary (stages, latency, count). */
  readonly messages: readonly WithMetadata[];
  /** Whether the messages are shown (controlled). */
  readonly open?: boolean;
  /** Whether the messages start shown (uncontrolled). Default `true`. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The rendered messages, e.g. `<MessageView>`s. */
  readonly children?: ReactNode;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * A collapsible run (seed 004 `run_id`): a header with the run id (full id in a tooltip), a stage
 * timeline (each stage's share of the run's latency as `--pk-run-stage-share`), total latency,
 * message count and tools, then the run's messages.
 *
 * @selector [data-slot="run-group"][data-state="open" | "closed"]
 * @selector [data-slot="run-group-stage"][data-stage] with style `--pk-run-stage-share: 0…1`
 * @example
 * {groupByRun(messages).map((entry) =>
 *   entry.type === "run" ? (
 *     <RunGroup key={entry.key} runId={entry.runId} messages={entry.messages}>
 *       {entry.messages.map((m, i) => <MessageView key={i} message={m} />)}
 *     </RunGroup>
 *   ) : <MessageView key={entry.key} message={entry.message} />,
 * )}
 */
export function RunGroup({ runId, messages, open, defaultOpen = true, onOpenChange, children, ...props }: RunGroupProps) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const summary = useMemo(() => summarizeRun(messages), [messages]);
  const contentId = useId();
  const triggerId = useId();
  const total = summary.totalLatencyMs;
  const short = shortenId(runId);

  return (
    // A group, not a region: a run split by other messages shows twice, and landmarks must be unique.
    <div role="group" aria-labelledby={triggerId} {...props} data-slot="run-group" data-state={isOpen ? "open" : "closed"}>
      <div data-slot="run-group-header">
        <button
          id={triggerId}
          type="button"
          data-slot="run-group-trigger"
          data-state={isOpen ? "open" : "closed"}
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
        >
          <span data-slot="run-group-label">Run</span>{" "}
          <data data-slot="run-group-id" value={runId} title={runId}>
            {short}
          </data>
        </button>
        {summary.stages.length > 0 && (
          <ol data-slot="run-group-stages" aria-label="Stages">
            {summary.stages.map((stage) => (
              <li
                key={stage.stage}
                data-slot="run-group-stage"
                data-stage={stage.stage}
                style={{ "--pk-run-stage-share": total && stage.latencyMs !== undefined ? (stage.latencyMs / total).toFixed(4) : "0" } as CSSProperties}
              >
                <span data-slot="run-group-stage-name">{stage.stage}</span>
                {stage.latencyMs !== undefined && <span data-slot="run-group-stage-latency">{formatLatency(stage.latencyMs)}</span>}
              </li>
            ))}
          </ol>
        )}
        <p data-slot="run-group-summary">
          {total !== undefined && <span data-slot="run-group-latency">{formatLatency(total)} total</span>}
          <span data-slot="run-group-count">{plural(summary.messageCount, "message")}</span>
          {summary.toolNames.length > 0 && <span data-slot="run-group-tools">{`${summary.toolNames.length === 1 ? "Tool" : "Tools"}: ${summary.toolNames.join(", ")}`}</span>}
        </p>
      </div>
      <div id={contentId} data-slot="run-group-content" data-state={isOpen ? "open" : "closed"} hidden={!isOpen}>
        {isOpen && children}
      </div>
    </div>
  );
}

/**
 * Props of {@link RunGroups}: the transcript and how to render a message, plus those of its `<div>`.
 *
 * @example
 * const props: RunGroupsProps<Message> = { messages, renderMessage: (m) => <MessageView message={m} /> };
 */
export interface RunGroupsProps<TMessage extends WithMetadata> extends GroupByRunOptions, Omit<ComponentProps<"div">, "children"> {
  readonly messages: readonly TMessage[];
  /** Renders one message; `index` is its position in `messages`. */
  readonly renderMessage: (message: TMessage, index: number) => ReactNode;
  /** Whether runs start open. Default `true`. */
  readonly defaultOpen?: boolean;
}

/**
 * A transcript with its runs grouped: {@link groupByRun} + a {@link RunGroup} per run, other
 * messages in place.
 *
 * @selector [data-slot="run-groups"]
 * @example
 * <RunGroups messages={fromAgentChat(history)} renderMessage={(m) => <MessageView message={m} />} />
 */
export function RunGroups<TMessage extends WithMetadata>({ messages, renderMessage, mode, defaultOpen = true, ...props }: RunGroupsProps<TMessage>) {
  const entries = useMemo(() => groupByRun(messages, { mode }), [messages, mode]);
  const positions = useMemo(() => new Map(messages.map((message, index) => [message, index])), [messages]);
  return (
    <div {...props} data-slot="run-groups">
      {entries.map((entry) =>
        entry.type === "run" ? (
          <RunGroup key={entry.key} runId={entry.runId} messages={entry.messages} defaultOpen={defaultOpen}>
            {entry.messages.map((message, i) => (
              <div key={i} data-slot="run-group-message">
                {renderMessage(message, positions.get(message) ?? entry.index + i)}
              </div>
            ))}
          </RunGroup>
        ) : (
          <div key={entry.key} data-slot="run-group-message">
            {renderMessage(entry.message, entry.index)}
          </div>
        ),
      )}
    </div>
  );
}
