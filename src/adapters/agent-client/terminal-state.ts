import type { Message } from "../../model";
import { bytesToBase64 } from "../shared/base64";
import { decodeBase64 } from "../../model/base64";
import { isRecord } from "../shared/guards";

/** Message metadata key of the agent-owned terminals the session reported (ACP v2). */
export const TERMINALS_KEY = "terminals";

/**
 * An agent-owned terminal as its `terminal_update` and `terminal_output_chunk` updates left it:
 * the command, its directory, its output so far as text (the bytes of a character still being
 * written kept apart, as base64) and, once it exited, how.
 *
 * @example
 * const t: TerminalState = { command: "npm test", text: "12 passed\n", exitStatus: { exitCode: 0 } };
 */
export interface TerminalState {
  readonly command?: string;
  readonly cwd?: string;
  readonly text: string;
  readonly pending?: string;
  readonly exitStatus?: { readonly exitCode?: number; readonly signal?: string };
  /** Earlier output was dropped to stay within the size cap. */
  readonly truncated?: true;
}

// A terminal streaming a build log for an hour must not grow the message without bound: the
// newest output is what a reader needs.
const maxChars = 64_000;

/**
 * The terminals recorded in a message's metadata.
 *
 * @example
 * terminalsOf(message)["term-1"]?.exitStatus?.exitCode; // 0
 */
export function terminalsOf(message: Message | undefined): Readonly<Record<string, TerminalState>> {
  const stored = message?.metadata?.[TERMINALS_KEY];
  return isRecord(stored) ? (stored as unknown as Record<string, TerminalState>) : {};
}

/** Where the bytes' last character is still incomplete (its lead byte's index), else their length. */
function completeLength(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    const byte = bytes[i]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return i + length > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

/**
 * The terminal with more output bytes (base64): the complete characters join its text (the
 * oldest dropped past the cap), an unfinished one waits in `pending` for the next chunk.
 * Undefined when `data` is not base64.
 *
 * @example
 * appendOutput({ text: "" }, "b2sgMQo=").text; // "ok 1\n"
 */
export function appendOutput(terminal: TerminalState, data: string): TerminalState | undefined {
  const fresh = decodeBase64(data);
  if (!fresh) return undefined;
  const held = terminal.pending ? (decodeBase64(terminal.pending) ?? new Uint8Array()) : new Uint8Array();
  const bytes = new Uint8Array(held.length + fresh.length);
  bytes.set(held);
  bytes.set(fresh, held.length);
  const cut = completeLength(bytes);
  const text = terminal.text + new TextDecoder().decode(bytes.subarray(0, cut));
  const { pending: _pending, truncated: _truncated, ...rest } = terminal;
  const over = text.length > maxChars;
  return {
    ...rest,
    text: over ? text.slice(-maxChars) : text,
    ...(cut < bytes.length ? { pending: bytesToBase64(bytes.subarray(cut)) } : {}),
    ...(over || terminal.truncated ? { truncated: true as const } : {}),
  };
}

// Colours, cursor moves and window titles: a terminal draws them, a transcript shows the text.
const controlSequences = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;

/**
 * What a reader sees of the terminal's output: escape sequences removed, and a line a progress
 * bar rewrote with carriage returns shown as it last was.
 *
 * @example
 * terminalText({ text: "\u001b[32mok\u001b[0m\n10%\r100%\n" }); // "ok\n100%\n"
 */
export function terminalText(terminal: Pick<TerminalState, "text" | "truncated">): string {
  const text = terminal.text.replace(controlSequences, "").replace(/\r\n/g, "\n").replace(/[^\n]*\r(?!\n)/g, "");
  return terminal.truncated ? `…\n${text}` : text;
}
