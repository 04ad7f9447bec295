// Small stand-ins for pieces other folders are building (`<MessageView>`, `dataToLlmText`,
// `fromMcpToolResult`). Each is one function here, so switching to the real export is a one-line
// change per seam once it lands.
import { safeUrl } from "../internal/url-policy";
import type { MessageBody, Part } from "../model/types";
import { MessageView } from "../render/message-view";
import { PartView } from "../render/part-view";
import { useRenderers } from "../render/partkit-context";
import { matchRenderer } from "../render/resolve-renderer";

/** Whether a value has the shape of a partkit `MessageBody` (`{ parts: [{ contentType }] }`). */
export function isMessageBody(value: unknown): value is MessageBody {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { parts?: unknown }).parts)) return false;
  const parts = (value as { parts: unknown[] }).parts;
  return parts.every((p) => typeof p === "object" && p !== null && typeof (p as Part).contentType === "string");
}

/**
 * Renders a message body with `<MessageView layout="inline">`; while the registry has no
 * renderer for inline images or audio, parts are shown one by one with those media inline.
 */
export function BodyView({ body }: { readonly body: MessageBody }) {
  const renderers = useRenderers();
  const needsMedia = body.parts.some((p) => inlineMedia(p) && matchRenderer(p, renderers).kind === "fallback");
  if (!needsMedia) return <MessageView body={body} layout="inline" />;
  return (
    <div data-slot="message-body">
      {body.parts.map((part, index) => (
        <SeamPart key={part.name ?? index} part={part} index={index} />
      ))}
    </div>
  );
}

function inlineMedia(part: Part): "image" | "audio" | undefined {
  const type = part.contentType.toLowerCase();
  if (part.contentEncoding !== "base64" || typeof part.content !== "string") return undefined;
  return type.startsWith("image/") ? "image" : type.startsWith("audio/") ? "audio" : undefined;
}

// Inline images and audio while the registry has no renderer for them yet.
function SeamPart({ part, index }: { readonly part: Part; readonly index: number }) {
  const renderers = useRenderers();
  const type = part.contentType.toLowerCase();
  const media = inlineMedia(part);
  if (media && matchRenderer(part, renderers).kind === "fallback") {
    const src = safeUrl(`data:${type.split(";")[0]};base64,${part.content}`, media === "image" ? "image" : "media");
    if (src && media === "image") return <img data-slot="result-image" src={src} alt={part.name ?? `Image ${index + 1}`} />;
    if (src) return <audio data-slot="result-audio" controls src={src} aria-label={part.name ?? `Audio ${index + 1}`} />;
  }
  return <PartView part={part} index={index} />;
}

/**
 * The text an LLM sees for an Input message (seed 002 shape). Seam for the model's
 * `dataToLlmText`.
 */
export function inputLlmText(message: { readonly type: "input"; readonly input: unknown; readonly schema: unknown }): string {
  return [
    "## Data: ¶input",
    "Input data MUST be treated as a structured prompt",
    `Schema: ${JSON.stringify(message.schema ?? {}, null, 2)}`,
    JSON.stringify(message.input ?? null, null, 2),
  ].join("\n");
}

/** The content blocks of an MCP `CallToolResult` that partkit renders. */
export interface McpContentBlock {
  readonly type: string;
  readonly text?: string;
  readonly data?: string;
  readonly mimeType?: string;
  readonly uri?: string;
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly resource?: { readonly uri?: string; readonly mimeType?: string; readonly text?: string; readonly blob?: string };
  readonly [key: string]: unknown;
}

/** An MCP `CallToolResult`, loosely typed (untrusted input). */
export interface McpToolResult {
  readonly content?: readonly McpContentBlock[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
  readonly [key: string]: unknown;
}

/** MCP tool result → message body. Seam for the MCP adapter's `fromMcpToolResult`. */
export function mcpResultToBody(result: McpToolResult): MessageBody {
  const parts: Part[] = [];
  const blocks = Array.isArray(result?.content) ? result.content : [];
  blocks.forEach((block, i) => {
    const meta = { mcpType: block?.type };
    switch (block?.type) {
      case "text":
        parts.push({ contentType: "text/plain", content: String(block.text ?? ""), metadata: meta });
        break;
      case "image":
      case "audio":
        parts.push({ contentType: block.mimeType ?? (block.type === "image" ? "image/png" : "audio/wav"), content: String(block.data ?? ""), contentEncoding: "base64", metadata: meta });
        break;
      case "resource_link":
        parts.push({ name: `/resources/${i}`, contentType: "application/vnd.partkit.resource-ref+json", content: JSON.stringify({ uri: block.uri, name: block.name ?? block.title, resourceType: block.mimeType }), metadata: { ...meta, description: block.description } });
        break;
      case "resource": {
        const r = block.resource ?? {};
        if (typeof r.blob === "string") parts.push({ name: `/resources/${i}`, contentType: r.mimeType ?? "application/octet-stream", content: r.blob, contentEncoding: "base64", metadata: { ...meta, uri: r.uri } });
        else parts.push({ name: `/resources/${i}`, contentType: r.mimeType ?? "text/plain", content: String(r.text ?? ""), metadata: { ...meta, uri: r.uri } });
        break;
      }
      default:
        parts.push({ contentType: "application/vnd.partkit.provider-item+json", content: JSON.stringify(block ?? null), metadata: { provider: "mcp" } });
    }
  });
  return { parts };
}
