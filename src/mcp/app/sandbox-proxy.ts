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
 * - `dropped`: how many messages from the app the proxy has dropped so far as not JSON-RPC at all
 *   (not an object with `jsonrpc: "2.0"`), sent at most every 100 ms during a flood.
 *
 * @example
 * const notice: SandboxNotice = { kind: "blocked", directive: "frame-src", url: "http://203.0.113.9" };
 */
export interface SandboxNotice {
  readonly kind: "left" | "blocked" | "violation" | "dropped";
  /** The policy directive that refused it (`frame-src`, `connect-src`…). */
  readonly directive?: string;
  /** What the browser reports as refused: an origin for a frame, an address or keyword otherwise. */
  readonly url?: string;
  /** With `dropped`: how many messages so far. */
  readonly count?: number;
}

const MAX_FIELD = 200;
const field = (value: unknown): string | undefined => (typeof value === "string" && value ? value.slice(0, MAX_FIELD) : undefined);

/**
 * Reads a message as a sandbox notice; `undefined` for anything else (the app's JSON-RPC, junk).
 * Only `kind` values it knows pass, and text fields are cut to 200 characters.
 *
 * @example
 * readSandboxNotice({ "partkit/sandbox": "blocked", directive: "frame-src", url: "http://x.test" });
 * // { kind: "blocked", directive: "frame-src", url: "http://x.test" }
 * readSandboxNotice({ jsonrpc: "2.0", method: "ping" }); // undefined
 */
export function readSandboxNotice(data: unknown): SandboxNotice | undefined {
  if (typeof data !== "object" || data === null || !(SANDBOX_KEY in data)) return undefined;
  const message = data as Record<string, unknown>;
  const kind = message[SANDBOX_KEY];
  if (kind === "dropped") {
    const count = message.count;
    return typeof count === "number" && Number.isSafeInteger(count) && count > 0 ? { kind, count } : undefined;
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

// The proxy's whole script. It relays messages between the host (its parent) and the app (its one
// child frame), drops anything else, and reports the app frame leaving its first document. It
// never reads what it relays: the host's transport does that.
const relay = `(function(){
var key=${JSON.stringify(SANDBOX_KEY)};
var frame=document.getElementById("app");
var loads=0,dropped=0,dropTimer=0;
function note(kind,extra){var m={};m[key]=kind;for(var k in extra)m[k]=extra[k];parent.postMessage(m,"*");}
// The browser reports a refused navigation just after the error page loads: wait for it, to name where the app tried to go.
frame.addEventListener("load",function(){if(++loads===2)setTimeout(function(){note("left",{});},50);});
document.addEventListener("securitypolicyviolation",function(e){if(/^(frame|child)-src$/.test(e.effectiveDirective))note("blocked",{directive:String(e.effectiveDirective),url:String(e.blockedURI)});});
addEventListener("message",function(e){
var app=frame.contentWindow,d=e.data;
if(e.source===parent){
if(d&&typeof d==="object"&&key in d){if(d[key]==="scheme"&&/^(light|dark)$/.test(d.value))document.documentElement.style.colorScheme=d.value;return;}
if(app)app.postMessage(d,"*");return;
}
if(!app||e.source!==app)return;
if(d&&typeof d==="object"&&key in d){if(d[key]==="violation")note("violation",{directive:String(d.directive),url:String(d.url)});return;}
// Junk is dropped here, so that a flood of it costs the host one notice every 100 ms.
if(!d||typeof d!=="object"||d.jsonrpc!=="2.0"){dropped++;if(!dropTimer)dropTimer=setTimeout(function(){dropTimer=0;note("dropped",{count:dropped});},100);return;}
parent.postMessage(d,"*");
});
})();`;

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The `srcdoc` of the frame that holds an app: a proxy document, under the app's own policy, whose
 * one child frame is the app. A frame's navigations are checked against its parent's `frame-src`,
 * so with the app's policy here (`frame-src 'none'` unless the resource declares frame domains) a
 * `location.href = "http://…"` from inside the app is refused before any request leaves. The proxy
 * relays messages both ways and tells the host when the app's frame leaves its document.
 *
 * @example
 * const outer = sandboxProxyDocument(appDocument(html, csp), appCspPolicy(csp), "Weather app");
 * <iframe sandbox="allow-scripts" srcDoc={outer} />
 */
export function sandboxProxyDocument(appSrcdoc: string, policy: string, title: string): string {
  return [
    "<!doctype html>",
    `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">`,
    '<meta name="color-scheme" content="light dark">',
    "<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;border:0;width:100%;height:100%}</style>",
    `<iframe id="app" sandbox="allow-scripts" referrerpolicy="no-referrer" title="${attribute(title)}" srcdoc="${attribute(appSrcdoc)}"></iframe>`,
    `<script>${relay}</script>`,
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
