/**
 * How much the app may ask of the host through the proxy. A token bucket each: `burst` at once,
 * then `perSecond`.
 *
 * @example
 * const limits: RelayLimits = { key: "partkit/sandbox", toolCalls: { burst: 20, perSecond: 2 }, requests: { burst: 100, perSecond: 20 }, notifications: { burst: 200, perSecond: 60 } };
 */
export interface RelayLimits {
  /** The key that marks the sandbox's own messages. */
  readonly key: string;
  /** `tools/call` requests: each may reach a server and ask the user. */
  readonly toolCalls: { readonly burst: number; readonly perSecond: number };
  /** Every other request (`ping`, `resources/read`, `ui/open-link`…). */
  readonly requests: { readonly burst: number; readonly perSecond: number };
  /** Notifications (`ui/notifications/size-changed`…). */
  readonly notifications: { readonly burst: number; readonly perSecond: number };
}

/**
 * The proxy document's whole script, for `<script>` in {@link sandboxProxyDocument}: it relays
 * messages between the host (its parent) and the app (its one child frame) and drops everything
 * else. It tells the host when the app's frame leaves its first document, and what the app's own
 * policy refused. Junk from the app (not an object with `jsonrpc: "2.0"`) and requests or
 * notifications over their budget stop here (an over-budget request is answered with an error at
 * once); each kind is counted for the host at most every 100 ms, so a flood from the app costs the
 * host a notice, not a message each.
 *
 * It is text, not a function turned into text, so that no bundler between here and the page can
 * add helpers it would not find in the frame.
 *
 * @example
 * const script = `<script>${sandboxRelayScript(limits)}</script>`;
 */
export function sandboxRelayScript(limits: RelayLimits): string {
  return `(function (limits) {
  "use strict";
  var key = limits.key;
  var frame = document.getElementById("app");
  function note(kind, extra) {
    var message = {};
    message[key] = kind;
    for (var name in extra) message[name] = extra[name];
    parent.postMessage(message, "*");
  }

  var counts = { dropped: 0, limited: 0 };
  var countTimer = 0;
  function count(kind) {
    counts[kind]++;
    if (!countTimer) countTimer = setTimeout(function () { countTimer = 0; note("counts", counts); }, 100);
  }
  function bucket(budget) {
    var tokens = budget.burst, last = Date.now();
    return function () {
      var now = Date.now();
      tokens = Math.min(budget.burst, tokens + ((now - last) / 1000) * budget.perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    };
  }
  var allowToolCall = bucket(limits.toolCalls), allowRequest = bucket(limits.requests), allowNotification = bucket(limits.notifications);

  var loads = 0;
  frame.addEventListener("load", function () {
    // The browser reports a refused navigation just after the error page loads: wait for it, so
    // the host can say where the app tried to go.
    if (++loads === 2) setTimeout(function () { note("left", {}); }, 50);
  });
  document.addEventListener("securitypolicyviolation", function (e) {
    if (/^(frame|child)-src$/.test(e.effectiveDirective)) note("blocked", { directive: String(e.effectiveDirective), url: String(e.blockedURI) });
  });

  addEventListener("message", function (e) {
    var app = frame.contentWindow, data = e.data;
    var message = typeof data === "object" && data !== null ? data : undefined;
    if (e.source === parent) {
      if (message && key in message) {
        if (message[key] === "scheme" && (message.value === "light" || message.value === "dark")) document.documentElement.style.colorScheme = message.value;
        return;
      }
      if (app) app.postMessage(data, "*");
      return;
    }
    if (!app || e.source !== app) return;
    if (message && key in message) {
      // The app speaks for the sandbox only to say what its policy refused, rebuilt from two fields.
      if (message[key] === "violation") note("violation", { directive: String(message.directive), url: String(message.url) });
      return;
    }
    if (!message || message.jsonrpc !== "2.0") return count("dropped");
    if (typeof message.method === "string") {
      var isRequest = "id" in message;
      var allowed = message.method === "tools/call" ? allowToolCall() : isRequest ? allowRequest() : allowNotification();
      if (!allowed) {
        count(isRequest ? "limited" : "dropped");
        if (isRequest) app.postMessage({ jsonrpc: "2.0", id: message.id, error: { code: -32000, message: "Too many requests: the host refused this one. Try again later." } }, "*");
        return;
      }
    }
    parent.postMessage(data, "*");
  });
})(${JSON.stringify(limits)});`;
}
