"use client";
import { Suspense, useId, useMemo, type ComponentProps, type ReactNode } from "react";
import { LoadBoundary, loadFailed } from "../internal/load-boundary";
import { lazyComponent } from "../internal/lazy-component";
import { registerPreload } from "../internal/preload-registry";
import { useControllableState } from "../internal/use-controllable-state";
import type { Message } from "../model/types";
import { metaItems, type MetaItem, type MetaItemKind, type MetaValue } from "./meta-items";
import { detailValues, hasDetails, readMessageMeta, type MessageMetaInfo } from "./read-meta";

// Few readers open the details, so their view loads when someone does (or with preloadRenderers()).
const LazyDetails = registerPreload(
  lazyComponent<{ readonly info: MessageMetaInfo; readonly values: readonly (string | undefined)[] }>("MetaDetailsContent", () =>
    import("./message-meta-details").then((m) => m.MetaDetailsContent),
  ),
);
const detailsUnavailable = loadFailed("message-meta-details", "The details");

/**
 * Props of {@link MessageMetaDetails}: the information and whether it shows, plus those of its
 * `<div>` (`hidden` follows `open`).
 *
 * @example
 * const props: MessageMetaDetailsProps = { id: "details-1", info: readMessageMeta(message), open: true };
 */
export interface MessageMetaDetailsProps extends Omit<ComponentProps<"div">, "children" | "hidden"> {
  readonly info: MessageMetaInfo;
  readonly open: boolean;
  /** Shown first when open: `<MessageMeta compact>` puts the badges that did not fit its line here. */
  readonly children?: ReactNode;
}

/**
 * The less-used message information, shown by `<MessageMeta>`'s "Details" button: full ids and
 * timestamps, request and tracing ids, HTTP headers (credentials left out), the text an LLM sees
 * (Data/Input messages) and any unrecognised metadata as pretty-printed JSON, with a note of how
 * many credential fields were withheld.
 * Renders its container always (hidden when closed) so `aria-controls` has a target; what goes
 * in it loads the first time it opens (or with `preloadRenderers()`).
 *
 * @selector [data-slot="message-meta-details"][data-state="open" | "closed"]
 * @example
 * <MessageMetaDetails id={detailsId} info={readMessageMeta(message)} open={open} />
 */
export function MessageMetaDetails({ info, open, children, ...props }: MessageMetaDetailsProps) {
  return (
    <div {...props} data-slot="message-meta-details" data-state={open ? "open" : "closed"} hidden={!open}>
      {open && children}
      {open && (
        <LoadBoundary fallback={detailsUnavailable}>
          <Suspense fallback={null}>
            <LazyDetails info={info} values={detailValues(info)} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

/**
 * Props of {@link MessageMeta}: the message and what to show of it, plus those of its `<div>`.
 *
 * @example
 * const props: MessageMetaProps = { message, hide: ["role", "channel"], defaultDetailsOpen: true };
 */
export interface MessageMetaProps extends Omit<ComponentProps<"div">, "children"> {
  readonly message: Message;
  /** Badges to leave out, e.g. `["role", "channel"]` when a header already shows them. */
  readonly hide?: readonly MetaItemKind[];
  /** Replacement label texts by badge kind, e.g. for translation: `{ latency: "Latenz" }`. */
  readonly labels?: Partial<Record<MetaItemKind, string>>;
  /** Whether the details (ids, request, headers, other metadata as JSON) are shown (controlled). */
  readonly detailsOpen?: boolean;
  /** Whether the details start shown (uncontrolled). Default `false`. */
  readonly defaultDetailsOpen?: boolean;
  readonly onDetailsOpenChange?: (open: boolean) => void;
  /**
   * One line: who spoke and what matters most (role, channel, errors and state, model, latency,
   * tokens, stage, tool, classification) as quiet text, tones kept; every other badge moves
   * under "Details". `<MessageView>` shows its header this way. Default `false`: every badge.
   */
  readonly compact?: boolean;
}

// What a reader looks for first in a message header, in this order; the rest waits under Details.
const lineKinds: readonly MetaItemKind[] = ["role", "channel", "error", "state", "classification", "model", "latency", "tokens", "stage", "tool"];
const lineMax = 5;

/**
 * Props of {@link MetaValueView}: the value and its badge's tone, plus those of its `<dd>`.
 *
 * @example
 * const props: MetaValueViewProps = { value: { text: "gpt-5" }, tone: "neutral" };
 */
export interface MetaValueViewProps extends Omit<ComponentProps<"dd">, "children"> {
  readonly value: MetaValue;
  /** The badge's tone, unless the value has its own. */
  readonly tone: string;
}

/**
 * One badge value: a shortened id keeps its full value in `<data value>` and a tooltip.
 *
 * @selector [data-slot="message-meta-value"][data-tone="neutral" | "info" | "success" | "warning" | "danger"]
 * @example
 * <MetaValueView value={{ text: "run_…460762", full: "run_1773286460762" }} tone="neutral" />
 */
export function MetaValueView({ value, tone, ...props }: MetaValueViewProps) {
  return (
    <dd {...props} data-slot="message-meta-value" data-tone={value.tone ?? tone}>
      {value.full !== undefined ? (
        <data data-slot="message-meta-id" value={value.full} title={value.full}>
          {value.text}
        </data>
      ) : value.title !== undefined ? (
        <span data-slot="message-meta-text" title={value.title}>
          {value.text}
        </span>
      ) : (
        value.text
      )}
    </dd>
  );
}

/**
 * The message-level information of a message as labelled badges: role (`agent/<name>` for named
 * agents) and channel; CMF security classification and labels, completion (model, stop reason,
 * tokens in/out, latency), agent lineage, provenance and environment; seed 004 run metadata (stage,
 * latency as `2.6 s`, tool, run id shortened with the full id in a tooltip); task state and errors
 * of other formats. Only what the message has is shown. Ids, request, HTTP headers and unrecognised
 * metadata (as JSON) sit behind a "Details" disclosure. Credentials (`Authorization`, cookies,
 * API keys, tokens, signed-URL signatures) are never rendered, even when an adapter kept them.
 *
 * @selector [data-slot="message-meta"][data-role][data-channel][data-compact]
 * @selector [data-slot="message-meta-item"][data-kind="model" | "latency" | …][data-tone]
 * @selector [data-slot="message-meta-trigger"][data-state="open" | "closed"]
 * @example
 * <header>
 *   <MessageMeta message={fromAgentChat(row)} />
 * </header>
 */
export function MessageMeta({ message, hide, labels, detailsOpen, defaultDetailsOpen = false, onDetailsOpenChange, compact = false, ...props }: MessageMetaProps) {
  // Read from the fields the header shows, not the message: a streamed token is a new message
  // with the same fields, and reading the metadata again for each one was most of a row's work
  // after the markdown.
  const { id, role, channel, createdAt, metadata } = message ?? {};
  const info = useMemo(() => readMessageMeta({ id, role, channel, createdAt, metadata, parts: [] }), [id, role, channel, createdAt, metadata]);
  const [line, more] = useMemo(() => {
    const hidden = new Set<string>(hide ?? []);
    const shown = metaItems(info).filter((item) => !hidden.has(item.kind));
    if (!compact) return [shown, []];
    const first = shown.filter((item) => lineKinds.includes(item.kind)).slice(0, lineMax);
    return [first, shown.filter((item) => !first.includes(item))];
  }, [info, hide, compact]);
  const [open, setOpen] = useControllableState({ prop: detailsOpen, defaultProp: defaultDetailsOpen, onChange: onDetailsOpenChange });
  const detailsId = useId();
  // A compact line opens Details only for something worth reading: a message's own id or time
  // alone (every message of a thread has them) is not.
  const withDetails = more.length > 0 || hasDetails(compact ? { ...info, id: undefined, createdAt: undefined } : info);
  if (line.length === 0 && !withDetails) return null;
  const badges = (items: readonly MetaItem[]) => (
    <dl data-slot="message-meta-items">
      {items.map((item) => (
        <div key={item.kind} data-slot="message-meta-item" data-kind={item.kind} data-tone={item.tone}>
          <dt data-slot="message-meta-label">{labels?.[item.kind] ?? item.label}</dt>
          {item.values.map((value, i) => (
            <MetaValueView key={i} value={value} tone={item.tone} />
          ))}
        </div>
      ))}
    </dl>
  );

  return (
    <div role="group" aria-label="Message information" {...props} data-slot="message-meta" data-role={info.roleKind} data-channel={info.channel} data-compact={compact ? "" : undefined}>
      {line.length > 0 && badges(line)}
      {withDetails && (
        <button
          type="button"
          data-slot="message-meta-trigger"
          data-state={open ? "open" : "closed"}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          Details
        </button>
      )}
      {withDetails && (
        <MessageMetaDetails id={detailsId} info={info} open={open}>
          {more.length > 0 && badges(more)}
        </MessageMetaDetails>
      )}
    </div>
  );
}
