"use client";
import { Suspense, useCallback, useId, useMemo, type ComponentProps } from "react";
import { LoadBoundary, loadFailed } from "../internal/load-boundary";
import { useControllableState } from "../internal/use-controllable-state";
import { MessageMeta } from "../meta/message-meta";
import { readablePart } from "../model/readable-part";
import { linkToolCalls } from "../model/vocabulary/tool-links";
import type { Message, MessageBody, MessageBodySchema, Part } from "../model/types";
import { MessageAttachments } from "./message-attachments";
import { LazySchemaNotice } from "./lazy-message-parts";
import { MessageContext, type MessageContextValue } from "../render/message-context";
import { PartView } from "../render/part-view";
import type { PartStatus } from "../render/types";

const emptyBody: MessageBody = { parts: [] };

const schemaCheckUnavailable = loadFailed("schema-notice", "The schema check");

/**
 * Props of {@link MessageView}: pass `message` (with role/channel) or just a `body`; the rest
 * go to its `<article>` (`onSelect` is the part selection, not the DOM event; `data-slot`,
 * `data-state` and the other documented `data-*` attributes stay partkit's).
 *
 * @example
 * const props: MessageViewProps = { message, layout: "inline", status: "streaming" };
 */
export interface MessageViewProps extends Omit<ComponentProps<"article">, "onSelect" | "children"> {
  readonly message?: Message;
  readonly body?: MessageBody;
  /** When given, schema problems (from `validateBody`) show as a compact notice above the parts. */
  readonly schema?: MessageBodySchema;
  /** `"split"` (default): named parts in a tree beside a preview. `"inline"`: in order, captioned. */
  readonly layout?: "split" | "inline";
  /**
   * `"streaming"` validates the body as a prefix and shows parts as growing: those whose
   * `metadata.status` is `"streaming"`, or the last part when no part says. `"complete"` shows
   * every part finished. Unset: parts follow their own `metadata.status`.
   */
  readonly status?: PartStatus;
  /** The named part shown in the split preview (controlled); `null` for none. */
  readonly selected?: string | null;
  /** The named part shown first (uncontrolled). Default: the first named part. */
  readonly defaultSelected?: string | null;
  readonly onSelect?: (name: string | null) => void;
  /** Show the message's role, channel and metadata badges (`<MessageMeta>`) in a header. Default `true`. */
  readonly meta?: boolean;
}

/** The body's parts, each readable (a part whose fields throw becomes a stand-in that shows why), never throwing. */
function readableParts(body: MessageBody): readonly Part[] {
  try {
    const parts: unknown = body?.parts;
    return Array.isArray(parts) ? Array.from(parts, (part: Part) => readablePart(part)) : [];
  } catch {
    return [];
  }
}

/** Names of tool-call and tool-result parts by call id, so calls and results can link to each other. */
function toolIndex(parts: readonly Part[]): { calls: Map<string, string>; results: Map<string, string> } {
  const calls = new Map<string, string>();
  const results = new Map<string, string>();
  const nameAt = (index: number | undefined) => (index === undefined ? undefined : parts[index]?.name);
  for (const [id, link] of linkToolCalls(parts)) {
    const call = nameAt(link.call);
    const result = link.results.map(nameAt).find((name) => typeof name === "string");
    if (typeof call === "string") calls.set(id, call);
    if (result !== undefined) results.set(id, result);
  }
  return { calls, results };
}

/**
 * One message: its unnamed parts as the main content, in order, and its named parts (attachments,
 * sources, tool calls, state) in a tree with a preview (`layout="split"`) or inline under their
 * names (`layout="inline"`). Every part renders in its own error boundary; remote parts load as
 * they come into view. Shows role and channel when the message has them.
 *
 * @selector [data-slot="message-view"][data-layout="split" | "inline"][data-state="streaming" | "complete"]
 * @selector [data-role] and [data-channel] when the message has them
 * @example
 * <PartkitProvider>
 *   <MessageView message={fromOpenAIResponses(response)} schema={outputSchema} />
 * </PartkitProvider>
 */
export function MessageView({ message, body, schema, layout = "split", status, selected, defaultSelected, onSelect, meta = true, ...props }: MessageViewProps) {
  const source = useMemo<MessageBody>(() => message ?? body ?? emptyBody, [message, body]);
  const parts = useMemo(() => readableParts(source), [source]);
  const main = useMemo(() => parts.map((part, index) => ({ part, index })).filter(({ part }) => typeof part?.name !== "string"), [parts]);
  const named = useMemo(() => parts.map((part, index) => ({ part, index })).filter(({ part }) => typeof part?.name === "string"), [parts]);
  const [current, setCurrent] = useControllableState<string | null>({
    prop: selected,
    defaultProp: defaultSelected !== undefined ? defaultSelected : (named[0]?.part.name ?? null),
    onChange: onSelect,
  });
  const baseId = useId();
  const domId = useCallback((name: string) => `${baseId}-part${name}`, [baseId]);
  const tools = useMemo(() => toolIndex(parts), [parts]);
  const open = useCallback(
    (name: string) => {
      if (layout === "split") setCurrent(name);
      // Wait for the preview to show the part before moving focus to it.
      requestAnimationFrame(() => {
        const target = document.getElementById(domId(name));
        target?.scrollIntoView({ block: "nearest" });
        target?.focus({ preventScroll: true });
      });
    },
    [layout, setCurrent, domId],
  );
  const context = useMemo<MessageContextValue>(
    () => ({ body: source, domId, open, toolCallName: (id) => tools.calls.get(id), toolResultName: (id) => tools.results.get(id) }),
    [source, domId, open, tools],
  );
  const last = parts.length - 1;
  // A part's own metadata.status (set by the streaming helpers and adapters) says best which
  // parts are still growing, e.g. two tool calls filling in at once; without it, the last one is.
  const partStatus = (index: number): PartStatus | undefined => {
    if (status === "complete") return "complete";
    const own = parts[index]?.metadata?.status;
    if (own === "streaming" || own === "complete") return own;
    return status === "streaming" ? (index === last ? "streaming" : "complete") : undefined;
  };
  const role = typeof message?.role === "string" ? message.role : undefined;
  const channel = typeof message?.channel === "string" ? message.channel : undefined;

  return (
    <MessageContext value={context}>
      <article
        aria-label={role ? `${role} message` : "Message"}
        aria-busy={status === "streaming" || undefined}
        {...props}
        data-slot="message-view"
        data-layout={layout}
        data-state={status === "streaming" ? "streaming" : "complete"}
        data-role={role}
        data-channel={channel}
      >
        {message && meta && (
          <header data-slot="message-header">
            <MessageMeta message={message} />
          </header>
        )}
        {schema && (
          <LoadBoundary fallback={schemaCheckUnavailable}>
            <Suspense fallback={null}>
              <LazySchemaNotice body={source} schema={schema} partial={status === "streaming"} />
            </Suspense>
          </LoadBoundary>
        )}
        {main.length > 0 && (
          <div data-slot="message-content">
            {main.map(({ part, index }) => (
              <PartView key={index} part={part} index={index} status={partStatus(index)} />
            ))}
          </div>
        )}
        {named.length > 0 && (
          <MessageAttachments body={source} named={named} layout={layout} selected={current} onSelect={setCurrent} domId={domId} partStatus={partStatus} />
        )}
      </article>
    </MessageContext>
  );
}
