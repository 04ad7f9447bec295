import { describe, expect, it } from "vitest";
import type { Part } from "../../../src/model/types";
import { defaultRenderers, defineRenderer, fallbackRenderer, matchRenderer, resolveRenderer, type RendererDefinition } from "../../../src/render";

const C = (label: string) => {
  const component = () => null;
  Object.defineProperty(component, "name", { value: label });
  return component;
};
const def = (match: string | string[], label: string, extra: Partial<RendererDefinition> = {}) => defineRenderer({ match, component: C(label), ...extra });

describe("resolveRenderer", () => {
  const exact = def("application/vnd.acme+json", "exact");
  const suffix = def("application/*+json", "suffix");
  const wildcard = def("application/*", "wildcard");
  const any = def("*/*", "any");
  const named = def("*/*", "named", { names: "/reports/**" });
  const all = [any, wildcard, suffix, exact, named];
  const label = (part: Part, list = all) => resolveRenderer(part, list).label;

  it("applies name override, exact, suffix, type/*, */*, fallback in that order", () => {
    expect(label({ name: "/reports/q3/summary.json", contentType: "application/vnd.acme+json" })).toBe("named");
    expect(label({ contentType: "application/vnd.acme+json" })).toBe("exact");
    expect(label({ contentType: "application/vnd.other+json" })).toBe("suffix");
    expect(label({ contentType: "application/zip" })).toBe("wildcard");
    expect(label({ contentType: "image/png" })).toBe("any");
    expect(resolveRenderer({ contentType: "image/png" }, [exact])).toBe(fallbackRenderer);
  });

  it("reports which rule decided", () => {
    expect(matchRenderer({ contentType: "application/vnd.other+json" }, all).kind).toBe("suffix");
    expect(matchRenderer({ contentType: "x/y" }, []).kind).toBe("fallback");
    expect(matchRenderer({ name: "/reports/a", contentType: "x/y" }, all).kind).toBe("name");
  });

  it("ignores parameters and case in the content type", () => {
    expect(label({ contentType: "Application/VND.Acme+JSON; charset=utf-8" })).toBe("exact");
  });

  it("honours +xml suffixes and */*+suffix patterns", () => {
    const xml = def("*/*+xml", "xml");
    expect(label({ contentType: "image/svg+xml" }, [xml, any])).toBe("xml");
  });

  it("breaks ties by priority, then by later registration", () => {
    const a = def("text/plain", "a", { priority: 5 });
    const b = def("text/plain", "b");
    const c = def("text/plain", "c");
    expect(label({ contentType: "text/plain" }, [a, b, c])).toBe("a");
    expect(label({ contentType: "text/plain" }, [b, c])).toBe("c");
    expect(label({ contentType: "text/plain" }, [c, b])).toBe("b");
  });

  it("lets an app renderer beat a built-in of the same specificity", () => {
    const mine = def("text/plain", "mine");
    expect(label({ contentType: "text/plain" }, [...defaultRenderers, mine])).toBe("mine");
  });

  it("never lets priority jump a more specific rule", () => {
    const loud = def("image/*", "loud", { priority: 100 });
    const png = def("image/png", "png");
    expect(label({ contentType: "image/png" }, [png, loud])).toBe("png");
  });

  it("matches names with picomatch globs including dot segments, and only when the type fits", () => {
    const hidden = def("text/*", "hidden", { names: "/cfg/*" });
    expect(label({ name: "/cfg/.env", contentType: "text/plain" }, [hidden, any])).toBe("hidden");
    expect(label({ name: "/cfg/.env", contentType: "image/png" }, [hidden, any])).toBe("any");
    expect(label({ contentType: "text/plain" }, [hidden, any])).toBe("any");
  });

  it("treats glob characters in names as globs, never as regular expressions", () => {
    const dotted = def("*/*", "dotted", { names: "/a.b" });
    expect(label({ name: "/aXb", contentType: "x/y" }, [dotted])).toBe("Fallback");
  });

  it("survives hostile parts: missing, non-string or malformed content types", () => {
    for (const contentType of [undefined, null, 42, "", "garbage", "text/", "/plain", "a/b/c", "<script>/x"]) {
      expect(resolveRenderer({ contentType } as unknown as Part, defaultRenderers)).toBe(fallbackRenderer);
    }
    expect(resolveRenderer(null as unknown as Part, defaultRenderers)).toBe(fallbackRenderer);
  });

  it("caches per renderer list and content type, without mixing lists", () => {
    const one = [def("text/plain", "one")];
    const two = [def("text/plain", "two")];
    expect(label({ contentType: "text/plain" }, one)).toBe("one");
    expect(label({ contentType: "text/plain" }, two)).toBe("two");
    expect(label({ contentType: "text/plain; charset=latin1" }, one)).toBe("one");
  });
});

describe("defineRenderer", () => {
  it("fills the label from the component and returns a fresh object", () => {
    function Fancy() {
      return null;
    }
    const input = { match: "x/y", component: Fancy };
    const out = defineRenderer(input);
    expect(out.label).toBe("Fancy");
    expect(out).not.toBe(input);
    expect(defineRenderer({ ...input, label: "Mine" }).label).toBe("Mine");
  });
});
