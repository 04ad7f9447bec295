// Detectors for script that runs when it must not, in the test's frame and the page above it
// (Vitest runs each browser test file in an iframe, so `top.__pwned=1` lands in the orchestrator
// page): `__pwned` and `alert`/`confirm`/`prompt` become recorders, and every CSP violation the
// document reports (`securitypolicyviolation`) is recorded too. Executions are read at the end of
// every test and once more when the file ends, so a payload that runs late is still counted.
type Hooked = Window & { __pwned?: unknown };

export interface Detection {
  readonly how: string;
  readonly where: string;
}

const detections: Detection[] = [];
let current = "(setup)";

/** Names the payload batch now on screen, so a detection says what ran. */
export function nowShowing(label: string): void {
  current = label;
}

function frames(): Hooked[] {
  const out = new Set<Hooked>([window as Hooked]);
  try {
    if (window.parent) out.add(window.parent as Hooked);
    if (window.top) out.add(window.top as Hooked);
  } catch {
    // A cross-origin parent cannot be hooked (Vitest's is same-origin).
  }
  return [...out];
}

const saved: { win: Hooked; alert: unknown; confirm: unknown; prompt: unknown }[] = [];

/** Installs the recorders; returns a function that restores the originals. */
export function installCanary(): () => void {
  for (const win of frames()) {
    saved.push({ win, alert: win.alert, confirm: win.confirm, prompt: win.prompt });
    for (const name of ["alert", "confirm", "prompt"] as const) {
      Object.defineProperty(win, name, { configurable: true, writable: true, value: () => void detections.push({ how: `${name}() called`, where: current }) });
    }
    Object.defineProperty(win, "__pwned", {
      configurable: true,
      get: () => undefined,
      set: () => void detections.push({ how: "__pwned set", where: current }),
    });
  }
  const onViolation = (event: SecurityPolicyViolationEvent) =>
    detections.push({ how: `CSP ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample || event.sourceFile})`, where: current });
  document.addEventListener("securitypolicyviolation", onViolation);
  return () => {
    document.removeEventListener("securitypolicyviolation", onViolation);
    for (const { win, alert, confirm, prompt } of saved.splice(0)) {
      delete win.__pwned;
      Object.assign(win, { alert, confirm, prompt });
    }
  };
}

/** Everything detected so far, and clears the list. */
export function takeDetections(): Detection[] {
  return detections.splice(0);
}

/** A task and two frames: enough for events queued by a render (onerror of a broken image, onload of an SVG) to get their turn. Not a timing assumption: the file's final check catches anything later. */
export async function flushEvents(): Promise<void> {
  await new Promise((done) => setTimeout(done, 0));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

const scriptableTypes = /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|image\/svg\+xml|text\/javascript|application\/javascript|application\/ecmascript|text\/ecmascript)$/;

/** Whether a browser would run script for this URL when it is followed or framed (as it reads it: tabs and newlines dropped, ends trimmed). */
export function isScriptableUrl(raw: string, imageOnly: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw, document.baseURI);
  } catch {
    return false;
  }
  if (url.protocol === "javascript:" || url.protocol === "vbscript:" || url.protocol === "livescript:" || url.protocol === "mocha:") return true;
  if (url.protocol !== "data:") return false;
  const type = /^([^;,]*)/.exec(decodeURIComponent(url.pathname.replace(/%(?![0-9a-f]{2})/gi, "%25")))?.[1]?.trim().toLowerCase() ?? "";
  // An SVG in <img>, <video poster> or <source> is a picture: it never runs script there.
  if (imageOnly && type === "image/svg+xml") return false;
  return scriptableTypes.test(type);
}

const urlAttributes = ["href", "src", "action", "formaction", "data", "poster", "background", "xlink:href", "srcset", "ping", "codebase", "cite"];

/** Every reason `root` could run script if someone clicked, submitted or framed what is in it. */
export function scriptableHazards(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (tag === "script") found.push(`<script> element: ${el.outerHTML.slice(0, 120)}`);
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? "";
      if (/^on/i.test(attr)) found.push(`<${tag} ${attr}="${value.slice(0, 80)}">`);
      if (!urlAttributes.includes(attr.toLowerCase())) continue;
      const imageOnly = (tag === "img" && attr === "src") || (tag === "img" && attr === "srcset") || attr === "poster" || (tag === "source" && attr === "src") || tag === "image";
      const urls = attr === "srcset" ? value.split(",").map((s) => s.trim().split(/\s+/)[0] ?? "") : [value];
      for (const url of urls) if (url !== "" && isScriptableUrl(url, imageOnly)) found.push(`<${tag} ${attr}="${url.slice(0, 100)}">`);
    }
    if (tag === "iframe") {
      const sandbox = el.getAttribute("sandbox");
      if (sandbox === null) found.push(`<iframe> without sandbox: ${el.outerHTML.slice(0, 120)}`);
      else if (/allow-scripts/.test(sandbox) && /allow-same-origin/.test(sandbox)) found.push(`<iframe sandbox="${sandbox}"> can script its parent`);
      else if (el.hasAttribute("srcdoc") && /allow-scripts/.test(sandbox)) found.push(`<iframe srcdoc> with scripts on`);
    }
    if (tag === "embed" || tag === "object" || tag === "base" || tag === "meta") found.push(`<${tag}> element: ${el.outerHTML.slice(0, 120)}`);
  }
  return found;
}

/**
 * `blob:` URLs whose bytes a browser would open as a page: a `blob:` document has the app's own
 * origin, so its script could read the app's storage. Links and frames are followed by a click;
 * an image, a video poster or a media source is opened by "Open image in new tab", so those count
 * too (an SVG `<img>` is inert where it is, not in a tab of its own).
 */
export async function scriptableBlobs(root: ParentNode): Promise<string[]> {
  const found: string[] = [];
  const attributes = ["href", "src", "data", "action", "poster"];
  const selector = attributes.map((attr) => `[${attr}^="blob:"]`).join(", ");
  for (const el of root.querySelectorAll<HTMLElement>(selector)) {
    const url = attributes.map((attr) => el.getAttribute(attr)).find((value) => value?.startsWith("blob:")) ?? "";
    const type = await fetch(url).then((r) => r.blob()).then((b) => b.type.toLowerCase().split(";")[0]!.trim(), () => "(revoked)");
    const inert = /^(application\/pdf|application\/octet-stream|application\/json|application\/zip|application\/gzip|text\/plain|text\/csv|text\/markdown|image\/(png|jpe?g|gif|webp|avif|bmp)|(audio|video)\/[a-z0-9.+-]+|\(revoked\))$/;
    if (!inert.test(type)) found.push(`<${el.tagName.toLowerCase()}> ${url} is a blob of type ${type || "(none)"}`);
  }
  return found;
}
