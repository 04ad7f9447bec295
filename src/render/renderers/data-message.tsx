"use client";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { useState } from "react";
import { humanize } from "../../internal/humanize";
import { dataLabel, dataToLlmText } from "../../model/data-llm-text";
import type { DataMessage } from "../../model/types";
import { JsonTree } from "../json/json-tree";
import { useInTurn } from "../message-context";
import { ValueSummary } from "../value/value-summary";
import { mimeEssence } from "../mime";
import { RawText } from "../raw-text";
import { fieldsOf, text, type Fields } from "../../model/vocabulary/fields";
import { readDataContent } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const inputType = CT.input;
const readData = payloadOf((value) => readDataContent(value, "data"), "a data message");
const readInput = payloadOf((value) => readDataContent(value, "input"), "an input message");
const asRecord = (value: unknown): Fields => fieldsOf(value) ?? {};

function Field({ name, value, schema }: { name: string; value: unknown; schema: Readonly<Record<string, unknown>> }) {
  const inTurn = useInTurn();
  const title = text(schema, "title") ?? name;
  const description = text(schema, "description");
  return (
    <div data-slot="data-field" data-state={value === undefined ? "unset" : "set"}>
      <dt data-slot="data-field-name">
        {title}
        {title !== name && <code data-slot="data-field-key">{name}</code>}
      </dt>
      <dd data-slot="data-field-value">
        {value === undefined ? (
          <span data-slot="data-field-unset">not set</span>
        ) : typeof value === "object" && value !== null ? (
          inTurn ? <ValueSummary value={value} schema={schema} label={title} /> : <JsonTree value={value} aria-label={title} toolbar={false} />
        ) : (
          <span data-type={value === null ? "null" : typeof value}>{typeof value === "string" ? value : JSON.stringify(value)}</span>
        )}
        {description && <span data-slot="data-field-description">{description}</span>}
      </dd>
    </div>
  );
}

// What a Data or Input message is called in words: "Input", "User", "User 1".
function humanLabel(message: DataMessage): string {
  if (message.type === "input") return "Input";
  const kind = typeof message.kind === "string" && message.kind.trim() !== "" ? humanize(message.kind) : message.type === "state" ? "State" : "Data";
  const instance = message._instance;
  return instance === undefined || instance === null || instance === "" ? kind : `${kind} ${String(instance)}`;
}

function DataView({ message }: { message: DataMessage }) {
  const [llm, setLlm] = useState(false);
  const data = message.type === "input" ? message.input : message.data;
  const schema = asRecord(message.schema);
  const properties = asRecord(schema.properties);
  const record = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  const keys = record ? [...new Set([...Object.keys(properties), ...Object.keys(record)])] : [];
  const label = dataLabel(message);
  return (
    <div data-slot="data-part" data-kind={message.type} data-state={llm ? "llm-text" : "fields"} role="group" aria-label={`Data ${label}`}>
      <div data-slot="data-header">
        {/* "¶user[1]" is the label in the model's text (seeds 001, 002); people read "User 1". */}
        <span data-slot="data-label" title={label}>
          {humanLabel(message)}
        </span>
        <button type="button" aria-pressed={llm} onClick={() => setLlm((v) => !v)}>
          LLM text
        </button>
      </div>
      {typeof message.description === "string" && <p data-slot="data-description">{message.description}</p>}
      {llm ? (
        <>
          <p data-slot="data-llm-note">Exactly what the model reads (a ¶ starts the name of a data block).</p>
          <RawText text={dataToLlmText([message])} label={`What the model sees for ${label}`} />
        </>
      ) : record ? (
        <dl data-slot="data-fields">
          {keys.map((key) => (
            <Field key={key} name={key} value={record[key]} schema={asRecord(properties[key])} />
          ))}
        </dl>
      ) : (
        <JsonTree value={data ?? null} aria-label={`Data ${label}`} toolbar={false} />
      )}
    </div>
  );
}

/**
 * Data (seed 001) and Input (seed 002) messages: each field labelled with its schema `title` and
 * `description` (schema fields not set yet are listed as such), with a toggle to the exact text
 * the model sees (`dataToLlmText`).
 *
 * @selector [data-slot="data-part"][data-kind="data" | "input"][data-state="fields" | "llm-text"]
 * @example
 * <DataPart part={{ contentType: "application/vnd.partkit.data+json", content: '{"kind":"user","data":{"name":"Ada"}}' }} />
 */
export function DataPart({ part }: PartRendererProps) {
  const input = mimeEssence(part?.contentType) === inputType;
  return (
    <JsonContent part={part} slot="data-part" read={input ? readInput : readData}>
      {(message) => <DataView message={message} />}
    </JsonContent>
  );
}

