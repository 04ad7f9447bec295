import { describe, expect, it } from "vitest";
import payloads from "../../../../shared/corpora/dompurify-payloads/payloads.json";
import { displayUrl, safeUrl } from "../../../src/internal/url-policy";

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

  it("never lets a scripting scheme through from the DOMPurify corpus", () => {
    const strings = JSON.stringify(payloads).match(/(?:javascript|vbscript|data:text\/html)[^"\s>]*/gi) ?? [];
    expect(strings.length).toBeGreaterThan(5);
    for (const candidate of strings) {
      for (const use of ["link", "image", "media", "frame"] as const) {
        const out = safeUrl(candidate, use);
        if (out !== undefined) expect(out).not.toMatch(/^\s*(javascript:|vbscript:|data:text\/html)/i);
      }
    }
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
  });
});
