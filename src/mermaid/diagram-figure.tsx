"use client";
import { useState, type ComponentProps } from "react";
import { CheckIcon, CopyIcon, DownloadIcon, ExpandIcon } from "../internal/icons";
import { srOnly } from "../internal/sr-only";
import { useCopy } from "../internal/use-copy";
import { ZoomDialog } from "../internal/zoom-dialog";
import { diagramFontSize } from "./diagram-theme";
import type { SvgImage } from "./svg-image";

// The smallest a label may be drawn on screen, in px.
const minLabelSize = 12;

/**
 * Props of {@link DiagramFigure}.
 *
 * @selector [data-slot="mermaid-figure"] [data-slot="mermaid-toolbar"] [data-slot="mermaid-image"]
 * @selector [data-slot="mermaid-copy"][data-state="idle" | "copied" | "failed"] [data-slot="mermaid-download"] [data-slot="mermaid-open"]
 * @selector [data-slot="mermaid-dialog"] (while open) holding [data-slot="zoom-dialog-close"] and [data-slot="mermaid-dialog-image"]
 * @example
 * const props: DiagramFigureProps = { image: svgImage(svg), kind: "flowchart-v2", source: "graph TD\nA-->B" };
 */
export interface DiagramFigureProps extends Omit<ComponentProps<"figure">, "children"> {
  readonly image: SvgImage;
  /** Mermaid's diagram type (`flowchart-v2`, `sequence`, …), for the label and the image's alt text. */
  readonly kind: string;
  /** The diagram's source, for the copy button. */
  readonly source: string;
}

/**
 * A drawn diagram: the SVG as an image (never scaled down so far that its labels drop below
 * 12 px: a wide one scrolls sideways on a phone), with icon buttons to copy the source, download
 * the SVG and open it full size in the shared modal `ZoomDialog` (Escape, its Close button or the
 * backdrop closes it, and focus goes back to Open), as images and PDFs do.
 *
 * @example
 * <DiagramFigure image={svgImage(svg)} kind="sequence" source={"sequenceDiagram\nA->>B: hi"} />
 */
export function DiagramFigure({ image, kind, source, ...rest }: DiagramFigureProps) {
  const [zoomed, setZoomed] = useState(false);
  const name = kindLabel(kind);
  const alt = `${name} diagram`;
  return (
    <figure {...rest} data-slot="mermaid-figure">
      <div data-slot="mermaid-toolbar">
        <span data-slot="mermaid-kind">{name}</span>
        <span data-slot="mermaid-actions">
          <CopySource text={source} />
          <button type="button" className="pk-button" data-variant="icon" data-size="sm" data-slot="mermaid-download" aria-label="Download SVG" onClick={() => download(image.svg)}>
            <DownloadIcon />
          </button>
          <button type="button" className="pk-button" data-variant="icon" data-size="sm" data-slot="mermaid-open" data-tooltip="end" aria-label="Open full size" aria-haspopup="dialog" onClick={() => setZoomed(true)}>
            <ExpandIcon />
          </button>
        </span>
      </div>
      {/* Never drawn smaller than its labels allow (12 px): a wide diagram on a phone scrolls. */}
      <div data-slot="mermaid-canvas">
        <img
          data-slot="mermaid-image"
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          decoding="async"
          style={image.width === undefined ? undefined : { minWidth: `${Math.round((image.width * minLabelSize) / diagramFontSize)}px` }}
        />
      </div>
      {zoomed && (
        <ZoomDialog label={alt} slot="mermaid-dialog" onClose={() => setZoomed(false)}>
          <img data-slot="mermaid-dialog-image" src={image.url} alt={alt} width={image.width} height={image.height} />
        </ZoomDialog>
      )}
    </figure>
  );
}

function kindLabel(kind: string): string {
  const base = kind.replace(/-v\d+$/, "").replace(/Diagram$/i, "");
  const spaced = base.replace(/([a-z])([A-Z])/g, "$1 $2");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1) || "Mermaid";
}

function download(svg: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "diagram.svg";
  link.click();
  // Revoked later, not at once: the download starts after this task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function CopySource({ text }: { readonly text: string }) {
  const [state, copy] = useCopy();
  return (
    <>
      <button
        type="button"
        className="pk-button"
        data-variant="icon"
        data-size="sm"
        data-slot="mermaid-copy"
        data-state={state}
        aria-label={state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy source"}
        onClick={() => copy(text)}
      >
        {state === "copied" ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span style={srOnly} role="status">
        {state === "copied" ? "Diagram source copied to clipboard" : state === "failed" ? "Could not copy the diagram source" : ""}
      </span>
    </>
  );
}
