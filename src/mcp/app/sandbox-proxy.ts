import { sandboxRelayScript, type RelayLimits } from "./sandbox-relay";

/**
 * The key that marks a message as the sandbox's own (not the app's JSON-RPC): notices from the
 * proxy document to the host, and the host's settings for the proxy.
 *
 * @example
 * event.data?.[SANDBOX_KEY] === "left"; // the app's frame loaded another document
 */
export const SANDBOX_KEY = "partkit/sandbox";

/**
 * What the sandbox tells the host about the app it holds.
 * - `left`: the app's frame loaded a second document (it navigated or reloaded itself); the
 *   app is gone and the host closes it.
 * - `blocked`: the browser refused to load `url` into the app's frame (its origin only); sent by
 *   the proxy document, whose policy did the blocking.
 * - `violation`: the app's own policy refused something it tried (a connection, an image);
 *   reported from inside the app, so advisory: an app can silence its own reports.
 * - `counts`: how many messages from the app the proxy has stopped so far: `dropped` (not JSON-RPC,
 *   or notifications over their budget) and `limited` (requests over their budget, answered with an
 *   error); sent at most every 100 ms during a flood.
 *
 * @example
 * const notice: SandboxNotice = { kind: "blocked", directive: "frame-src", url: "http://203.0.113.9" };
 */
export interface SandboxNotice {
  readonly kind: "left" | "blocked" | "violation" | "counts";
  /** The policy directive that refused it (`frame-src`, `connect-src`…). */
  readonly directive?: string;
  /** What the browser reports as refused: an origin for a frame, an address or keyword otherwise. */
  readonly url?: string;
  /** With `counts`: messages dropped so far. */
  readonly dropped?: number;
  /** With `counts`: requests refused so far as over their budget. */
  readonly limited?: number;
}

const MAX_FIELD = 200;
const tally = (value: unknown): number | undefined => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined);
const field = (value: unknown): string | undefined => (typeof value === "string" && value ? value.slice(0, MAX_FIELD) : undefined);

/**
 * Reads a message as a sandbox notice; `undefined` for anything else (the app's JSON-RPC, junk).
 * Only `kind` values it knows pass, and text fields are cut to 200 characters.
 *
 * @example
 * readSandboxNotice({ "partkit/sandbox": "blocked", directive: "frame-src", url: "http://x.test" });
 * // { kind: "blocked", directive: "frame-src", url: "http://x.test" }
 * readSandboxNotice({ "partkit/sandbox": "counts", dropped: 5000, limited: 0 }); // { kind: "counts", dropped: 5000, limited: 0 }
 * readSandboxNotice({ jsonrpc: "2.0", method: "ping" }); // undefined
 */
export function readSandboxNotice(data: unknown): SandboxNotice | undefined {
  if (typeof data !== "object" || data === null || !(SANDBOX_KEY in data)) return undefined;
  const message = data as Record<string, unknown>;
  const kind = message[SANDBOX_KEY];
  if (kind === "counts") {
    const dropped = tally(message.dropped);
    const limited = tally(message.limited);
    return dropped === undefined || limited === undefined ? undefined : { kind, dropped, limited };
  }
  if (kind !== "left" && kind !== "blocked" && kind !== "violation") return undefined;
  const directive = field(message.directive);
  const url = field(message.url);
  return { kind, ...(directive ? { directive } : {}), ...(url ? { url } : {}) };
}

/**
 * A script for the top of an app document, ahead of the app's own scripts: it tells the host what
 * the app's policy refused, so the card can say so. The proxy forwards it rebuilt from two fields.
 *
 * @example
 * appDocument(html, csp).includes(violationReporter); // true
 */
export const violationReporter = `<script>document.addEventListener("securitypolicyviolation",function(e){parent.postMessage({"${SANDBOX_KEY}":"violation",directive:String(e.effectiveDirective),url:String(e.blockedURI)},"*")})</script>`;

/**
 * What an app may ask of the host: 20 tool calls at once, then 2 a second; 100 other requests,
 * then 20 a second; 200 notifications, then 60 a second. Enough for an app that works, far below a
 * flood.
 *
 * @example
 * sandboxProxyDocument(appSrcdoc, policy, "Weather app", { ...appLimits, toolCalls: { burst: 5, perSecond: 1 } });
 */
export const appLimits: RelayLimits = {
  key: SANDBOX_KEY,
  toolCalls: { burst: 20, perSecond: 2 },
  requests: { burst: 100, perSecond: 20 },
  notifications: { burst: 200, perSecond: 60 },
};

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The `srcdoc` of the frame that holds an app: a proxy document, under the app's own policy, whose
 * one child frame is the app. A frame's navigations are checked against its parent's `frame-src`,
 * so with the app's policy here (`frame-src 'none'` unless the resource declares frame domains) a
 * `location.href = "http://…"` from inside the app is refused before any request leaves. The proxy
 * relays messages both ways, within {@link appLimits}, and tells the host when the app's frame leaves
 * its document.
 *
 * @example
 * const outer = sandboxProxyDocument(appDocument(html, csp), appCspPolicy(csp), "Weather app");
 * <iframe sandbox="allow-scripts" srcDoc={outer} />
 */
export function sandboxProxyDocument(appSrcdoc: string, policy: string, title: string, limits: RelayLimits = appLimits): string {
  return [
    "<!doctype html>",
    `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">`,
    '<meta name="color-scheme" content="light dark">',
    "<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;border:0;width:100%;height:100%}</style>",
    `<iframe id="app" sandbox="allow-scripts" referrerpolicy="no-referrer" title="${attribute(title)}" srcdoc="${attribute(appSrcdoc)}"></iframe>`,
    `<script>${sandboxRelayScript(limits)}</script>`,
  ].join("");
}

/**
 * The host's message to the proxy that sets the colour scheme its document uses, so that no
 * opaque backdrop shows around the app when the host's theme differs from the system's.
 *
 * @example
 * frame.contentWindow?.postMessage(schemeMessage("dark"), "*");
 */
export function schemeMessage(scheme: "light" | "dark"): Record<string, string> {
  return { [SANDBOX_KEY]: "scheme", value: scheme };
}
