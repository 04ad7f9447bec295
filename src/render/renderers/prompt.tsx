"use client";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { JsonTree } from "../json/json-tree";
import { LinkifiedText } from "../linkified-text";
import { mimeEssence } from "../mime";
import type { PromptRequestContent, PromptResultContent } from "../../model/vocabulary/payloads";
import { readPromptRequest, readPromptResult } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const resultType = CT.promptResult;
const readRequest = payloadOf(readPromptRequest, "a prompt request");
const readResult = payloadOf(readPromptResult, "a prompt result");

function PromptRequestView({ request }: { request: PromptRequestContent }) {
  const name = request.name ?? "unnamed prompt";
  const server = request.serverId;
  return (
    <div data-slot="prompt-part" data-kind="request" data-state="ready" role="group" aria-label={`Prompt request ${name}`}>
      <div data-slot="prompt-header">
        Prompt <code data-slot="prompt-name">{name}</code>
        {server && <span data-slot="prompt-server">from {server}</span>}
      </div>
      {request.arguments !== undefined && <JsonTree value={request.arguments} aria-label={`Arguments of prompt ${name}`} toolbar={false} />}
    </div>
  );
}

function PromptResultView({ result }: { result: PromptResultContent }) {
  const name = result.name ?? "prompt";
  const isError = result.isError === true;
  const { errorMessage: error, content: text, messages = [] } = result;
  return (
    <div data-slot="prompt-part" data-kind="result" data-state={isError ? "error" : "ready"} role="group" aria-label={`Prompt result ${name}`}>
      <div data-slot="prompt-header">
        {isError ? "Prompt failed: " : "Prompt rendered: "}
        <code data-slot="prompt-name">{name}</code>
      </div>
      {error && <p data-slot="prompt-error">{error}</p>}
      {text && (
        <p data-slot="prompt-text">
          <LinkifiedText text={text} />
        </p>
      )}
      {messages.length > 0 && (
        <ol data-slot="prompt-messages">
          {messages.map((message, i) => {
            const role = message.role ?? "message";
            const content = message.content;
            return (
              <li key={i} data-slot="prompt-message" data-role={role}>
                <span data-slot="prompt-message-role">{role}</span>{" "}
                {typeof content === "string" ? <LinkifiedText text={content} /> : <JsonTree value={content ?? null} aria-label={`${role} message ${i + 1}`} toolbar={false} />}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/**
 * Prompt requests and results (CMF/MCP prompts): template name, arguments, rendered messages and
 * errors. Accepts camelCase and snake_case field names.
 *
 * @selector [data-slot="prompt-part"][data-kind="request" | "result"][data-state="ready" | "error"]
 * @example
 * <PromptPart part={{ contentType: "application/vnd.partkit.prompt-request+json", content: '{"name":"summarize","arguments":{"style":"short"}}' }} />
 */
export function PromptPart({ part }: PartRendererProps) {
  const result = mimeEssence(part?.contentType) === resultType;
  return (
    result ? (
      <JsonContent part={part} slot="prompt-part" read={readResult}>
        {(payload) => <PromptResultView result={payload} />}
      </JsonContent>
    ) : (
      <JsonContent part={part} slot="prompt-part" read={readRequest}>
        {(payload) => <PromptRequestView request={payload} />}
      </JsonContent>
    )
  );
}

