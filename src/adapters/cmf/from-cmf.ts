import type { Message } from "../../model";
import { failureMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { PROVIDER, readCmf } from "./read-cmf";
import { sanitizeCmf } from "./sanitize";
import type { CmfMessage } from "./types";

function convert(input: unknown, options: AdapterOptions | undefined): Message {
  try {
    return readCmf(input, options).message;
  } catch (error) {
    // The shared never-throw wrapper would keep the raw payload as is; CMF must strip headers first.
    const reason = error instanceof Error ? error.message : "unreadable message";
    return failureMessage(PROVIDER, sanitizeCmf(input).clean, `adapter failed: ${reason}`);
  }
}

/**
 * Converts CMF (Common Message Format) messages into partkit messages.
 *
 * `text` → the role's text type; `thinking` → `text/vnd.partkit.reasoning`; `tool_call` →
 * `/tool-calls/<tool_call_id>`; `tool_result` → `/tool-calls/<tool_call_id>/result`; `resource`
 * (text or base64 blob) and `resource_ref` → `/resources/<n>`; `prompt_request`/`prompt_result` →
 * the partkit prompt types with the CMF fields as JSON; `image`/`video`/`audio` → inline media;
 * `document` → `/files/<n>`; those names stay numbered, and a document's `title` or a resource's
 * `title`/`name` goes to the part's `metadata.title`. Unknown content types and malformed parts
 * become provider items (never silently dropped). `channel` is kept; `extensions` go to
 * `metadata.extensions` with sensitive headers removed everywhere (their names listed in
 * `metadata.strippedHeaders`); the id comes from `extensions.provenance.message_id`, `createdAt`
 * from `completion.created_at` or `request.timestamp`. Outputs never alias the input. Never throws.
 *
 * @example
 * fromCmf({ role: "assistant", channel: "final", content: [{ content_type: "text", text: "Done." }] });
 * // { role: "assistant", channel: "final", parts: [{ contentType: "text/markdown", content: "Done." }] }
 */
export function fromCmf(input: CmfMessage, options?: AdapterOptions): Message;
export function fromCmf(input: readonly CmfMessage[], options?: AdapterOptions): Message[];
export function fromCmf(input: CmfMessage | readonly CmfMessage[], options?: AdapterOptions): Message | Message[];
export function fromCmf(input: unknown, options?: AdapterOptions): Message | Message[] {
  if (!Array.isArray(input)) return convert(input, options);
  try {
    return Array.from(input as unknown[], (m) => convert(m, options));
  } catch {
    return [failureMessage(PROVIDER, sanitizeCmf(input).clean, "adapter failed: unreadable list")];
  }
}
