"use client";
import { useId, useMemo, useState } from "react";
import type { MessageBody, MessageBodySchema, SchemaPart } from "../model/types";
import { validateBody } from "../model/validate-body";

/**
 * Props of {@link SchemaNotice}.
 *
 * @example
 * const props: SchemaNoticeProps = { body, schema, partial: true };
 */
export interface SchemaNoticeProps {
  readonly body: MessageBody;
  readonly schema: MessageBodySchema;
  /** The body is still streaming: missing required parts are "pending", not errors. */
  readonly partial?: boolean;
}

const describe = (entry: SchemaPart) => `${entry.name ?? "an unnamed part"} (${entry.contentType})`;

/**
 * A compact notice of how a body fails its schema (from `validateBody`); renders nothing when it
 * conforms. The parts themselves still render: the notice only informs.
 *
 * @selector [data-slot="schema-notice"][data-state="invalid" | "pending"]
 * @example
 * <SchemaNotice body={message} schema={{ parts: [{ contentType: "text/markdown", required: true }] }} />
 */
export function SchemaNotice({ body, schema, partial = false }: SchemaNoticeProps) {
  const result = useMemo(() => validateBody(body, schema, { partial }), [body, schema, partial]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (result.valid && result.pending.length === 0) return null;
  if (result.valid) {
    return (
      <p data-slot="schema-notice" data-state="pending" role="status">
        Waiting for {result.pending.map(describe).join(", ")}
      </p>
    );
  }
  const count = result.issues.length;
  return (
    <div data-slot="schema-notice" data-state="invalid" role="status">
      <span data-slot="schema-notice-summary">
        This message does not match its schema: {count} {count === 1 ? "problem" : "problems"}.
      </span>{" "}
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {open ? "Hide details" : "Show details"}
      </button>
      <ul id={listId} hidden={!open} data-slot="schema-notice-issues">
        {result.issues.map((issue, i) => (
          <li key={i} data-code={issue.code}>
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
