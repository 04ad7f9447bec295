"use client";
import type { ComponentProps } from "react";
import type { MessageMetaInfo } from "./read-meta";

/**
 * Props of {@link MessageMetaDetails}: the information and whether it shows, plus those of its
 * `<div>` (`hidden` follows `open`).
 *
 * @example
 * const props: MessageMetaDetailsProps = { id: "details-1", info: readMessageMeta(message), open: true };
 */
export interface MessageMetaDetailsProps extends Omit<ComponentProps<"div">, "children" | "hidden"> {
  readonly info: MessageMetaInfo;
  readonly open: boolean;
}

function detailFields(info: MessageMetaInfo): [string, string][] {
  const fields: [string, string | undefined][] = [
    ["Message id", info.id],
    ["Created", info.createdAt],
    ["Run id", info.run.runId],
    ["Tool call id", info.run.callId],
    ["Provider", info.completion.provider],
    ["Wire format", info.completion.rawFormat],
    ["Total tokens", info.completion.totalTokens?.toString()],
    ["Original request", info.lineage.input],
    ["Requested", info.request.timestamp],
    ["Request id", info.request.requestId],
    ["Trace id", info.request.traceId],
    ["Span id", info.request.spanId],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== undefined && field[1] !== "");
}

/**
 * Whether {@link MessageMetaDetails} has anything to show for this information.
 *
 * @example
 * hasDetails(readMessageMeta({ parts: [] })); // false
 */
export function hasDetails(info: MessageMetaInfo): boolean {
  return detailFields(info).length > 0 || Object.keys(info.headers).length > 0 || info.llmText !== undefined || info.rest !== undefined || info.hiddenCount > 0;
}

/**
 * The less-used message information, shown by `<MessageMeta>`'s "Details" button: full ids and
 * timestamps, request and tracing ids, HTTP headers (credentials left out), the text an LLM sees
 * (Data/Input messages) and any unrecognised metadata as pretty-printed JSON, with a note of how
 * many credential fields were withheld.
 * Renders its container always (hidden when closed) so `aria-controls` has a target.
 *
 * @selector [data-slot="message-meta-details"][data-state="open" | "closed"]
 * @example
 * <MessageMetaDetails id={detailsId} info={readMessageMeta(message)} open={open} />
 */
export function MessageMetaDetails({ info, open, ...props }: MessageMetaDetailsProps) {
  const fields = detailFields(info);
  const headers = Object.entries(info.headers);
  return (
    <div {...props} data-slot="message-meta-details" data-state={open ? "open" : "closed"} hidden={!open}>
      {open && (
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
      )}
    </div>
  );
}
