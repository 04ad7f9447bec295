// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeContent, type Part } from "../../../src/model";
import { decodeBase64 } from "../../../src/model/base64";

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe("decodeContent", () => {
  it("returns plain content as a string", () => {
    expect(decodeContent({ contentType: "text/plain", content: "héllo" })).toBe("héllo");
    expect(decodeContent({ contentType: "text/plain", contentEncoding: "plain", content: "" })).toBe("");
  });

  it("decodes base64 with or without padding and ignoring whitespace", () => {
    const part = (content: string): Part => ({ contentType: "application/octet-stream", contentEncoding: "base64", content });
    expect(decodeContent(part("aGk="))).toEqual(bytes("hi"));
    expect(decodeContent(part("aGk"))).toEqual(bytes("hi"));
    expect(decodeContent(part("aG Vs\nbG8=\r\n"))).toEqual(bytes("hello"));
    expect(decodeContent(part("YQ=="))).toEqual(bytes("a"));
    expect(decodeContent(part("YQ"))).toEqual(bytes("a"));
    expect(decodeContent(part(""))).toEqual(new Uint8Array());
    expect(decodeContent(part("+/+/"))).toEqual(Uint8Array.from([0xfb, 0xff, 0xbf]));
  });

  it.each(["a", "aGk==", "YQ=", "a===", "====", "aGk=aGk=", "aG!k", "aGVsbG8-", "aGVsbG8_", "é"])("returns undefined for invalid base64 %j", (content) => {
    expect(decodeContent({ contentType: "image/png", contentEncoding: "base64", content })).toBeUndefined();
  });

  it("returns undefined when there is nothing inline to decode", () => {
    expect(decodeContent({ contentType: "image/png", contentUrl: "https://example.com/a.png" })).toBeUndefined();
    expect(decodeContent({ contentType: "application/vnd.partkit.citation+json" })).toBeUndefined();
    expect(decodeContent({ contentType: "text/plain", contentEncoding: "gzip" as "plain", content: "x" })).toBeUndefined();
    expect(decodeContent(null as unknown as Part)).toBeUndefined();
    expect(decodeContent({ contentType: "text/plain", content: 42 } as unknown as Part)).toBeUndefined();
  });

  it("round-trips random bytes through btoa, with and without padding", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
      const encoded = btoa(String.fromCharCode(...data));
      expect(decodeBase64(encoded)).toEqual(data);
      expect(decodeBase64(encoded.replace(/=+$/, ""))).toEqual(data);
    }));
  });

  it("accepts exactly what atob accepts once padding is optional", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("A", "b", "+", "/", "=", "9", "-", " ") }), (text) => {
      const stripped = text.replace(/ /g, "").replace(/=+$/, "");
      let expected: boolean;
      try {
        const padded = stripped + "=".repeat((4 - (stripped.length % 4)) % 4);
        atob(padded);
        const padding = /=*$/.exec(text.replace(/ /g, ""))?.[0].length ?? 0;
        expected = padding === 0 || (padding <= 2 && text.replace(/ /g, "").length % 4 === 0);
      } catch {
        expected = false;
      }
      expect(decodeBase64(text) !== undefined).toBe(expected);
    }), { numRuns: 3000 });
  });
});
