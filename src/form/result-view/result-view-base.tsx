"use client";
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from "react";
import { chunkText } from "../../internal/chunk-text";
import { displayUrl, safeUrl } from "../../internal/url-policy";
import { PartView } from "../../render/part-view";
import type { MessageBody, Part } from "../../model/types";
import { isRecord, resolvePointer, withRootDefinitions, type JsonSchema } from "../shared/schema-safety";
import { MessageView } from "../../message/message-view";
import { isMessageBody } from "./message-body";
import type { FormValidation } from "../validation/form-validation";

/**
 * Props of `ResultView`: the value and its schema plus those of its `<section>` (`title`
 * is the heading, not the tooltip attribute).
 *
 * @example
 * const props: ResultViewProps = { value: { temp: 21 }, schema: { type: "object" }, defaultRaw: false };
 */
export interface ResultViewProps extends Omit<ComponentProps<"section">, "title" | "children"> {
  /** Output schema: titles, descriptions, formats and `contentMediaType` guide the display. */
  readonly schema?: JsonSchema;
  /** The value to show. */
  readonly value: unknown;
  /** Start with the raw JSON shown. */
  readonly defaultRaw?: boolean;
  /** Heading shown above the value. */
  readonly title?: string;
  /** `"streaming"` while the value is a partial snapshot: schema problems wait until it is complete. */
  readonly status?: "streaming" | "complete";
}

/** Rows shown per table before "Show all". */
const TABLE_ROWS = 100;
const MAX_DEPTH = 12;

type Schema = Record<string, unknown>;

interface Ctx {
  readonly root: unknown;
  readonly depth: number;
  readonly check: FormValidation["validateValue"];
}

function resolve(schema: unknown, ctx: Ctx, value?: unknown): Schema | undefined {
  let s = schema;
  for (let i = 0; i < 8 && isRecord(s) && typeof s.$ref === "string"; i++) {
    const target = resolvePointer(ctx.root, s.$ref);
    const { $ref: _ref, ...rest } = s;
    s = isRecord(target) ? { ...target, ...rest } : rest;
  }
  if (!isRecord(s)) return undefined;
  if (Array.isArray(s.allOf)) {
    let merged: Schema = { ...s };
    delete merged.allOf;
    for (const part of s.allOf) {
      const r = resolve(part, ctx, value);
      if (r) merged = { ...r, ...merged, properties: { ...(r.properties as object), ...(merged.properties as object) } };
    }
    s = merged;
  }
  const s2 = s as Schema;
  const options = (s2.oneOf ?? s2.anyOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length > 0 && value !== undefined) {
    const hit = options.find((o) => ctx.check(withRootDefinitions(o, ctx.root), value).length === 0);
    const picked = resolve(hit ?? options[0], ctx, value);
    // A labelled option ({ const, title }) names the value, not the field: the field keeps its title.
    if (picked && "const" in picked) return { ...s2, ...picked, title: s2.title, description: s2.description, optionTitle: picked.title };
    if (picked) return { ...s2, ...picked, title: picked.title ?? s2.title, description: picked.description ?? s2.description };
  }
  return s2;
}

/** The label a schema gives this value: a matched `{ const, title }` option, or RJSF's `enumNames`. */
function optionLabel(schema: Schema | undefined, value: unknown): string | undefined {
  if (typeof schema?.optionTitle === "string" && schema.optionTitle !== "") return schema.optionTitle;
  const { enum: values, enumNames: names } = schema ?? {};
  if (!Array.isArray(values) || !Array.isArray(names)) return undefined;
  const name: unknown = names[values.indexOf(value)];
  return typeof name === "string" && name !== "" ? name : undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function label(key: string, schema: Schema | undefined): string {
  if (typeof schema?.title === "string" && schema.title) return schema.title;
  const spaced = key.replace(/[_-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

function StringValue({ value, schema }: { value: string; schema: Schema | undefined }) {
  const format = typeof schema?.format === "string" ? schema.format : undefined;
  const media = typeof schema?.contentMediaType === "string" ? schema.contentMediaType.toLowerCase() : undefined;
  const encoding = schema?.contentEncoding;
  if (media?.startsWith("image/")) {
    const src = encoding === "base64" ? safeUrl(`data:${media};base64,${value}`, "image") : safeUrl(value, "image");
    if (src) return <img data-slot="result-image" src={src} alt={typeof schema?.title === "string" ? schema.title : "Image result"} referrerPolicy="no-referrer" />;
  }
  if (media && media !== "text/plain") {
    const part: Part = encoding === "base64" ? { contentType: media, content: value, contentEncoding: "base64" } : { contentType: media, content: value };
    return <PartView part={part} />;
  }
  if (format === "markdown") return <PartView part={{ contentType: "text/markdown", content: value }} />;
  if (format === "date-time" || format === "date") {
    const d = new Date(value);
    if (!Number.isNaN(d.getTime())) {
      return <time dateTime={value}>{format === "date" ? dateOnly.format(d) : dateTime.format(d)}</time>;
    }
  }
  if (format === "email" && /^[^\s@]+@[^\s@]+$/.test(value)) {
    const href = safeUrl(`mailto:${value}`);
    if (href) return <a href={href}>{value}</a>;
  }
  if (format === "uri" || format === "url" || format === "iri" || /^https?:\/\/\S+$/i.test(value)) {
    const href = safeUrl(value);
    if (href && /^https?:/i.test(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {displayUrl(href)}
        </a>
      );
    }
  }
  return <span data-slot="result-text">{chunkText(value)}</span>;
}

function Value({ value, schema, ctx }: { value: unknown; schema: unknown; ctx: Ctx }): ReactNode {
  const s = resolve(schema, ctx, value);
  if (ctx.depth > MAX_DEPTH) return <code>{JSON.stringify(value)}</code>;
  if (value === undefined || value === null) return <span data-slot="result-null">{value === null ? "null" : "—"}</span>;
  if (isMessageBody(value)) return <MessageView body={value as MessageBody} layout="inline" />;
  const option = typeof value === "object" ? undefined : optionLabel(s, value);
  // The value itself stays in the tooltip (and for copying), the label is what the reader chose.
  if (option !== undefined) return <span data-slot="result-option" title={String(value)}>{option}</span>;
  const next = { ...ctx, depth: ctx.depth + 1 };
  switch (typeOf(value)) {
    case "string":
      return <StringValue value={value as string} schema={s} />;
    case "number":
      return <span data-slot="result-number">{Number.isInteger(value) ? String(value) : (value as number).toLocaleString(undefined, { maximumFractionDigits: 10 })}</span>;
    case "boolean":
      return <span data-slot="result-boolean">{value ? "Yes" : "No"}</span>;
    case "array": {
      const list = value as unknown[];
      const itemSchema = s?.items;
      if (list.length > 0 && list.every((v) => isRecord(v) && !isMessageBody(v))) return <Table rows={list as Record<string, unknown>[]} schema={itemSchema} ctx={next} />;
      if (list.length === 0) return <span data-slot="result-null">(empty list)</span>;
      return (
        <ol data-slot="result-list">
          {list.slice(0, TABLE_ROWS).map((v, i) => (
            <li key={i}>
              <Value value={v} schema={Array.isArray(s?.prefixItems) ? (s.prefixItems as unknown[])[i] : itemSchema} ctx={next} />
            </li>
          ))}
          {list.length > TABLE_ROWS ? <li>… {list.length - TABLE_ROWS} more</li> : null}
        </ol>
      );
    }
    case "object":
      return <Fields value={value as Record<string, unknown>} schema={s} ctx={next} />;
    default:
      return <span>{String(value)}</span>;
  }
}

function orderedKeys(value: Record<string, unknown>, schema: Schema | undefined): string[] {
  const props = isRecord(schema?.properties) ? Object.keys(schema.properties) : [];
  const rest = Object.keys(value).filter((k) => !props.includes(k));
  return [...props.filter((k) => k in value), ...rest];
}

function Fields({ value, schema, ctx }: { value: Record<string, unknown>; schema: Schema | undefined; ctx: Ctx }) {
  const props = isRecord(schema?.properties) ? (schema.properties as Record<string, unknown>) : {};
  const keys = orderedKeys(value, schema);
  if (keys.length === 0) return <span data-slot="result-null">(empty)</span>;
  return (
    <dl data-slot="result-fields">
      {keys.map((key) => {
        const propSchema = resolve(props[key], ctx, value[key]);
        const description = typeof propSchema?.description === "string" ? propSchema.description : undefined;
        return (
          <div key={key} style={{ display: "contents" }}>
            <dt>
              {label(key, propSchema)}
              {description ? <span data-slot="result-description">{description}</span> : null}
            </dt>
            <dd>
              <Value value={value[key]} schema={props[key]} ctx={ctx} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Table({ rows, schema, ctx }: { rows: Record<string, unknown>[]; schema: unknown; ctx: Ctx }) {
  const [all, setAll] = useState(false);
  const s = resolve(schema, ctx);
  const props = useMemo(() => (isRecord(s?.properties) ? (s.properties as Record<string, unknown>) : {}), [s]);
  const columns = useMemo(() => {
    const cols = Object.keys(props);
    for (const row of rows.slice(0, 500)) for (const k of Object.keys(row)) if (!cols.includes(k)) cols.push(k);
    return cols.slice(0, 40);
  }, [rows, props]);
  const shown = all ? rows : rows.slice(0, TABLE_ROWS);
  return (
    <div data-slot="result-table-wrap" tabIndex={0} role="region" aria-label={`Table, ${rows.length} rows`}>
      <table data-slot="result-table">
        <thead>
          <tr>
            {columns.map((c) => {
              const cs = resolve(props[c], ctx);
              return (
                <th key={c} scope="col" title={typeof cs?.description === "string" ? cs.description : undefined}>
                  {label(c, cs)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c}>{c in row ? <Value value={row[c]} schema={props[c]} ctx={ctx} /> : null}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!all && rows.length > TABLE_ROWS ? (
        <button type="button" data-slot="schema-form-button" onClick={() => setAll(true)}>
          Show all {rows.length} rows
        </button>
      ) : null}
    </div>
  );
}

/**
 * `ResultView` with its validation given (`null`: show the value without checking it):
 * shared by `partkit/form` (Ajv) and `partkit/form/csp` (eval-free), so neither entry loads the
 * other's validator.
 *
 * @internal
 * @selector [data-slot="result-view"][data-state="valid" | "invalid" | "streaming"]
 * @example
 * <ResultViewBase schema={{ type: "number" }} value={21.5} validation={evalFreeValidation} />
 */
export function ResultViewBase({ schema, value, defaultRaw = false, title, status = "complete", validation, ...props }: ResultViewProps & { readonly validation: FormValidation | null }) {
  const [raw, setRaw] = useState(defaultRaw);
  const rawId = useId();
  const check = validation?.validateValue ?? noCheck;
  const issues = useMemo(() => (schema === undefined || status === "streaming" ? [] : check(schema, value)), [schema, value, status, check]);
  const json = useMemo(() => (raw ? safeStringify(value) : ""), [raw, value]);
  return (
    <section
      aria-busy={status === "streaming" || undefined}
      aria-label={title ?? "Result"}
      {...props}
      data-slot="result-view"
      data-state={status === "streaming" ? "streaming" : issues.length ? "invalid" : "valid"}
    >
      <div data-slot="result-toolbar">
        {title ? <h3 data-slot="result-title">{title}</h3> : <span />}
        <button type="button" data-slot="schema-form-button" data-variant="ghost" aria-pressed={raw} aria-controls={rawId} onClick={() => setRaw((r) => !r)}>
          Raw JSON
        </button>
      </div>
      {issues.length > 0 ? (
        <div data-slot="result-issues" role="status">
          <strong>This value doesn't match its schema:</strong>
          <ul>
            {issues.slice(0, 20).map((issue, i) => (
              <li key={i}>
                {issue.path ? <code>{issue.path.replace(/^\./, "")}</code> : null} {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div id={rawId}>{raw ? <pre data-slot="result-json" tabIndex={0} role="region" aria-label="Raw JSON">{json}</pre> : <Value value={value} schema={schema} ctx={{ root: schema, depth: 0, check }} />}</div>
    </section>
  );
}

const noCheck: FormValidation["validateValue"] = () => [];

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

