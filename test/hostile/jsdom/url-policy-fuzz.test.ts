// The URL policy under fast-check (fixed seed): whatever string comes in, what safeUrl lets
// through for a link, image, media, download or frame is never a URL a browser would run script
// for, as the WHATWG URL parser reads it. The hostile-strings corpus is in
// test/unit/internal/url-policy.test.ts; this covers what nobody thought to write down.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeUrl, type UrlUse } from "../../../src/internal/url-policy";

const uses: readonly UrlUse[] = ["link", "image", "media", "download", "frame"];
const scriptingTypes = /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript|application\/ecmascript|text\/ecmascript)$/;

function runsScript(url: string, use: UrlUse): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, "https://partkit.example/page");
  } catch {
    return false;
  }
  if (["javascript:", "vbscript:", "livescript:", "mocha:", "file:"].includes(parsed.protocol)) return true;
  if (parsed.protocol !== "data:") return false;
  const type = /^([^;,]*)/.exec(parsed.pathname)?.[1]?.trim().toLowerCase() ?? "";
  // SVG only ever reaches <img>: a picture there, a page anywhere else.
  return scriptingTypes.test(type) || (type === "image/svg+xml" && use !== "image");
}

// Strings built from the pieces a bypass would be made of.
const piece = fc.constantFrom("javascript", "JaVaScRiPt", "vbscript", "data", "text/html", "image/svg+xml", "application/xhtml+xml", "text/xml", ":", ";", ",", "base64", "charset=utf-8", "/", "\\", "//", " ", "\t", "\n", "\r", "\u0000", "\u0001", "\u001f", "\u00a0", "&#58;", "%3A", "%0A", "alert(1)", "<script>", "http", "https", "blob", "mailto", "#", "?", "@", "x");
const assembled = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
const input = fc.oneof(assembled, fc.string({ maxLength: 60 }), fc.webUrl(), fc.string({ unit: "binary", maxLength: 40 }));

describe("safeUrl never lets a scripting URL through (fast-check, seed 14)", () => {
  it("the detector knows a scripting URL when it sees one", () => {
    expect(runsScript(" java\tscript:alert(1)", "link")).toBe(true);
    expect(runsScript("data:text/html;base64,PHNjcmlwdD4=", "image")).toBe(true);
    expect(runsScript("data:image/svg+xml,<svg onload=alert(1)>", "download")).toBe(true);
    expect(runsScript("data:image/svg+xml,<svg/>", "image")).toBe(false);
    expect(runsScript("https://example.com/", "link")).toBe(false);
  });

  it.each(uses)("as %s", (use) => {
    fc.assert(
      fc.property(input, (raw) => {
        const out = safeUrl(raw, use);
        expect(out === undefined || !runsScript(out, use), `${JSON.stringify(raw)} → ${JSON.stringify(out)}`).toBe(true);
      }),
      { seed: 14, numRuns: 5_000 },
    );
  });
});
