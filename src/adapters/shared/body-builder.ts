import type { Part } from "../../model";
import { normalizeBase64 } from "./base64";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { parseDataUrl } from "./data-url";
import { compact } from "./json";
import { isRecord } from "./guards";
import { OCTET_STREAM, isInlineMedia, resolveContentType } from "./mime";
import { textTypeFor, type AdapterOptions } from "./options";
import { NameAllocator, partNames } from "./part-names";
import type { CitationContent, ToolCallContent, ToolResultContent } from "../../model/vocabulary/payloads";
import { callState } from "./tool-state";
import { jsonPart, makePart, providerItemPart, toolArguments, type Meta } from "./parts";

/**
 * Tool results nested deeper than this become provider items instead of parts.
 *
 * @example
 * builder.nested("tool"); // undefined once builder.depth reaches MAX_NESTING
 */
export const MAX_NESTING = 4;

/**
 * Where a binary part goes: main content, a numbered folder, or an explicit name.
 *
 * @example
 * builder.binary({ raw, url, placement: "files" }); // named /files/<n>
 */
export type Placement = "auto" | "inline" | "files" | "resources" | { name: string };

/**
 * A file, image or other blob as formats describe it.
 *
 * @example
 * builder.binary({ raw: block, base64: block.data, declaredType: block.mimeType, placement: "inline" });
 */
export interface BinaryInput {
  /** The raw provider item, kept when the input turns out to be malformed. */
  raw: unknown;
  itemType?: string | undefined;
  declaredType?: unknown;
  fallbackType?: string | undefined;
  filename?: string | undefined;
  /** Base64 data without a `data:` prefix. */
  base64?: unknown;
  /** A URL; `data:` URLs are inlined. */
  url?: unknown;
  /** Inline text content. */
  text?: unknown;
  placement?: Placement | undefined;
  metadata?: Meta | undefined;
}

/**
 * A tool call as an adapter hands it to {@link BodyBuilder.toolCall}: `state` in the provider's
 * spelling (the part stores it normalised), arguments raw (parsed when a string) or free text.
 *
 * @example
 * const call: ToolCallInput = { id: "c1", name: "search", state: "input-available", rawArguments: '{"q":"x"}' };
 */
export interface ToolCallInput {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string | undefined;
  readonly state?: string | undefined;
  readonly rawArguments?: unknown;
  readonly textArguments?: string;
}

/**
 * Accumulates the parts of one message body: hands out unique names and numbered folders and
 * knows the vendor content types, so adapters only map fields.
 *
 * @example
 * const b = new BodyBuilder("openai", "assistant", options);
 * b.text("Hi");
 * b.toolCall({ id: "call_1", name: "f", rawArguments: "{}" });
 * makeMessage({ role: "assistant", parts: b.parts });
 */
export class BodyBuilder {
  readonly parts: Part[] = [];
  readonly names = new NameAllocator();

  constructor(
    readonly provider: string,
    readonly role: string | undefined,
    readonly options: AdapterOptions | undefined,
    /** How deeply this body is nested in tool results; formats that nest stop at {@link MAX_NESTING}. */
    readonly depth = 0,
  ) {}

  /** A builder for content nested in this body (a tool result's blocks), or undefined when too deep. */
  nested(role: string | undefined): BodyBuilder | undefined {
    return this.depth >= MAX_NESTING ? undefined : new BodyBuilder(this.provider, role, this.options, this.depth + 1);
  }

  /** Appends a part, renaming it when its name is already taken in this body. */
  add(part: Part): Part {
    const named = part.name === undefined ? part : { ...part, name: this.names.claim(part.name) };
    this.parts.push(named);
    return named;
  }

  /** Replaces an already added part with a copy carrying extra metadata (e.g. links to sources). */
  annotate(part: Part, metadata: Meta): Part {
    // Searched from the end: the part annotated is nearly always the one just added.
    const index = this.parts.lastIndexOf(part);
    if (index < 0) return part;
    const updated = makePart({ ...part, metadata: { ...part.metadata, ...metadata } });
    this.parts[index] = updated;
    return updated;
  }

  text(text: string, metadata?: Meta, contentType?: string): Part {
    return this.add(makePart({ contentType: contentType ?? textTypeFor(this.role, this.options), content: text, metadata }));
  }

  reasoning(text: string | undefined, metadata?: Meta): Part {
    return this.add(makePart({ contentType: CT.reasoning, content: text, metadata }));
  }

  refusal(text: string, metadata?: Meta): Part {
    return this.add(makePart({ contentType: CT.refusal, content: text, metadata }));
  }

  providerItem(raw: unknown, details: { error?: string; itemType?: string; metadata?: Meta } = {}): Part {
    return this.add(providerItemPart(this.provider, raw, details));
  }

  /**
   * A tool call named `/tool-calls/<id>`; string arguments are parsed (kept as text when invalid).
   * `textArguments` is for free-text tool input (custom tools) that is never JSON.
   */
  toolCall(
    call: ToolCallInput,
    metadata?: Meta,
  ): Part {
    const args = call.textArguments !== undefined ? { argumentsText: call.textArguments } : toolArguments(call.rawArguments);
    const content: ToolCallContent = compact({
      id: call.id,
      name: call.name,
      namespace: call.namespace,
      arguments: "arguments" in args ? args.arguments : undefined,
      argumentsText: args.argumentsText,
      ...callState(call.state),
    });
    return this.add(
      jsonPart(CT.toolCall, content, partNames.toolCall(call.id), { ...metadata, argumentsError: "error" in args ? args.error : undefined }),
    );
  }

  /**
   * A tool result named `/tool-calls/<id>/result`. `attachments` (non-text blocks the tool returned)
   * are re-homed as `/tool-calls/<id>/result/<n>`.
   */
  toolResult(result: ToolResultContent & { readonly callId: string }, metadata?: Meta, attachments: readonly Part[] = []): Part {
    const part = this.add(jsonPart(CT.toolResult, compact({ ...result }), partNames.toolResult(result.callId), metadata));
    const renamed = new Map<string, string>();
    attachments.forEach((attachment, i) => {
      if (attachment.name !== undefined) renamed.set(attachment.name, partNames.toolResultItem(result.callId, i + 1));
    });
    attachments.forEach((attachment, i) => {
      const { name: originalName, ...rest } = attachment;
      const { sources, references } = rest.metadata ?? {};
      const relinked = Array.isArray(sources) ? { sources: sources.map((s: unknown) => (typeof s === "string" ? (renamed.get(s) ?? s) : s)) } : undefined;
      const rereferenced = Array.isArray(references)
        ? { references: references.map((r: unknown) => (isRecord(r) && typeof r.name === "string" && renamed.has(r.name) ? { ...r, name: renamed.get(r.name) } : r)) }
        : undefined;
      const metadata =
        originalName === undefined && relinked === undefined
          ? rest.metadata
          : { ...rest.metadata, ...(originalName === undefined ? {} : { originalName }), ...relinked, ...rereferenced };
      this.add({ name: partNames.toolResultItem(result.callId, i + 1), ...rest, ...(metadata === undefined ? {} : { metadata }) });
    });
    return part;
  }

  /** A citation named `/sources/<n>`; returns the part (its name links text parts to it). */
  citation(citation: CitationContent, metadata?: Meta): Part {
    const name = partNames.source(this.names.next("sources"));
    return this.add(jsonPart(CT.citation, compact({ ...citation }), name, metadata));
  }

  /** A JSON part (`application/json` unless said otherwise). */
  json(value: unknown, metadata?: Meta, name?: string, contentType = "application/json"): Part {
    return this.add(jsonPart(contentType, value, name, metadata));
  }

  private placementName(placement: Placement, contentType: string): string | undefined {
    if (typeof placement === "object") return placement.name;
    if (placement === "inline") return undefined;
    if (placement === "resources") return partNames.resource(this.names.next("resources"));
    if (placement === "auto" && isInlineMedia(contentType)) return undefined;
    return partNames.file(this.names.next("files"));
  }

  /**
   * A file, image, audio clip or document. Invalid base64 or a broken `data:` URL yields a provider
   * item that keeps the raw payload instead.
   */
  binary(input: BinaryInput): Part {
    const fail = (error: string): Part => this.providerItem(input.raw, { error, itemType: input.itemType });
    let content: string | undefined;
    let contentUrl: string | undefined;
    let encoding: "plain" | "base64" | undefined;
    let dataUrlType: string | undefined;
    if (input.base64 !== undefined) {
      if (typeof input.base64 !== "string") return fail("base64 data is not a string");
      const dataUrl = input.base64.startsWith("data:") ? parseDataUrl(input.base64) : undefined;
      if (dataUrl) [content, encoding, dataUrlType] = [dataUrl.content, dataUrl.contentEncoding, dataUrl.contentType];
      else {
        content = normalizeBase64(input.base64);
        if (content === undefined) return fail("data is not valid base64");
        encoding = "base64";
      }
    } else if (input.url !== undefined) {
      if (typeof input.url !== "string" || input.url.trim() === "") return fail("url is not a non-empty string");
      if (input.url.startsWith("data:")) {
        const dataUrl = parseDataUrl(input.url);
        if (!dataUrl) return fail("data: URL does not decode");
        [content, encoding, dataUrlType] = [dataUrl.content, dataUrl.contentEncoding, dataUrl.contentType];
      } else contentUrl = input.url;
    } else if (input.text !== undefined) {
      if (typeof input.text !== "string") return fail("text content is not a string");
      content = input.text;
    }
    const declared = input.declaredType ?? dataUrlType;
    const hint = input.filename ?? (typeof input.url === "string" && contentUrl !== undefined ? input.url : undefined);
    const resolved = resolveContentType(declared, input.fallbackType ?? OCTET_STREAM, hint);
    return this.add(
      makePart({
        name: this.placementName(input.placement ?? "auto", resolved.contentType),
        contentType: resolved.contentType,
        content,
        contentEncoding: encoding,
        contentUrl,
        metadata: { filename: input.filename, declaredContentType: resolved.original, ...input.metadata },
      }),
    );
  }
}
