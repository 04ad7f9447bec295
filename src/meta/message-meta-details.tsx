"use client";
import type { MessageMetaInfo } from "./read-meta";

// In the order of detailValues.
const labels = ["Message id", "Created", "Run id", "Tool call id", "Provider", "Wire format", "Total tokens", "Original request", "Requested", "Request id", "Trace id", "Span id"];

/**
 * What `<MessageMetaDetails>` shows inside its container, loaded when it first opens. `values` are
 * `detailValues(info)`, passed in so this module shares no code with the first screen's.
 *
 * @example
 * <div hidden={!open}>{open && <MetaDetailsContent info={info} values={detailValues(info)} />}</div>
 */
export function MetaDetailsContent({ info, values }: { readonly info: MessageMetaInfo; readonly values: readonly (string | undefined)[] }) {
  const fields = labels.flatMap((label, i) => (values[i] === undefined || values[i] === "" ? [] : [[label, values[i]] as const]));
  const headers = Object.entries(info.headers);
  return (
    <>
      {fields.length > 0 && (
        <dl data-slot="message-meta-fields">
          {fields.map(([label, value]) => (
            <div key={label} data-slot="message-meta-field">
              <dt>{label}</dt>
              <dd>{label === "Created" || label === "Requested" ? <time dateTime={value}>{value}</time> : value}</dd>
            </div>
          ))}
        </dl>
      )}
      {headers.length > 0 && (
        <>
          <p data-slot="message-meta-heading">HTTP headers</p>
          <dl data-slot="message-meta-headers">
            {headers.map(([name, value]) => (
              <div key={name} data-slot="message-meta-field">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {info.llmText !== undefined && (
        <>
          <p data-slot="message-meta-heading">Text for the model</p>
          <pre data-slot="message-meta-llm-text" tabIndex={0}>
            {info.llmText}
          </pre>
        </>
      )}
      {info.rest !== undefined && (
        <>
          <p data-slot="message-meta-heading">Other metadata</p>
          {/* Focusable so keyboard users can scroll a wide or long block. */}
          <pre data-slot="message-meta-json" tabIndex={0}>
            {JSON.stringify(info.rest, null, 2)}
          </pre>
        </>
      )}
      {info.hiddenCount > 0 && (
        <p data-slot="message-meta-hidden">
          {info.hiddenCount === 1 ? "1 credential field is hidden." : `${info.hiddenCount} credential fields are hidden.`}
        </p>
      )}
    </>
  );
}
