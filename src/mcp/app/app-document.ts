import { violationReporter } from "./sandbox-proxy";

/**
 * The network a UI resource asks for, as its `_meta.ui.csp` declares it (MCP Apps).
 *
 * @example
 * const csp: AppCsp = { connectDomains: ["https://api.example.com"], resourceDomains: ["https://cdn.example.com"] };
 */
export interface AppCsp {
  readonly connectDomains?: readonly string[];
  readonly resourceDomains?: readonly string[];
  readonly frameDomains?: readonly string[];
  readonly baseUriDomains?: readonly string[];
}

// A source the policy may name: an http(s) origin, optionally with a leading "*." wildcard label, or a
// ws(s) origin for connections. Anything else (keywords, quotes, paths, separators) would widen or
// break the policy, so it is left out.
const sourcePattern = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function sources(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is string => typeof s === "string" && sourcePattern.test(s.trim())).map((s) => s.trim());
}

/**
 * The Content-Security-Policy for an app document: nothing from the network unless the resource's
 * `_meta.ui.csp` names it; inline script and style (the app is one HTML document) and `data:`/`blob:`
 * media are allowed. Invalid domains are dropped. Never throws.
 *
 * @example
 * appCspPolicy(undefined); // "default-src 'none'; script-src 'unsafe-inline'; … connect-src 'none'; …"
 * appCspPolicy({ connectDomains: ["https://api.example.com"] }); // "… connect-src https://api.example.com; …"
 */
export function appCspPolicy(csp: unknown): string {
  const c = (typeof csp === "object" && csp !== null ? csp : {}) as Record<string, unknown>;
  const connect = sources(c.connectDomains);
  const resource = sources(c.resourceDomains);
  const frame = sources(c.frameDomains);
  const base = sources(c.baseUriDomains);
  const list = (extra: string[], ...keywords: string[]) => [...keywords, ...extra].join(" ") || "'none'";
  return [
    "default-src 'none'",
    `script-src ${list(resource, "'unsafe-inline'")}`,
    `style-src ${list(resource, "'unsafe-inline'")}`,
    `img-src ${list(resource, "data:", "blob:")}`,
    `font-src ${list(resource, "data:")}`,
    `media-src ${list(resource, "data:", "blob:")}`,
    `connect-src ${list(connect)}`,
    `frame-src ${list(frame)}`,
    `base-uri ${list(base)}`,
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

const doctype = /^\s*(<!--[\s\S]*?-->\s*)*<!doctype[^>]*>/i;

/**
 * The `srcdoc` of an app frame: the resource's HTML with the policy of {@link appCspPolicy} as its
 * first element (after the doctype, so standards mode is kept), then a script that reports what the
 * policy refuses, both ahead of any script of the app.
 *
 * @example
 * appDocument("<!doctype html><p>Hi</p>", undefined);
 * // '<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; …"><script>…</script><p>Hi</p>'
 */
export function appDocument(html: string, csp: unknown): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${appCspPolicy(csp).replace(/"/g, "&quot;")}">${violationReporter}`;
  const head = doctype.exec(html);
  return head ? html.slice(0, head[0].length) + meta + html.slice(head[0].length) : `<!doctype html>${meta}${html}`;
}
