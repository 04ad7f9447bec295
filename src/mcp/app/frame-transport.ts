import { parseJSONRPCMessage, type JSONRPCMessage, type Transport } from "@modelcontextprotocol/client";
import { readSandboxNotice, type SandboxNotice } from "./sandbox-proxy";

/**
 * A `postMessage` transport between the host page and one app frame, for the ext-apps `AppBridge`.
 * It takes a message only when it comes from that frame's window and from an opaque origin (the
 * `srcdoc` sandbox gives the app the origin `"null"`); everything else is ignored. Messages that pass
 * those checks but are not JSON-RPC are dropped and counted in `dropped`. When the frame holds the
 * sandbox proxy (see `sandboxProxyDocument`), the proxy's notices go to `onNotice`, not the bridge.
 *
 * @example
 * const transport = new FrameTransport(iframe.contentWindow!, undefined, (notice) => console.warn(notice));
 * await bridge.connect(transport);
 * transport.dropped; // malformed messages so far
 */
export class FrameTransport implements Transport {
  /** Malformed messages from the frame, dropped. */
  dropped = 0;
  /** Messages from anything but the frame (another frame, the page itself), ignored. */
  ignored = 0;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #frame: Window;
  readonly #onDrop?: (count: number) => void;
  readonly #onNotice?: (notice: SandboxNotice) => void;
  #started = false;

  constructor(frame: Window, onDrop?: (count: number) => void, onNotice?: (notice: SandboxNotice) => void) {
    this.#frame = frame;
    this.#onDrop = onDrop;
    this.#onNotice = onNotice;
  }

  readonly #listener = (event: MessageEvent) => {
    if (event.source !== this.#frame || event.origin !== "null") {
      this.ignored++;
      return;
    }
    const notice = readSandboxNotice(event.data);
    if (notice) {
      this.#onNotice?.(notice);
      return;
    }
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(event.data);
    } catch {
      this.dropped++;
      this.#onDrop?.(this.dropped);
      return;
    }
    this.onmessage?.(message);
  };

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    window.addEventListener("message", this.#listener);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // An opaque-origin frame can only be addressed with "*"; the window itself is the check.
    this.#frame.postMessage(message, "*");
  }

  async close(): Promise<void> {
    window.removeEventListener("message", this.#listener);
    this.#started = false;
    this.onclose?.();
  }
}
