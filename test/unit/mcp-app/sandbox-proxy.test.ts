import { describe, expect, it } from "vitest";
import { appCspPolicy, appDocument } from "../../../src/mcp/app/app-document";
import { describeBlocked, describeEscape } from "../../../src/mcp/app/sandbox-notices";
import { readSandboxNotice, sandboxProxyDocument, SANDBOX_KEY, violationReporter } from "../../../src/mcp/app/sandbox-proxy";

describe("sandboxProxyDocument", () => {
  it("puts the app's policy first and the app in its one frame, quoted so the app cannot close the attribute", () => {
    const app = appDocument(`<p title="x">a & b</p>"><script>parent.document.body.remove()</script>`, undefined);
    const outer = sandboxProxyDocument(app, appCspPolicy(undefined), 'Evil "app"');
    const doc = new DOMParser().parseFromString(outer, "text/html");
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(appCspPolicy(undefined));
    expect(appCspPolicy(undefined)).toContain("frame-src 'none'");
    const frames = doc.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frames[0]!.getAttribute("title")).toBe('Evil "app"');
    expect(frames[0]!.getAttribute("srcdoc")).toBe(app);
    // Only the proxy's own script runs in the outer document.
    expect(doc.querySelectorAll("script")).toHaveLength(1);
    expect(doc.querySelector("script")!.textContent).toContain("addEventListener(\"message\"");
  });

  it("keeps a resource's declared frame domains, which then bound where its frame may go", () => {
    expect(appCspPolicy({ frameDomains: ["https://player.example.com"] })).toContain("frame-src https://player.example.com");
  });
});

describe("appDocument", () => {
  it("puts the violation reporter after the policy and ahead of the app's scripts", () => {
    const doc = appDocument("<!doctype html><script>app()</script>", undefined);
    expect(doc.indexOf("Content-Security-Policy")).toBeLessThan(doc.indexOf(violationReporter));
    expect(doc.indexOf(violationReporter)).toBeLessThan(doc.indexOf("app()"));
  });
});

describe("readSandboxNotice", () => {
  it("reads the proxy's notices and nothing else", () => {
    expect(readSandboxNotice({ [SANDBOX_KEY]: "left" })).toEqual({ kind: "left" });
    expect(readSandboxNotice({ [SANDBOX_KEY]: "blocked", directive: "frame-src", url: "http://x.test" })).toEqual({ kind: "blocked", directive: "frame-src", url: "http://x.test" });
    expect(readSandboxNotice({ [SANDBOX_KEY]: "counts", dropped: 12, limited: 0 })).toEqual({ kind: "counts", dropped: 12, limited: 0 });
    expect(readSandboxNotice({ [SANDBOX_KEY]: "counts", dropped: -1, limited: 0 })).toBeUndefined();
    expect(readSandboxNotice({ [SANDBOX_KEY]: "counts", dropped: "12", limited: 0 })).toBeUndefined();
    expect(readSandboxNotice({ [SANDBOX_KEY]: "scheme", value: "dark" })).toBeUndefined();
    expect(readSandboxNotice({ jsonrpc: "2.0", method: "ping" })).toBeUndefined();
    expect(readSandboxNotice("left")).toBeUndefined();
    expect(readSandboxNotice(null)).toBeUndefined();
  });

  it("cuts text fields to 200 characters and ignores ones that are not text", () => {
    const notice = readSandboxNotice({ [SANDBOX_KEY]: "violation", directive: { toString: () => "x" }, url: `http://x.test/${"a".repeat(500)}` });
    expect(notice?.directive).toBeUndefined();
    expect(notice?.url).toHaveLength(200);
  });
});

describe("the card's words", () => {
  it("names where an app tried to go by origin only, never its path or query", () => {
    expect(describeEscape("http://203.0.113.9:8080/leak?data=secret", "Weather app")).toBe(
      "Weather app tried to load http://203.0.113.9:8080 in its frame. The sandbox blocked it and closed the app.",
    );
    expect(describeEscape(undefined, "Weather app")).toBe("Weather app left its page (it navigated or reloaded its frame), so it was closed.");
    expect(describeBlocked({ kind: "violation", directive: "connect-src", url: "https://api.example.com/v1?key=1" })).toBe("Blocked a connection to https://api.example.com (connect-src)");
    expect(describeBlocked({ kind: "violation", directive: "img-src", url: "data:image/png;base64,AAAA" })).toBe("Blocked an image from a data: address (img-src)");
    expect(describeBlocked({ kind: "violation", directive: "x-unknown", url: "not a url at all" })).toBe("Blocked a request (x-unknown)");
  });
});
