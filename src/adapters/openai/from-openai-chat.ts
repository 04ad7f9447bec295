import type { Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { asString, asText, describe, isRecord, type JsonObject } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { dispatchInput } from "../shared/dispatch";
import { failureMessage, isoFromEpoch, makeMessage } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import type { Meta } from "../shared/parts";
import { addAnnotations, addFile, addImage, addInputAudio, PROVIDER } from "./content";
import type { OpenAIChatCompletionLike, OpenAIChatMessageLike } from "./types";

function addContentPart(b: BodyBuilder, raw: unknown, index: number): void {
  if (!isRecord(raw)) {
    b.providerItem(raw, { error: `content part ${index} is ${describe(raw)}, not an object` });
    return;
  }
  switch (raw.type) {
    case "text":
      if (typeof raw.text === "string") b.text(raw.text);
      else b.providerItem(raw, { error: "text part has no text string", itemType: "text" });
      return;
    case "refusal":
      if (typeof raw.refusal === "string") b.refusal(raw.refusal);
      else b.providerItem(raw, { error: "refusal part has no refusal string", itemType: "refusal" });
      return;
    case "image_url": {
      const image = isRecord(raw.image_url) ? raw.image_url : {};
      addImage(b, raw, image.url, undefined, image.detail);
      return;
    }
    case "input_audio":
      addInputAudio(b, raw, raw.input_audio);
      return;
    case "file":
      if (isRecord(raw.file)) addFile(b, raw, raw.file);
      else b.providerItem(raw, { error: "file part has no file object", itemType: "file" });
      return;
    default:
      b.providerItem(raw, { error: `unknown content part type ${stringifyJson(raw.type)}`, itemType: asString(raw.type) });
  }
}

function textOf(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  const texts = Array.from(content as unknown[]).flatMap((p) => (isRecord(p) && typeof p.text === "string" ? [p.text] : []));
  return texts.length > 0 ? texts.join("") : undefined;
}

function addContent(b: BodyBuilder, message: JsonObject): void {
  const { content } = message;
  if (content === undefined || content === null) return;
  if (typeof content === "string") {
    if (content === "") return;
    const part = b.text(content);
    const { sources, references } = addAnnotations(b, message.annotations, content);
    if (sources.length > 0) b.annotate(part, { sources, references });
    return;
  }
  if (Array.isArray(content)) Array.from(content as unknown[], (part, i) => addContentPart(b, part, i));
  else b.providerItem(content, { error: `content is ${describe(content)}, not a string or an array` });
}

function addToolCalls(b: BodyBuilder, calls: unknown): void {
  if (calls === undefined || calls === null) return;
  if (!Array.isArray(calls)) {
    b.providerItem(calls, { error: `tool_calls is ${describe(calls)}, not an array` });
    return;
  }
  Array.from(calls as unknown[], (call, i) => {
    if (!isRecord(call)) {
      b.providerItem(call, { error: `tool call ${i} is ${describe(call)}, not an object` });
      return;
    }
    const id = asText(call.id) ?? `call-${i + 1}`;
    const meta: Meta = { syntheticId: call.id === undefined || call.id === "" ? true : undefined, toolType: asString(call.type) };
    if (isRecord(call.function) && typeof call.function.name === "string")
      b.toolCall({ id, name: call.function.name, rawArguments: call.function.arguments }, meta);
    else if (isRecord(call.custom) && typeof call.custom.name === "string")
      b.toolCall({ id, name: call.custom.name, textArguments: asString(call.custom.input) ?? "" }, meta);
    else b.providerItem(call, { error: "tool call has neither a function nor a custom tool with a name", itemType: asString(call.type) });
  });
}

function addAudio(b: BodyBuilder, audio: unknown): void {
  if (audio === undefined || audio === null) return;
  if (!isRecord(audio)) {
    b.providerItem(audio, { error: `audio is ${describe(audio)}, not an object` });
    return;
  }
  const metadata = { audioId: audio.id, expiresAt: isoFromEpoch(audio.expires_at), transcript: audio.transcript };
  if (audio.data === undefined) b.binary({ raw: audio, fallbackType: "audio/*", placement: "inline", metadata });
  else b.binary({ raw: audio, base64: audio.data, fallbackType: "audio/wav", placement: "inline", metadata });
}

function convertMessage(raw: unknown, options: AdapterOptions | undefined, envelope: Meta & { id?: string; createdAt?: string } = {}): Message {
  if (!isRecord(raw)) return failureMessage(PROVIDER, raw, `expected a chat message object, got ${describe(raw)}`);
  const sourceRole = asString(raw.role);
  const role = sourceRole === "function" ? "tool" : sourceRole;
  const b = new BodyBuilder(PROVIDER, role, options);
  let error: string | undefined;
  if (sourceRole === "tool") {
    const callId = asText(raw.tool_call_id);
    if (callId === undefined) {
      error = "tool message has no tool_call_id";
      b.providerItem(raw, { error });
    } else b.toolResult({ callId, output: textOf(raw.content) ?? raw.content });
  } else if (sourceRole === "function") {
    const name = asText(raw.name) ?? "function";
    b.toolResult({ callId: name, name, output: raw.content }, { legacyFunction: true });
  } else {
    addContent(b, raw);
    if (typeof raw.refusal === "string" && raw.refusal !== "") b.refusal(raw.refusal);
    addAudio(b, raw.audio);
    addToolCalls(b, raw.tool_calls);
    if (isRecord(raw.function_call) && typeof raw.function_call.name === "string")
      b.toolCall({ id: raw.function_call.name, name: raw.function_call.name, rawArguments: raw.function_call.arguments }, { legacyFunctionCall: true });
    if (role === undefined) {
      error = "message has no role";
      if (b.parts.length === 0) b.providerItem(raw, { error });
    }
  }
  const { id, createdAt, ...extra } = envelope;
  return makeMessage({
    id,
    role,
    createdAt,
    metadata: { ...extra, name: sourceRole === "function" ? undefined : raw.name, error },
    parts: b.parts,
  });
}

function convertCompletion(completion: JsonObject, options: AdapterOptions | undefined): Message[] {
  const choices = Array.from(completion.choices as unknown[]);
  return choices.map((choice, i) => {
    if (!isRecord(choice)) return failureMessage(PROVIDER, choice, `choice ${i} is ${describe(choice)}, not an object`);
    const id = asText(completion.id);
    const index = typeof choice.index === "number" ? choice.index : i;
    return convertMessage(choice.message, options, {
      id: id === undefined ? undefined : choices.length > 1 ? `${id}/${index}` : id,
      createdAt: isoFromEpoch(completion.created),
      model: completion.model,
      choiceIndex: choices.length > 1 ? index : undefined,
      finishReason: choice.finish_reason,
      logprobs: choice.logprobs ?? undefined,
      usage: completion.usage,
      systemFingerprint: completion.system_fingerprint ?? undefined,
      serviceTier: completion.service_tier ?? undefined,
    });
  });
}

/**
 * Converts OpenAI Chat Completions messages into partkit messages: a list of
 * `ChatCompletionMessageParam`s or a `ChatCompletion` (one message per choice) gives a list, one
 * message gives one message.
 *
 * Assistant text is `text/markdown`, other text `text/plain`; `refusal` → `text/vnd.partkit.refusal`;
 * `tool_calls` → `/tool-calls/<id>` (arguments that are not valid JSON are kept verbatim in
 * `argumentsText`, custom tools' free-text input too); `tool` messages → `/tool-calls/<id>/result`
 * (link them to their calls with `joinToolResults`); `url_citation` annotations → `/sources/<n>`
 * linked from the text part's `metadata.sources`; image/file/audio inputs and audio output become
 * media parts (`data:` URLs inlined). Never throws.
 *
 * @example
 * fromOpenAIChat([{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello **there**" }]);
 * // [{ role: "user", parts: [{ contentType: "text/plain", content: "Hi" }] },
 * //  { role: "assistant", parts: [{ contentType: "text/markdown", content: "Hello **there**" }] }]
 */
export function fromOpenAIChat(input: readonly OpenAIChatMessageLike[] | OpenAIChatCompletionLike, options?: AdapterOptions): Message[];
export function fromOpenAIChat(input: OpenAIChatMessageLike, options?: AdapterOptions): Message;
export function fromOpenAIChat(
  input: OpenAIChatMessageLike | readonly OpenAIChatMessageLike[] | OpenAIChatCompletionLike,
  options?: AdapterOptions,
): Message | Message[];
export function fromOpenAIChat(input: unknown, options?: AdapterOptions): Message | Message[] {
  return dispatchInput(PROVIDER, input, {
    one: (m) => convertMessage(m, options),
    container: { is: (completion) => Array.isArray(completion.choices), convert: (completion) => convertCompletion(completion, options) },
  });
}
