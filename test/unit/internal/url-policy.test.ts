import { describe, expect, it } from "vitest";
import { displayUrl, downloadType, safeUrl, type UrlUse } from "../../../src/internal/url-policy";
import { hostileStrings, hostileUrls } from "../../fixtures/security/xss";

// The uses a browser navigates to or renders ("fetch" takes any data: type by design: its bytes are read, never run;
// a "download" link is only saved when the browser honours `download`, so it may be opened like a link).
const uses: readonly UrlUse[] = ["link", "image", "media", "frame", "download"];
const scripting = /^\s*(javascript:|vbscript:|data:text\/html)/i;

/** What a browser would run: the URL as the WHATWG parser reads it in an attribute (tabs and newlines dropped, C0 and spaces trimmed). */
function runsScript(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, "https://partkit.example/page");
  } catch {
    return false;
  }
  if (parsed.protocol === "javascript:" || parsed.protocol === "vbscript:") return true;
  if (parsed.protocol !== "data:") return false;
  const type = /^([^;,]*)/.exec(parsed.pathname)?.[1]?.trim().toLowerCase() ?? "";
  return /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml)$/.test(type);
}

describe("safeUrl", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
  ])("refuses %j as a link", (url) => {
    expect(safeUrl(url, "link")).toBeUndefined();
  });

  it("leaves entity-encoded text relative, since attributes set from React are never entity-decoded", () => {
    expect(safeUrl("jav&#x09;ascript:alert(1)")).toBe("jav&#x09;ascript:alert(1)");
  });

  it("keeps http, https, mailto and relative links", () => {
    expect(safeUrl("https://example.com/a?b=1#c")).toBe("https://example.com/a?b=1#c");
    expect(safeUrl("mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(safeUrl("/docs/a.md")).toBe("/docs/a.md");
    expect(safeUrl("#top")).toBe("#top");
  });

  it("normalises protocol-relative and backslash tricks", () => {
    expect(safeUrl("//evil.example/x")).toBe("https://evil.example/x");
    expect(safeUrl("\\\\evil.example\\x")).toBe("https://evil.example/x");
  });

  it("allows data: only for types that cannot script in that use", () => {
    expect(safeUrl("data:image/png;base64,AAAA", "image")).toBe("data:image/png;base64,AAAA");
    expect(safeUrl("data:image/png;base64,AAAA", "link")).toBeUndefined();
    expect(safeUrl("data:text/html;base64,PHNjcmlwdD4=", "image")).toBeUndefined();
    expect(safeUrl("data:audio/mpeg;base64,AAAA", "media")).toBe("data:audio/mpeg;base64,AAAA");
    expect(safeUrl("data:text/html,x", "frame")).toBeUndefined();
  });

  it("gives a download link only types a browser shows inert when it opens instead of saving", () => {
    expect(safeUrl("data:application/pdf;base64,AAAA", "download")).toBe("data:application/pdf;base64,AAAA");
    expect(safeUrl("data:text/plain,hi", "download")).toBe("data:text/plain,hi");
    for (const type of ["text/html", "image/svg+xml", "application/xhtml+xml", "text/xml", "application/xml", "text/javascript"]) {
      expect(safeUrl(`data:${type},<script>alert(1)</script>`, "download"), type).toBeUndefined();
      expect(downloadType(type), type).toBe("application/octet-stream");
    }
    expect(downloadType("application/pdf")).toBe("application/pdf");
    expect(downloadType("image/png")).toBe("image/png");
    expect(downloadType(undefined)).toBe("application/octet-stream");
  });

  it("never lets a scripting scheme through from the hostile-strings corpus (naughty strings + XSS vectors)", () => {
    const strings = JSON.stringify(hostileStrings.map((v) => v.payload)).match(/(?:javascript|vbscript|data:text\/html)[^"\s>]*/gi) ?? [];
    expect(strings.length).toBeGreaterThan(100);
    for (const candidate of strings) {
      for (const use of uses) {
        const out = safeUrl(candidate, use);
        if (out !== undefined) {
          expect(out, `${JSON.stringify(candidate)} as ${use}`).not.toMatch(scripting);
          expect(runsScript(out), `${JSON.stringify(candidate)} as ${use} gave ${JSON.stringify(out)}`).toBe(false);
        }
      }
    }
  });

  it("never returns a URL that runs script, for every obfuscated hostile URL and every use", () => {
    expect(hostileUrls.length).toBeGreaterThan(150);
    // The corpus itself is hostile: most of its entries do run script when a browser reads them raw.
    expect(hostileUrls.filter(runsScript).length).toBeGreaterThan(100);
    for (const url of hostileUrls) {
      for (const use of uses) {
        const out = safeUrl(url, use);
        if (out === undefined) continue;
        expect(out, `${JSON.stringify(url)} as ${use}`).not.toMatch(scripting);
        expect(runsScript(out), `${JSON.stringify(url)} as ${use} gave ${JSON.stringify(out)}`).toBe(false);
        expect(out, `${JSON.stringify(url)} as ${use} stays relative to the page`).not.toMatch(/^\s*[/\\]{2}/);
      }
    }
  });

  it("judges a data: URL by its header and keeps its payload as written, however long", () => {
    const payload = "A".repeat(10 * 1024 * 1024);
    expect(safeUrl(`data:image/png;base64,${payload}`, "image")).toHaveLength(`data:image/png;base64,${payload}`.length);
    expect(safeUrl("data:text/plain,a\\b\tc", "download")).toBe("data:text/plain,a\\b\tc");
    expect(safeUrl(" \u0000data:image/png;base64,AAAA", "image")).toBe("data:image/png;base64,AAAA");
    expect(safeUrl("data:text/h\ttml,<script>alert(1)</script>", "link")).toBeUndefined();
    expect(safeUrl("data:text/html;x=1,<script>alert(1)</script>", "download")).toBeUndefined();
    expect(safeUrl(`data:text/html,${payload}`, "image")).toBeUndefined();
  });

  it("ignores non-strings", () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });
});

describe("displayUrl", () => {
  it("hides signed-URL tokens", () => {
    expect(displayUrl("https://x.supabase.co/storage/v1/object/sign/b/img.jpg?token=secret")).toBe(
      "x.supabase.co/storage/v1/object/sign/b/img.jpg",
    );
    expect(displayUrl("https://user:pw@example.com/a")).toBe("example.com/a");
    expect(displayUrl("not a url?token=x")).toBe("not a url");
    expect(displayUrl(`data:image/png;base64,${"A".repeat(1_000_000)}`)).toBe("data:image/png…");
  });
});
