import { parseJSONRPCMessage, type JSONRPCMessage, type Transport } from "@modelcontextprotocol/client";

/**
 * A `postMessage` transport between the host page and one app frame, for the ext-apps `AppBridge`.
 * It takes a message only when it comes from that frame's window and from an opaque origin (the
 * `srcdoc` sandbox gives the app the origin `"null"`); everything else is ignored. Messages that pass
 * those checks but are not JSON-RPC are dropped and counted in `dropped`.
 *
 * @example
 * const transport = new FrameTransport(iframe.contentWindow!);
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
  #started = false;

  constructor(frame: Window, onDrop?: (count: number) => void) {
    this.#frame = frame;
    this.#onDrop = onDrop;
  }

  readonly #listener = (event: MessageEvent) => {
    if (event.source !== this.#frame || event.origin !== "null") {
      this.ignored++;
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
