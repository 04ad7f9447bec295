// Every place partkit puts untrusted text, as a function from one payload to what an app would
// render: parts of a message, or a SchemaForm.
import type { ReactNode } from "react";
import type { Part } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model";
import { SchemaForm } from "../../../src/form";

export interface Sink {
  readonly name: string;
  /** Parts of a message that carry the payload here. */
  readonly parts?: (payload: string, i: number) => Part[];
  /** Or a component that carries it. */
  readonly element?: (payload: string, i: number) => ReactNode;
  /** Sinks shown only on request (HTML parts): click these buttons first. */
  readonly reveal?: string;
}

const json = (value: unknown) => JSON.stringify(value);

export const sinks: readonly Sink[] = [
  { name: "markdown body", parts: (p) => [{ contentType: "text/markdown", content: p }] },
  { name: "plain text (linkified)", parts: (p) => [{ contentType: "text/plain", content: p }] },
  {
    name: "link href",
    parts: (p) => [
      { contentType: "text/markdown", content: `[link](${p}) [ref][r] <${p}>\n\n[r]: ${p}` },
      { contentType: "text/plain", content: `see ${p} and https://example.com/?q=${p}` },
    ],
  },
  {
    name: "image src",
    parts: (p) => [
      { contentType: "image/png", contentUrl: p, metadata: { alt: p } },
      { contentType: "text/markdown", content: `![${p}](${p} "${p}")` },
    ],
  },
  { name: "part name", parts: (p, i) => [{ name: `/files/${p}`, contentType: "application/octet-stream", content: "eA==", contentEncoding: "base64" }, { name: `/n${i}/${p}.txt`, contentType: "text/plain", content: "x" }] },
  { name: "content type", parts: (p) => [{ contentType: p, content: p }, { contentType: `text/${p}`, content: p }] },
  { name: "HTML part", parts: (p) => [{ contentType: "text/html", content: p }], reveal: "Show HTML" },
  { name: "SVG part", parts: (p) => [{ contentType: "image/svg+xml", content: p }, { contentType: "image/svg+xml", content: `<svg xmlns="http://www.w3.org/2000/svg"><text>${p}</text></svg>` }] },
  { name: "JSON keys and values", parts: (p) => [{ contentType: "application/json", content: json({ [p]: p, list: [p, { [p]: [p] }], url: p }) }] },
  {
    name: "tool-call arguments and results",
    parts: (p, i) => [
      { name: `/tool-calls/c${i}`, contentType: CT.toolCall, content: json({ id: `c${i}`, name: p, arguments: { [p]: p, nested: { url: p } } }) },
      { name: `/tool-results/c${i}`, contentType: CT.toolResult, content: json({ callId: `c${i}`, name: p, result: { [p]: p }, isError: true, error: p }) },
    ],
  },
  {
    name: "citation URLs",
    parts: (p, i) => [{ name: `/sources/s${i}`, contentType: CT.citation, content: json({ url: p, title: p, description: p, quote: p }) }],
  },
  {
    name: "download links",
    parts: (p, i) => [
      { name: `/files/remote${i}.bin`, contentType: "application/octet-stream", contentUrl: p },
      { name: `/files/inline${i}.html`, contentType: "text/html; charset=utf-8", content: p, metadata: { display: "attachment" } },
      { name: `/files/x${i}.zzz`, contentType: "application/x-unknown", content: p },
    ],
  },
  { name: "CSV cells", parts: (p) => [{ contentType: "text/csv", content: `head,${json(p)}\n${json(p)},${json(p)}\n${p}` }] },
  { name: "code block", parts: (p) => [{ contentType: "text/markdown", content: `\`\`\`${p.replace(/[\s`]/g, "")}\n${p}\n\`\`\`` }, { contentType: "text/x-python", content: p }] },
  {
    name: "form title, description, property names and enum labels",
    element: (p, i) => (
      <SchemaForm
        key={i}
        idPrefix={`f${i}`}
        schema={{
          title: p,
          description: p,
          type: "object",
          properties: {
            [p]: { type: "string", title: p, description: p, default: p, examples: [p] },
            pick: { type: "string", title: "pick", enum: [p, "b"] },
            labelled: { type: "string", oneOf: [{ const: "a", title: p }, { const: "b", title: "b", description: p }] },
          },
          required: [p],
        }}
        uiSchema={{ "ui:description": p, pick: { "ui:enumNames": [p, "b"], "ui:help": p, "ui:placeholder": p } }}
        formData={{ [p]: p }}
      />
    ),
  },
];
