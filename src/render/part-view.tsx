"use client";
import { memo, Suspense, useContext, useMemo, useRef, useState, type ComponentProps, type ComponentType } from "react";
import { composeRefs } from "../internal/compose-props";
import { ContentVisibilityContext } from "../fetch/loader-context";
import { useNearViewport } from "../fetch/use-near-viewport";
import { lazyComponent } from "../internal/lazy-component";
import { registerPreload } from "../internal/preload-registry";
import { readPartKind, type PartKind } from "../model/part-kind";
import type { TypedPart } from "../model/read-part";
import type { Part } from "../model/types";
import { MessageComponentsContext, type MessageComponents } from "./components-context";
import { mimeEssence } from "./mime";
import { PartErrorBoundary } from "./part-error-boundary";
import { useRenderers } from "./partkit-context";
import { matchRenderer } from "./resolve-renderer";
import type { PartRendererProps, PartStatus, RendererDefinition } from "./types";

/**
 * Props of {@link PartView}: the part plus those of its `<div>` (but the `part` attribute of CSS
 * shadow parts, whose name this takes; `data-slot`, `data-state` and the other documented
 * `data-*` attributes stay partkit's).
 *
 * @example
 * const props: PartViewProps = { part: { contentType: "text/plain", content: "hi" }, status: "streaming" };
 */
export interface PartViewProps extends Omit<ComponentProps<"div">, "children" | "part"> {
  readonly part: Part;
  readonly index?: number;
  readonly status?: PartStatus;
  /** Use this renderer instead of resolving one from the registry. */
  readonly renderer?: RendererDefinition;
}

/**
 * Renders one part with the renderer the registry resolves for it, inside its own error
 * boundary (a broken renderer shows a specific error and the raw content; the rest of the
 * message is unaffected). Remote content starts loading when the part comes near the viewport.
 * Memoised: while a message streams, parts that did not change are not rendered again.
 *
 * @selector [data-slot="part"][data-state="ready" | "error"]
 * @selector [data-content-type] the lowercased MIME essence; [data-part-name]; [data-renderer]; [data-match]
 * @example
 * <PartView part={{ contentType: "application/json", content: '{"ok":true}' }} />
 */
// Renders inside the part's error boundary, so an unreadable part shows as that part's error.
function Unreadable({ reason }: { readonly reason: string }): never {
  throw new Error(reason);
}

// The kinds a `<MessageView components>` entry replaces (the tool card is replaced inside its renderer).
const replaced: Partial<Record<PartKind, keyof Omit<MessageComponents, "ToolCall">>> = { reasoning: "Reasoning", citation: "Citation", file: "Attachment", pdf: "Attachment" };

// Tool parts carry a payload their renderers read typed (`readPart`); that reader comes with the
// first tool part, not with every message.
const TypedRenderer = registerPreload(lazyComponent<PartRendererProps & { readonly component: ComponentType<PartRendererProps> }>("TypedRenderer", () => import("./typed-renderer").then((m) => m.TypedRenderer)));
const hasPayload = (kind: PartKind) => kind === "tool-call" || kind === "tool-result";

export const PartView = memo(function PartView({ part: given, index, status, renderer, ref: callerRef, ...props }: PartViewProps) {
  const typed = useMemo(() => readPartKind(given), [given]);
  const { part } = typed;
  const unreadable = "reason" in typed ? typed.reason : undefined;
  const components = useContext(MessageComponentsContext);
  const slot = replaced[typed.kind];
  const Replacement: ComponentType<PartRendererProps> | undefined = renderer || !slot ? undefined : components[slot];
  const renderers = useRenderers();
  const ref = useRef<HTMLDivElement>(null);
  const setRef = useMemo(() => composeRefs(ref, callerRef), [callerRef]);
  const [failed, setFailed] = useState(false);
  const remote = typeof part?.content !== "string" && typeof part?.contentUrl === "string";
  const near = useNearViewport(ref, { disabled: !remote });
  const match = useMemo(() => (renderer ? { renderer, kind: "name" as const } : matchRenderer(part, renderers)), [part, renderer, renderers]);
  const Renderer = Replacement ?? match.renderer.component;
  const label = unreadable !== undefined ? "partkit" : Replacement ? Replacement.displayName || Replacement.name || slot! : (match.renderer.label ?? (Renderer.displayName || Renderer.name || "Renderer"));
  return (
    <div
      {...props}
      ref={setRef}
      data-slot="part"
      data-state={failed ? "error" : "ready"}
      data-content-type={mimeEssence(part?.contentType) || undefined}
      data-part-name={typeof part?.name === "string" ? part.name : undefined}
      data-renderer={label}
      data-match={match.kind}
    >
      <ContentVisibilityContext value={near}>
        <PartErrorBoundary part={part} rendererLabel={label} onError={() => setFailed(true)} onReset={() => setFailed(false)}>
          {/* Built-in renderers other than text are fetched on first use; hold their place meanwhile. */}
          <Suspense fallback={<div data-slot="part-pending" aria-busy="true" />}>
            {unreadable !== undefined ? (
              <Unreadable reason={unreadable} />
            ) : hasPayload(typed.kind) ? (
              <TypedRenderer component={Renderer} part={part} {...(index === undefined ? {} : { index })} {...(status === undefined ? {} : { status })} />
            ) : (
              // Every other kind is whole without a payload: the light reading is the typed view.
              <Renderer part={part} typed={typed as TypedPart} {...(index === undefined ? {} : { index })} {...(status === undefined ? {} : { status })} />
            )}
          </Suspense>
        </PartErrorBoundary>
      </ContentVisibilityContext>
    </div>
  );
});
