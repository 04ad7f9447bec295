import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { convertEach, dispatchInput } from "../shared/dispatch";
import { asText, describe, isRecord } from "../shared/guards";
import { failureMessage, makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { addAgUiMessage, PROVIDER } from "./content";
import type { AgUiListInput, AgUiMessageLike } from "./types";

function convertMessage(raw: unknown, options: AdapterOptions | undefined, callNames?: Map<string, string>): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected an AG-UI message, got ${describe(raw)}`);
  const role = asText(raw.role);
  const b = new BodyBuilder(PROVIDER, role, options);
  addAgUiMessage(b, raw, callNames);
  return makeMessage({
    id: asText(raw.id),
    role,
    metadata: {
      name: asText(raw.name),
      activityType: role === "activity" ? asText(raw.activityType) : undefined,
      subagentRunId: asText(raw.subagentRunId),
      encryptedValue: role === "reasoning" ? undefined : asText(raw.encryptedValue),
      providerMetadata: raw.metadata,
    },
    parts: b.parts,
  });
}

/**
 * Converts AG-UI messages (`agent.messages` of `@ag-ui/client`, a `RunAgentInput` or a
 * `MESSAGES_SNAPSHOT` event) into partkit messages, one per AG-UI message with its id and role:
 *
 * - `user`, `system`, `developer` text, and a user's image/audio/video/document parts (inline
 *   data, URLs, or `/files/<n>` for file references);
 * - `assistant` text (markdown) and `toolCalls` as `/tool-calls/<id>` (arguments parsed; text
 *   that is not JSON kept in `argumentsText`);
 * - `tool` messages as `/tool-calls/<toolCallId>/result` (`error` → `isError`), linked to their
 *   call by name, so `attachToolResults` moves them under it;
 * - `reasoning` as a reasoning part (an `encryptedValue` kept opaque in `metadata`);
 * - `activity` as a JSON part `/data/<activityType>/<id>`.
 *
 * Every part carries `metadata.messageId` and `metadata.messageRole`, as the parts
 * `reduceAgUiStream` builds do. Never throws: unreadable input becomes a provider item.
 *
 * @example
 * const transcript = attachToolResults(fromAgUi(agent.messages));
 * transcript.map((message) => <MessageView key={message.id} message={message} />);
 */
export function fromAgUi(input: AgUiListInput, options?: AdapterOptions): Message[];
export function fromAgUi(input: AgUiMessageLike, options?: AdapterOptions): Message;
export function fromAgUi(input: AgUiListInput | AgUiMessageLike, options?: AdapterOptions): Message | Message[];
export function fromAgUi(input: unknown, options?: AdapterOptions): Message | Message[] {
  const list = (items: readonly unknown[]): Message[] => {
    const callNames = new Map<string, string>();
    return convertEach(PROVIDER, items, (m) => convertMessage(m, options, callNames));
  };
  return dispatchInput(PROVIDER, input, {
    one: (m) => convertMessage(m, options),
    list,
    container: { is: (value) => Array.isArray(value.messages), convert: (value) => list(Array.from(value.messages as unknown[])) },
  });
}
