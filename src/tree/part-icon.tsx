"use client";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";
import type { ComponentProps } from "react";

/**
 * The icon families the tree draws; each is also the value of `data-kind` on the icon.
 *
 * @example
 * const kind: PartIconKind = partIconKind("image/png"); // "image"
 */
export type PartIconKind =
  | "folder"
  | "file"
  | "text"
  | "code"
  | "json"
  | "table"
  | "image"
  | "audio"
  | "video"
  | "link"
  | "tool"
  | "result"
  | "reasoning";

const CODE = /^(text\/(x-|javascript|typescript|css|html|jsx|tsx)|application\/(javascript|typescript|x-sh|xml|x-python|sql|wasm))|\+xml$/;

/**
 * Chooses an icon family for a content type: partkit's vendor types first, then the media type.
 *
 * @example
 * partIconKind("application/vnd.partkit.tool-call+json"); // "tool"
 * partIconKind("text/plain; charset=utf-8"); // "text"
 * partIconKind("application/octet-stream"); // "file"
 */
export function partIconKind(contentType: string | undefined): PartIconKind {
  const essence = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  switch (essence) {
    case CT.toolCall:
      return "tool";
    case CT.toolResult:
      return "result";
    case CT.reasoning:
      return "reasoning";
    case CT.citation:
    case CT.resourceRef:
    case "text/uri-list":
      return "link";
    case "text/csv":
    case "text/tab-separated-values":
      return "table";
  }
  const type = essence.split("/", 1)[0];
  if (type === "image" || type === "audio" || type === "video") return type;
  if (CODE.test(essence)) return "code";
  if (essence === "application/json" || essence.endsWith("+json")) return "json";
  if (type === "text" || essence === "application/pdf") return "text";
  return "file";
}

const SHEET = "M4 1.5h5l3 3v10H4z M9 1.5v3h3";
const PATHS: Record<PartIconKind, string> = {
  folder: "M1.5 3.5h4.5l1.5 1.5h7v8.5h-13z",
  file: SHEET,
  text: `${SHEET} M6 8h4 M6 10.5h4`,
  code: "M6 4.5 2.5 8 6 11.5 M10 4.5l3.5 3.5-3.5 3.5",
  json: "M6 2.5c-1.5 0-1.5 1-1.5 2.5S4 8 3 8c1 0 1.5.5 1.5 3s0 2.5 1.5 2.5 M10 2.5c1.5 0 1.5 1 1.5 2.5S12 8 13 8c-1 0-1.5.5-1.5 3s0 2.5-1.5 2.5",
  table: "M2.5 3h11v10h-11z M2.5 6.5h11 M2.5 10h11 M6.5 3v10",
  image: "M2.5 3h11v10h-11z M2.5 11l3.5-3.5 3 3 2-2 2.5 2.5 M10.5 5.5h.01",
  audio: "M6 12V3.5l6-1.5v8.5 M6 12a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z M12 10.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z",
  video: "M1.5 4h9v8h-9z M10.5 7l4-2v6l-4-2",
  link: "M7 9a3 3 0 0 0 4.2 0l2-2a3 3 0 0 0-4.2-4.2l-.8.8 M9 7a3 3 0 0 0-4.2 0l-2 2a3 3 0 0 0 4.2 4.2l.8-.8",
  tool: "M10 2a3.5 3.5 0 0 0-3.3 4.6L2 11.3 4.7 14l4.7-4.7A3.5 3.5 0 0 0 14 6l-2.3.7-1.4-1.4L11 3z",
  result: "M2.5 2.5h11v11h-11z M5 8l2 2 4-4",
  reasoning: "M6 12.5h4 M6.5 14.5h3 M8 1.5a4 4 0 0 0-2.5 7.1c.4.4.5.9.5 1.4v.5h4V10c0-.5.2-1 .6-1.4A4 4 0 0 0 8 1.5z",
};

/**
 * Props of {@link PartIcon}.
 *
 * @example
 * const props: PartIconProps = { contentType: "image/png" };
 */
export interface PartIconProps extends ComponentProps<"svg"> {
  /** The part's content type; ignored when `kind` is given. */
  contentType?: string | undefined;
  /** Draw this family instead of guessing from `contentType`. */
  kind?: PartIconKind | undefined;
}

/**
 * A 16px line icon for a part's content type. Decorative: always `aria-hidden`.
 *
 * @selector [data-slot="part-tree-icon"][data-kind="image"]
 * @example
 * <PartIcon contentType="application/vnd.partkit.citation+json" />
 */
export function PartIcon({ contentType, kind, ...props }: PartIconProps) {
  const family = kind ?? partIconKind(contentType);
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      aria-hidden="true"
      data-slot="part-tree-icon"
      data-kind={family}
    >
      <path data-slot="part-tree-icon-path" d={PATHS[family]} />
    </svg>
  );
}
