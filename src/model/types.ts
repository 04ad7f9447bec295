/**
 * One part of a message: a file, a blob or an object.
 *
 * @example
 * const part: Part = { name: "/sources/1/url", contentType: "text/uri-list", content: "https://example.com" };
 */
export interface Part {
  /** POSIX absolute path, unique within the body, e.g. `/sources/1/url`. Unnamed parts are main content. */
  readonly name?: string;
  /** MIME type; parameters allowed (`text/plain; charset=utf-8`). */
  readonly contentType: string;
  /** Inline content: text, or base64 when `contentEncoding` is `"base64"`. */
  readonly content?: string;
  /** How `content` is encoded; `"plain"` when absent. */
  readonly contentEncoding?: "plain" | "base64";
  /** Remote content, fetched only when shown. Never set together with `content`. */
  readonly contentUrl?: string;
  /** Provider extras, citations, opaque round-trip tokens. */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/**
 * An ordered list of parts.
 *
 * @example
 * const body: MessageBody = { parts: [{ contentType: "text/markdown", content: "# Hi" }] };
 */
export interface MessageBody {
  readonly parts: readonly Part[];
}

/**
 * The envelope adapters produce: a body plus who said it and how.
 *
 * @example
 * const msg: Message = { role: "assistant", parts: [{ contentType: "text/markdown", content: "Done." }] };
 */
export interface Message extends MessageBody {
  readonly id?: string;
  readonly role?: "system" | "developer" | "user" | "assistant" | "agent" | "tool" | (string & {});
  readonly channel?: "analysis" | "commentary" | "final";
  readonly createdAt?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/**
 * One entry of a {@link MessageBodySchema}: `name` and `contentType` are globs.
 *
 * @example
 * const sources: SchemaPart = { name: "/sources/**", contentType: "{text/uri-list,application/json}" };
 */
export interface SchemaPart {
  /** Glob over part names; absent means "matches unnamed parts only". */
  readonly name?: string;
  /** Glob over the lowercased MIME essence; `*` or `**` means any type. */
  readonly contentType: string;
  /** At least one part of the body must match this entry. */
  readonly required?: boolean;
  readonly description?: string;
}

/**
 * Which names and content types a message may or must carry.
 *
 * @example
 * const chat: MessageBodySchema = { parts: [{ contentType: "text/markdown", required: true }] };
 */
export interface MessageBodySchema {
  readonly parts: readonly SchemaPart[];
}

/**
 * A problem found in a body or schema. `part` is the index of the offending part when there is one.
 *
 * @example
 * const issue: BodyIssue = { part: 0, name: "/a//b", code: "invalid-name", message: "…" };
 */
export interface BodyIssue {
  readonly part?: number;
  readonly name?: string;
  readonly code: string;
  readonly message: string;
}

/**
 * The outcome of {@link validateBody}.
 *
 * @example
 * const r: ValidationResult = { valid: true, pending: [], issues: [] };
 */
export interface ValidationResult {
  readonly valid: boolean;
  /** Required schema parts not matched yet; always listed, errors only without `{ partial: true }`. */
  readonly pending: readonly SchemaPart[];
  readonly issues: readonly BodyIssue[];
}

/**
 * A node of the filesystem view of a body's named parts.
 *
 * @example
 * const root: PartTreeNode = { name: "", path: "/", children: [] };
 */
export interface PartTreeNode {
  /** Last path segment; `""` for the root. */
  readonly name: string;
  /** Full path; `"/"` for the root. */
  readonly path: string;
  readonly children: readonly PartTreeNode[];
  /** The part whose name is exactly `path`, when there is one. */
  readonly part?: Part;
}

/**
 * The outcome of {@link checkCompatibility}.
 *
 * @example
 * const r: CompatibilityResult = { compatible: false, reasons: ["…"], counterexample: { parts: [] } };
 */
export interface CompatibilityResult {
  readonly compatible: boolean;
  readonly reasons: readonly string[];
  /** A body valid under the producer schema and invalid under the consumer schema. */
  readonly counterexample?: MessageBody;
}

/**
 * A seed-shaped Data/Input/State message (seeds 001 and 002).
 *
 * @example
 * const m: DataMessage = { type: "data", kind: "user", data: { name: "John Doe" } };
 */
export interface DataMessage {
  readonly type: "data" | "input" | "state" | (string & {});
  readonly kind?: string;
  readonly data?: unknown;
  readonly input?: unknown;
  readonly schema?: unknown;
  readonly description?: string;
  readonly _instance?: string;
  readonly [key: string]: unknown;
}
