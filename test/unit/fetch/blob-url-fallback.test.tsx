// Environments without Blob URLs (some workers, older jsdom) get a data: URL from useBlobUrl; the
// unit environment has URL.createObjectURL, so it is taken away here to be that environment.
import { renderHook } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBlobUrl } from "../../../src/fetch";

const script = new TextEncoder().encode("<script>alert(1)</script>");
const pdf = new Uint8Array([37, 80, 68, 70]);
const png = new Uint8Array([137, 80, 78, 71]);
const typeOf = (url: string | undefined) => /^data:([^;,]*)/.exec(url ?? "")?.[1];

describe("useBlobUrl without URL.createObjectURL", () => {
  const createObjectURL = Object.getOwnPropertyDescriptor(URL, "createObjectURL");
  beforeAll(() => {
    // An own property, since the unit environment's URL also inherits one from Node's.
    Object.defineProperty(URL, "createObjectURL", { value: undefined, configurable: true, writable: true });
  });
  afterAll(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    if (createObjectURL) Object.defineProperty(URL, "createObjectURL", createObjectURL);
  });

  it.each(["text/html", "application/xhtml+xml", "text/xml", "application/xml", "TEXT/HTML; charset=utf-8", "text/html,<script>alert(1)</script>", "application/javascript"])(
    "never builds a scriptable data: URL from the type %s",
    (type) => {
      const text = renderHook(() => useBlobUrl("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>", type)).result.current;
      const bytes = renderHook(() => useBlobUrl(script, type)).result.current;
      expect(typeOf(text)).toBe("application/octet-stream");
      expect(typeOf(bytes)).toBe("application/octet-stream");
    },
  );

  it("gives an SVG a data: URL of its own type, as in a browser: an image shows it, and opened as a page its origin is opaque", () => {
    expect(typeOf(renderHook(() => useBlobUrl("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml")).result.current)).toBe("image/svg+xml");
    expect(typeOf(renderHook(() => useBlobUrl(script, "IMAGE/SVG+XML; charset=utf-8")).result.current)).toBe("image/svg+xml");
  });

  it("keeps an inert type, so a PDF or a PNG is still what it says", () => {
    expect(typeOf(renderHook(() => useBlobUrl(pdf, "application/pdf")).result.current)).toBe("application/pdf");
    expect(typeOf(renderHook(() => useBlobUrl(png, "image/png")).result.current)).toBe("image/png");
    expect(renderHook(() => useBlobUrl("a,b", "text/csv")).result.current).toBe("data:text/csv,a%2Cb");
  });
});
