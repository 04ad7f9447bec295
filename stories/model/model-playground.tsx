import { useId, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import {
  checkCompatibility,
  partTree,
  validateBody,
  type MessageBody,
  type MessageBodySchema,
  type PartTreeNode,
  type ValidationResult,
} from "../../src/model/index";

/**
 * Props of {@link ModelPlayground}: the values the three editors start with.
 *
 * @example
 * const props: ModelPlaygroundProps = { body: { parts: [] }, producer: { parts: [] }, consumer: { parts: [] } };
 */
export interface ModelPlaygroundProps {
  readonly body: unknown;
  readonly producer: unknown;
  readonly consumer: unknown;
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

function parse(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const box: CSSProperties = {
  border: "1px solid var(--pk-border)",
  borderRadius: "var(--pk-radius)",
  background: "var(--pk-bg)",
  color: "var(--pk-fg)",
  padding: "0.75rem",
  minWidth: 0,
};
const mono: CSSProperties = { fontFamily: "var(--pk-mono)", fontSize: "0.85rem" };
const status = (good: boolean): CSSProperties => ({
  display: "inline-block",
  fontWeight: 600,
  color: good ? "var(--pk-success)" : "var(--pk-danger)",
});

function JsonEditor(props: { label: string; value: string; onChange: (text: string) => void; parsed: Parsed }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={{ display: "grid", gap: "0.25rem", minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {props.label}
      </label>
      <textarea
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        spellCheck={false}
        rows={12}
        aria-invalid={!props.parsed.ok}
        aria-describedby={props.parsed.ok ? undefined : errorId}
        style={{
          ...box,
          ...mono,
          resize: "vertical",
          borderColor: props.parsed.ok ? "var(--pk-border)" : "var(--pk-danger)",
          outlineColor: "var(--pk-focus)",
        }}
      />
      {!props.parsed.ok && (
        <p id={errorId} role="alert" style={{ margin: 0, padding: "0.25rem 0.5rem", borderRadius: "var(--pk-radius)", background: "var(--pk-danger-bg)", color: "var(--pk-danger)" }}>
          This JSON does not parse: {props.parsed.error}
        </p>
      )}
    </div>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ ...box, display: "grid", gap: "0.5rem", alignContent: "start" }}>
      <h3 id={id} style={{ margin: 0, fontSize: "1rem" }}>
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

function Validation(props: { result: ValidationResult }) {
  const { valid, pending, issues } = props.result;
  return (
    <>
      <output style={status(valid)}>{valid ? "Valid" : `Invalid (${issues.length} ${issues.length === 1 ? "issue" : "issues"})`}</output>
      {pending.length > 0 && (
        <div>
          Pending required parts:
          <ul aria-label="Pending required parts" style={{ margin: "0.25rem 0 0", ...mono }}>
            {pending.map((part, i) => (
              <li key={i}>
                {part.name ?? "(unnamed)"} {part.contentType}
              </li>
            ))}
          </ul>
        </div>
      )}
      {issues.length > 0 && (
        <ul aria-label="Issues" style={{ margin: 0, paddingLeft: "1.25rem" }}>
          {issues.map((issue, i) => (
            <li key={i}>
              <code style={{ ...mono, color: "var(--pk-danger)" }}>{issue.code}</code> {issue.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TreeNodes(props: { nodes: readonly PartTreeNode[] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: "1.25rem", ...mono }}>
      {props.nodes.map((node) => (
        <li key={node.path}>
          {node.name}
          {node.children.length > 0 ? "/" : ""}
          {node.part && <span style={{ color: "var(--pk-muted)" }}> {node.part.contentType}</span>}
          {node.children.length > 0 && <TreeNodes nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A live page for the canonical model: edit a body and two schemas as JSON and see
 * `validateBody`, `partTree` and `checkCompatibility` update as you type. A demo, not library API.
 *
 * @example
 * <ModelPlayground body={{ parts: [] }} producer={{ parts: [] }} consumer={{ parts: [{ contentType: "*", required: true }] }} />
 */
export function ModelPlayground(props: ModelPlaygroundProps) {
  const [bodyText, setBodyText] = useState(() => JSON.stringify(props.body, null, 2));
  const [producerText, setProducerText] = useState(() => JSON.stringify(props.producer, null, 2));
  const [consumerText, setConsumerText] = useState(() => JSON.stringify(props.consumer, null, 2));
  const [partial, setPartial] = useState(false);
  const body = useMemo(() => parse(bodyText), [bodyText]);
  const producer = useMemo(() => parse(producerText), [producerText]);
  const consumer = useMemo(() => parse(consumerText), [consumerText]);
  const compatibility = useMemo(
    () => (producer.ok && consumer.ok ? checkCompatibility(producer.value as MessageBodySchema, consumer.value as MessageBodySchema) : undefined),
    [producer, consumer],
  );
  const options = { partial };
  const waiting = <p style={{ margin: 0, color: "var(--pk-muted)" }}>Fix the JSON above to see this.</p>;

  return (
    <div style={{ display: "grid", gap: "1rem", fontFamily: "var(--pk-font)", color: "var(--pk-fg)" }}>
      <div style={{ display: "grid", gap: "0.75rem", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" }}>
        <JsonEditor label="Message body (JSON)" value={bodyText} onChange={setBodyText} parsed={body} />
        <JsonEditor label="Producer schema (JSON)" value={producerText} onChange={setProducerText} parsed={producer} />
        <JsonEditor label="Consumer schema (JSON)" value={consumerText} onChange={setConsumerText} parsed={consumer} />
      </div>
      <label style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
        <input type="checkbox" checked={partial} onChange={(event) => setPartial(event.target.checked)} />
        The body is still streaming (<code style={mono}>{"{ partial: true }"}</code>)
      </label>
      <div style={{ display: "grid", gap: "0.75rem", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" }}>
        <Section title="Body against the producer schema">
          {body.ok && producer.ok ? <Validation result={validateBody(body.value as MessageBody, producer.value as MessageBodySchema, options)} /> : waiting}
        </Section>
        <Section title="Body against the consumer schema">
          {body.ok && consumer.ok ? <Validation result={validateBody(body.value as MessageBody, consumer.value as MessageBodySchema, options)} /> : waiting}
        </Section>
        <Section title="Part tree">
          {body.ok ? (
            (() => {
              const tree = partTree(body.value as MessageBody);
              return tree.children.length > 0 ? <TreeNodes nodes={tree.children} /> : <p style={{ margin: 0 }}>No named parts.</p>;
            })()
          ) : (
            waiting
          )}
        </Section>
        <Section title="Producer → consumer compatibility">
          {compatibility ? (
            <>
              <output style={status(compatibility.compatible)}>{compatibility.compatible ? "Compatible" : "Not compatible"}</output>
              {compatibility.reasons.length > 0 && (
                <ul aria-label="Reasons" style={{ margin: 0, paddingLeft: "1.25rem" }}>
                  {compatibility.reasons.map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              )}
              {compatibility.counterexample && (
                <div>
                  Counterexample (valid for the producer, rejected by the consumer):
                  <pre aria-label="Counterexample" style={{ ...mono, margin: "0.25rem 0 0", padding: "0.5rem", background: "var(--pk-subtle-bg)", borderRadius: "var(--pk-radius)", overflowX: "auto" }}>
                    {JSON.stringify(compatibility.counterexample, null, 2)}
                  </pre>
                </div>
              )}
            </>
          ) : (
            waiting
          )}
        </Section>
      </div>
    </div>
  );
}
