import type { Message, Part } from "../../model";
import { collectToolLinks, toolPartRef } from "../../model/vocabulary/tool-links";
import { isRecord } from "../shared/guards";
import { partNames } from "../shared/part-names";
import { resultMessageCallId, resultMessageParts } from "./result-message";

const isPart = (value: unknown): value is Part => isRecord(value) && typeof value.contentType === "string";

function* located(messages: readonly Message[]): Generator<readonly [Part, readonly [number, number]]> {
  for (let m = 0; m < messages.length; m++) {
    const parts: unknown = isRecord(messages[m]) ? messages[m]!.parts : undefined;
    if (!Array.isArray(parts)) continue;
    for (let p = 0; p < parts.length; p++) if (isPart(parts[p])) yield [parts[p] as Part, [m, p]];
  }
}

/** The message of the nearest folder this name is inside, if any. */
function folderOf(name: string, folders: ReadonlyMap<string, number>): number | undefined {
  for (let slash = name.lastIndexOf("/"); slash > 0; slash = name.lastIndexOf("/", slash - 1)) {
    const at = folders.get(name.slice(0, slash));
    if (at !== undefined) return at;
  }
  return undefined;
}

/**
 * Moves each tool result into the message that made its call, for a transcript that reads as a
 * conversation: Anthropic sends results in the next user turn and OpenAI in `tool` messages, so
 * without this a reader sees the call in one bubble and its answer in another. A moved result, and
 * the parts named under it or under the call (a result's image at `/tool-calls/c1/result/1`), are
 * appended to the call's message (`<MessageView>` shows them under the call); a message left with
 * no parts is dropped. A message that carried results and otherwise only named parts (documents
 * sent beside the results, as Anthropic's cited documents) sends those along too, so no bubble of
 * leftovers stays behind; one with unnamed parts (the user's own words) keeps them. A whole message
 * answering a call (`metadata.callId` and no tool-result part: `fromMcpToolResult(result, { callId })`)
 * moves as that call's result part, its unnamed text as the output and its other parts (structured
 * content, images) named under the result. A result stays where it is when its call is not in an earlier message or when
 * its name is already taken in the call's message. Messages with nothing moved in or out are the
 * same objects; inputs are never mutated. Never throws.
 *
 * @example
 * const transcript = attachToolResults(fromAnthropic(history));
 * transcript.map((message) => <MessageView key={message.id} message={message} />);
 */
export function attachToolResults(messages: readonly Message[]): Message[] {
  try {
    const list = Array.isArray(messages) ? (Array.from(messages) as Message[]) : [];
    const moves = new Map<number, Part[]>();
    const removed = new Map<number, Set<number>>();
    const taken = new Map<number, Set<string>>();
    const namesOf = (m: number) => {
      let names = taken.get(m);
      if (!names) {
        names = new Set(list[m]!.parts.flatMap((part) => (isPart(part) && typeof part.name === "string" ? [part.name] : [])));
        taken.set(m, names);
      }
      return names;
    };
    // The call message each message's results went to (the last one, when several).
    const resultsTo = new Map<number, number>();
    const move = (m: number, p: number, to: number) => {
      const part = list[m]!.parts[p]!;
      if (typeof part.name === "string") {
        if (namesOf(to).has(part.name)) return false;
        namesOf(to).add(part.name);
      }
      let added = moves.get(to);
      if (!added) moves.set(to, (added = []));
      added.push(part);
      removed.set(m, (removed.get(m) ?? new Set()).add(p));
      return true;
    };
    // Folders whose parts travel with a moved result: the call's name and each moved result's.
    const folders = new Map<string, number>();
    const links = collectToolLinks(located(list));
    for (const link of links.values()) {
      if (link.call === undefined) continue;
      const [callMessage, callPart] = link.call;
      const callName = list[callMessage]!.parts[callPart]!.name;
      if (typeof callName === "string") folders.set(callName, callMessage);
      for (const [m, p] of link.results) {
        const part = list[m]!.parts[p]!;
        if (m <= callMessage || toolPartRef(part)?.kind !== "result") continue;
        if (!move(m, p, callMessage)) continue;
        resultsTo.set(m, callMessage);
        if (typeof part.name === "string") folders.set(part.name, callMessage);
      }
    }
    // A whole message answering a call (an MCP tool result message with `metadata.callId`) becomes
    // that call's result part, its parts carried under it, so it reads under the call's card too.
    for (let m = 0; m < list.length; m++) {
      const callId = resultMessageCallId(list[m]!);
      const call = callId === undefined ? undefined : links.get(callId)?.call;
      if (callId === undefined || call === undefined || call[0] >= m || removed.has(m)) continue;
      const callName = list[call[0]]!.parts[call[1]]!.name;
      const parts = resultMessageParts(list[m]!, callId, `${typeof callName === "string" ? callName : partNames.toolCall(callId)}/result`);
      if (parts.some((part) => namesOf(call[0]).has(part.name!))) continue;
      for (const part of parts) namesOf(call[0]).add(part.name!);
      let added = moves.get(call[0]);
      if (!added) moves.set(call[0], (added = []));
      added.push(...parts);
      removed.set(m, new Set(list[m]!.parts.keys()));
    }
    for (const [part, [m, p]] of located(list)) {
      if (typeof part.name !== "string" || removed.get(m)?.has(p)) continue;
      const to = folderOf(part.name, folders);
      if (to !== undefined && to < m) move(m, p, to);
    }
    // A turn that only carried results and named parts sent with them (Anthropic's cited
    // documents beside its tool_result blocks) would stay behind as a bubble of leftovers: they go
    // with the results. A turn with words of its own (an unnamed part) keeps what is left.
    for (const [m, to] of resultsTo) {
      const left = list[m]!.parts.flatMap((part, p) => (removed.get(m)?.has(p) ? [] : [[part, p] as const]));
      if (left.length === 0 || !left.every(([part]) => isPart(part) && typeof part.name === "string")) continue;
      for (const [, p] of left) move(m, p, to);
    }
    if (moves.size === 0) return list;
    const out: Message[] = [];
    list.forEach((message, m) => {
      const gone = removed.get(m);
      const added = moves.get(m);
      if (!gone && !added) return void out.push(message);
      const parts = [...message.parts.filter((_, p) => !gone?.has(p)), ...(added ?? [])];
      if (parts.length > 0) out.push({ ...message, parts });
    });
    return out;
  } catch {
    return Array.isArray(messages) ? [...messages] : [];
  }
}
