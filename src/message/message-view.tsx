"use client";
import { Suspense, useCallback, useId, useMemo, useState, type ComponentProps, type ReactNode } from "react";
import { LoadBoundary, loadFailed } from "../internal/load-boundary";
import type { Message, MessageBody, MessageBodySchema } from "../model/types";
import { isToolPart, MessagePart } from "./message-parts";
import { useMessageParts } from "./use-message-parts";
import { PartView } from "../render/part-view";
import { LazyMessageAttachments, LazyMessageMeta, LazyMessageNavigator, LazyMessagePartsWindow, LazyMessageSources, LazySchemaNotice, treeViews } from "./lazy-message-parts";
import { AttachedToCall, InPreview, MessageContext, type MessageContextValue } from "../render/message-context";
import { MessageComponentsContext, type MessageComponents } from "../render/components-context";
import type { PartStatus } from "../render/types";
import type { MessageAuthor } from "../render/authors-context";
import { isBodyStreaming } from "../model/stream";
import { MessageActions } from "./message-actions";
import { MessageAuthorLine } from "./message-author";

const emptyBody: MessageBody = { parts: [] };
// While a view's code loads (the split view, a very large message's window).
const busy = <div data-slot="message-content" aria-busy="true" />;

const schemaCheckUnavailable = loadFailed("schema-notice", "The schema check");
// The split view and the navigator are both the message's part tree, to a reader.
const treeUnavailable = loadFailed("part-tree", "The part tree");
const sourcesUnavailable = loadFailed("message-sources", "The sources");

/**
 * Props of {@link MessageView}: pass `message` (with role/channel) or just a `body`; the rest
 * go to its `<article>` (`onSelect` is the part selection, not the DOM event; `data-slot`,
 * `data-state` and the other documented `data-*` attributes stay partkit's).
 *
 * @example
 * const props: MessageViewProps = { message, layout: "split", status: "streaming" };
 */
export interface MessageViewProps extends Omit<ComponentProps<"article">, "onSelect" | "children"> {
  readonly message?: Message;
  readonly body?: MessageBody;
  /** When given, schema problems (from `validateBody`) show as a compact notice above the parts. */
  readonly schema?: MessageBodySchema;
  /**
   * `"inline"` (default): a conversation turn, every part in the order it happened, tool results
   * under their call, named parts captioned. `"split"`: an inspector, with unnamed parts first
   * and named parts in a tree beside a preview of the selected one.
   */
  readonly layout?: "split" | "inline";
  /**
   * Inline layout: show a navigator (a part tree that scrolls to the part) above the parts.
   * Default: when the message has three or more named parts besides tool calls and results.
   */
  readonly navigator?: boolean;
  /**
   * `"streaming"` validates the body as a prefix and shows parts as growing: those whose
   * `metadata.status` is `"streaming"`, or the last part when no part says. `"complete"` shows
   * every part finished. Unset: parts follow their own `metadata.status`.
   */
  readonly status?: PartStatus;
  /** The named part shown in the split preview (controlled); `null` for none. Split layout only. */
  readonly selected?: string | null;
  /** The named part shown first (uncontrolled). Default: the first named part. */
  readonly defaultSelected?: string | null;
  readonly onSelect?: (name: string | null) => void;
  /** Show the message's role, channel and key metadata in a one-line header (`<MessageMeta compact>`, the rest under Details). Default `true`. */
  readonly meta?: boolean;
  /**
   * Replaces the default look of parts by what they are: `ToolCall` (the tool card; compose it
   * from `ToolCall`'s parts), `Reasoning`, `Citation` and `Attachment` (files and PDFs). Each gets
   * the default's typed props. Pass a stable object (module scope or `useMemo`).
   */
  readonly components?: MessageComponents;
  /** The header's name and avatar. Default: `<PartkitProvider authors>`'s entry for the role, else the role (none for the user's bubble). */
  readonly author?: MessageAuthor;
  /**
   * The same speaker as the turn above, so the header leaves out the name and avatar and the turn
   * sits closer to it. `<MessageList>` sets it for consecutive messages of one role.
   */
  readonly continued?: boolean;
  /**
   * The turn's actions, under it once it is complete: Copy (markdown) and Copy text, then this
   * (retry, feedback, branch). `false` shows no toolbar; the user's own turn has one only when
   * this is given. Inline layout only.
   */
  readonly actions?: ReactNode | false;
}

const navigatorThreshold = 3;
const hideRole = ["role"] as const;
const noMeta = () => null;

// The user's own bubble gets actions only when the app gives some: copying one's own words back is
// rarely wanted, and an empty toolbar would widen the bubble.
function showActions(message: Message, actions: ReactNode | false | undefined): boolean {
  return actions !== false && (message.role !== "user" || (actions !== undefined && actions !== null));
}

// A hostile message (a part whose fields throw) counts as settled: its parts say what is wrong.
function isStreaming(message: Message): boolean {
  try {
    return message.metadata?.status === "streaming" || (Array.isArray(message.parts) && isBodyStreaming(message));
  } catch {
    return false;
  }
}
// Above this many parts in reading order, only those in view are mounted (like `virtualizeAbove`,
// whose table the first screen does not load).
const windowAbove = 200;

/**
 * One message as a conversation turn (`layout="inline"`, the default): every part in the order it
 * happened, tool calls as cards with their results under them, named parts captioned with their
 * human label, its citations as one numbered list of sources after the content (references in the
 * text scroll to them) and, for messages with several named parts, a navigator. Or as
 * an inspector (`layout="split"`): unnamed parts first, named parts in a tree with a preview. Every
 * part renders in its own error boundary; remote parts load as they come into view. Shows role and
 * channel when the message has them.
 *
 * @selector [data-slot="message-view"][data-layout="split" | "inline"][data-state="streaming" | "complete"]
 * @selector [data-role] and [data-channel] when the message has them
 * @example
 * <PartkitProvider>
 *   <MessageView message={fromOpenAIResponses(response)} schema={outputSchema} />
 * </PartkitProvider>
 */
const noComponents: MessageComponents = {};

export function MessageView({
  message,
  body,
  schema,
  layout = "inline",
  navigator,
  status,
  selected,
  defaultSelected,
  onSelect,
  meta = true,
  components = noComponents,
  author,
  continued = false,
  actions,
  ...props
}: MessageViewProps) {
  const source = useMemo<MessageBody>(() => message ?? body ?? emptyBody, [message, body]);
  const split = layout === "split";
  const { parts, links, named, reading } = useMessageParts(source, split);
  const [revealed, setRevealed] = useState<{ readonly name: string }>();
  const baseId = useId();
  const domId = useCallback((name: string) => `${baseId}-part${name}`, [baseId]);
  const open = useCallback(
    (name: string) => {
      // The split view selects the part, the inline layout unfolds what holds it.
      setRevealed({ name });
      // Only links and the navigator scroll to parts: that code loads when first asked.
      void treeViews().then(({ reveal }) => reveal(domId(name)));
    },
    [domId],
  );
  const last = parts.length - 1;
  // A part's own metadata.status (set by the streaming helpers and adapters) says best which
  // parts are still growing, e.g. two tool calls filling in at once; without it, the last one is.
  const partStatus = useCallback(
    (index: number): PartStatus | undefined => {
      if (status === "complete") return "complete";
      const own = parts[index]?.metadata?.status;
      if (own === "streaming" || own === "complete") return own;
      return status === "streaming" ? (index === last ? "streaming" : "complete") : undefined;
    },
    [status, parts, last],
  );
  const renderPart = useCallback(
    (index: number) => <MessagePart key={index} part={parts[index]!} index={index} status={partStatus(index)} domId={domId} />,
    [parts, partStatus, domId],
  );
  const context = useMemo<MessageContextValue>(() => {
    const nameAt = (index: number | undefined) => {
      const name = index === undefined ? undefined : parts[index]?.name;
      return typeof name === "string" ? name : undefined;
    };
    const attachedResults = (callId: string) => {
      const at = links.get(callId)?.call;
      const under = at === undefined ? undefined : reading.attached.get(at);
      if (!under) return undefined;
      const show = (indexes: readonly number[]): ReactNode => indexes.length === 0 ? undefined : <AttachedToCall value={true}>{indexes.map(renderPart)}</AttachedToCall>;
      return { results: show(under.results), carried: show(under.carried) };
    };
    return {
      body: source,
      domId,
      open,
      toolCallName: (id) => nameAt(links.get(id)?.call),
      toolResultName: (id) => links.get(id)?.results.map(nameAt).find((name) => name !== undefined),
      toolLink: (id) => links.get(id),
      resultParts: (id) => links.get(id)?.results.map((at) => parts[at]!) ?? [],
      attachedResults,
      ...(revealed ? { revealed } : {}),
    };
  }, [source, domId, open, links, reading, parts, renderPart, revealed]);
  const role = typeof message?.role === "string" ? message.role : undefined;
  const channel = typeof message?.channel === "string" ? message.channel : undefined;
  // Counted when the named parts change, not on every streamed token.
  // Parts shown under a tool call (a result's image or file) are found through their card.
  const enoughNamed = useMemo(() => {
    const top = new Set(reading.order);
    return named.filter(({ part, index }) => !isToolPart(part) && top.has(index)).length >= navigatorThreshold;
  }, [named, reading]);
  const showNavigator = !split && named.length > 0 && (navigator ?? enoughNamed);
  const { order } = reading;

  return (
    <MessageContext value={context}>
      <MessageComponentsContext value={components}>
        <article
          aria-label={role ? `${role} message` : "Message"}
          aria-busy={status === "streaming" || undefined}
          {...props}
          data-slot="message-view"
          data-layout={layout}
          data-state={status === "streaming" ? "streaming" : "complete"}
          data-role={role}
          data-channel={channel}
          data-continued={continued ? "" : undefined}
        >
          {message && meta && (
            <header data-slot="message-header">
              {!continued && <MessageAuthorLine role={role} author={author} />}
              {/* The name says who spoke; the line keeps what else matters (model, state, errors). */}
              <LoadBoundary fallback={noMeta}>
                <Suspense fallback={null}>
                  <LazyMessageMeta message={message} compact hide={hideRole} />
                </Suspense>
              </LoadBoundary>
            </header>
          )}
          {schema && (
            <LoadBoundary fallback={schemaCheckUnavailable}>
              <Suspense fallback={null}>
                <LazySchemaNotice body={source} schema={schema} partial={status === "streaming"} />
              </Suspense>
            </LoadBoundary>
          )}
          {showNavigator && (
            <LoadBoundary fallback={treeUnavailable}>
              {/* The same closed disclosure while its code loads, so nothing below it moves. */}
              <Suspense
                fallback={
                  <details data-slot="message-navigator" aria-busy="true">
                    <summary data-slot="message-navigator-summary">{named.length} named parts</summary>
                  </details>
                }
              >
                <LazyMessageNavigator body={source} count={named.length} onOpen={open} />
              </Suspense>
            </LoadBoundary>
          )}
          {order.length > windowAbove ? (
            <Suspense fallback={busy}>
              <LazyMessagePartsWindow parts={parts} reading={reading} revealed={revealed} renderPart={renderPart} />
            </Suspense>
          ) : (
            order.length > 0 && <div data-slot="message-content">{order.map(renderPart)}</div>
          )}
          {reading.sources.length > 0 && (
            <LoadBoundary fallback={sourcesUnavailable}>
              {/* After the content, so nothing moves when it arrives. */}
              <Suspense fallback={null}>
                <LazyMessageSources parts={parts} indexes={reading.sources} domId={domId} renderPart={renderPart} />
              </Suspense>
            </LoadBoundary>
          )}
          {split && named.length > 0 && (
            <LoadBoundary fallback={treeUnavailable}>
              <Suspense fallback={busy}>
                <LazyMessageAttachments
                  named={named}
                  selected={selected}
                  defaultSelected={defaultSelected}
                  onSelect={onSelect}
                  revealed={revealed}
                  domId={domId}
                  renderPart={(part, index) => (
                    <InPreview value={true}>
                      <PartView part={part} index={index} status={partStatus(index)} />
                    </InPreview>
                  )}
                />
              </Suspense>
            </LoadBoundary>
          )}
          {message && !split && showActions(message, actions) && status !== "streaming" && !isStreaming(message) && <MessageActions message={message}>{actions}</MessageActions>}
        </article>
      </MessageComponentsContext>
    </MessageContext>
  );
}
