"use client";
import { useEffect, useRef, useState, type ComponentType, type Ref, type RefCallback, type RefObject } from "react";
import { CodeFrame, type CodeBlockProps } from "../render/code/code-frame";
import { defaultDiagramLimits, type DiagramLimits } from "./diagram-limits";
import { DiagramFigure } from "./diagram-figure";
import { diagramTokens } from "./diagram-theme";
import { renderDiagram, type DiagramResult } from "./render-diagram";
import { useScheme } from "./use-scheme";

/**
 * Props of {@link MermaidDiagram}: a code block's props (the fence's source in `code`) plus
 * the block that shows the source.
 *
 * @selector [data-slot="mermaid"][data-state="source" | "drawing" | "drawn" | "error"][data-scheme="light" | "dark"]
 * @selector [data-slot="mermaid-placeholder"] the frame that stands in while it is drawn
 * @selector [data-slot="mermaid-error"] Mermaid's message, under the source
 * @example
 * const props: MermaidDiagramProps = { code: "graph TD\nA-->B", status: "complete" };
 */
export interface MermaidDiagramProps extends CodeBlockProps {
  /** Shows the source while it streams, while it is drawn and beside an error (default: the plain code block). */
  readonly sourceBlock?: ComponentType<CodeBlockProps>;
  /** Size limits checked before Mermaid runs. */
  readonly limits?: DiagramLimits;
}

/**
 * A Mermaid diagram. While `status="streaming"` it shows the source as code, and draws it once
 * complete (loading `mermaid` then); while it is drawn a frame of about its size stands in (the
 * source of a complete diagram never flashes). The drawing is an `<img>` of the SVG in partkit's
 * colours (the `--pk-*` tokens where it sits), redrawn when partkit's theme switches between light
 * and dark; a syntax error shows the source and Mermaid's message in this diagram only.
 *
 * @example
 * <MermaidDiagram code={"graph TD\n  A --> B"} status="complete" />
 */
export function MermaidDiagram({ sourceBlock: Source = CodeFrame, limits = defaultDiagramLimits, code, language, status, label, copyable, ref: callerRef, ...rest }: MermaidDiagramProps) {
  const props = { code, language, status, label, copyable };
  const ref = useRef<HTMLDivElement>(null);
  const scheme = useScheme(ref);
  const streaming = props.status === "streaming";
  const [result, setResult] = useState<{ readonly source: string; readonly value: DiagramResult } | undefined>(undefined);

  useEffect(() => {
    if (streaming || scheme === undefined) return;
    let live = true;
    const source = props.code;
    // The colours of where the diagram sits (its data-theme, and any override of the host's).
    void renderDiagram(source, scheme, limits, diagramTokens(ref.current ?? undefined, scheme)).then((value) => {
      if (live) setResult({ source, value });
    });
    return () => {
      live = false;
    };
  }, [streaming, scheme, props.code, limits]);

  // A drawing of an earlier source or scheme stays up until the new one is ready: no flash. A
  // complete diagram never shows its source while it is drawn: a frame of about its size does.
  const fresh = result !== undefined && result.source === props.code;
  const state = streaming ? "source" : !fresh ? "drawing" : result.value.ok ? "drawn" : "error";
  const drawn = !streaming && result?.value.ok ? result : undefined;
  return (
    <div {...rest} ref={mergeRefs(ref, callerRef)} data-slot="mermaid" data-state={state} data-scheme={scheme}>
      {drawn?.value.ok ? (
        <DiagramFigure image={drawn.value.image} kind={drawn.value.kind} source={drawn.source} />
      ) : state === "drawing" ? (
        <DiagramPlaceholder source={props.code} />
      ) : (
        <>
          <Source {...props} language={props.language ?? "mermaid"} />
          {state === "error" && result && !result.value.ok && (
            <p data-slot="mermaid-error" role="status">
              Diagram error: {result.value.error}
            </p>
          )}
        </>
      )}
    </div>
  );
}

// About the height the drawing will take: a line of source is about a row of the diagram.
function DiagramPlaceholder({ source }: { readonly source: string }) {
  const lines = source.split("\n").filter((line) => line.trim() !== "").length;
  return (
    <div data-slot="mermaid-placeholder" aria-busy="true" style={{ minHeight: `clamp(8rem, ${lines * 2}rem, 22rem)` }}>
      <span data-slot="mermaid-placeholder-text">Drawing the diagram…</span>
    </div>
  );
}

function mergeRefs(own: RefObject<HTMLDivElement | null>, caller: Ref<HTMLDivElement> | undefined): RefCallback<HTMLDivElement> {
  return (node) => {
    own.current = node;
    if (typeof caller === "function") return caller(node);
    if (caller) caller.current = node;
  };
}
