// Remote content from hostile servers (test/setup/http-server.ts, `/hostile/*` on 127.0.0.1):
// an endless body, a lying Content-Length, one byte every 10 s, redirects to javascript: and in a
// loop, no CORS, and an echo of Cookie and Referer. Every part must end in a clear state (ready
// or error, never stuck loading) within the loader's short timeout, nothing may run, and no
// cookie, referer or `token=` value may be sent or shown.
import { render } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../../src/theme/theme.css";
import type { Part } from "../../../src/model/types";
import { createContentLoader } from "../../../src/fetch";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";
import { group, headersOf, origin, uniq } from "../../browser/fetch/helpers";
import { flushEvents, installCanary, nowShowing, scriptableHazards, takeDetections } from "./canary";

// The loader's own budget (the default is 30 s): the 10-s trickle must time out well before it.
const LOADER_TIMEOUT_MS = 1_500;
const SECRET = "SECRET-TOKEN-14";

let restore: () => void;
beforeAll(() => {
  restore = installCanary();
});
afterAll(() => {
  const late = takeDetections();
  restore();
  expect(late).toEqual([]);
});

const routes = ["endless", "lying-length", "trickle", "redirect-js", "redirect-loop", "no-cors", "echo"] as const;
/** What each kind of part may end as. */
const kinds: { readonly kind: string; readonly part: (url: string, i: number) => Part; readonly slot: string }[] = [
  { kind: "text", part: (url) => ({ contentType: "text/plain", contentUrl: url }), slot: '[data-slot="text-part"]' },
  { kind: "JSON", part: (url) => ({ contentType: "application/json", contentUrl: url }), slot: '[data-slot="json-part"]' },
  { kind: "image", part: (url) => ({ contentType: "image/png", contentUrl: url }), slot: '[data-slot="image-part"]' },
  { kind: "download", part: (url, i) => ({ name: `/files/f${i}.bin`, contentType: "application/octet-stream", contentUrl: url }), slot: '[data-slot="download-link"]' },
];

describe("hostile servers: every part ends in a clear state and nothing leaks", () => {
  it.each(routes)("%s", async (route) => {
    nowShowing(route);
    const id = uniq(route);
    const loader = createContentLoader({ timeoutMs: LOADER_TIMEOUT_MS, retries: 0, maxBytes: 256 * 1024 });
    const parts = kinds.map(({ part }, i): Part => part(`${origin}/hostile/${route}/${id}-${i}?token=${SECRET}&interval=10000`, i));
    const { container, unmount } = render(
      <div style={{ height: 4000, overflowY: "auto" }}>
        <PartkitProvider loader={loader}>
          <MessageView body={{ parts }} layout="inline" />
        </PartkitProvider>
      </div>,
    );
    // Each part's outcome: ready or error, never loading. The hard timeout is the test's own.
    const states = () =>
      kinds.map(({ slot }, i) => {
        const part = container.querySelectorAll('[data-slot="part"]')[i];
        const el = part?.querySelector(slot);
        return el?.getAttribute("data-state") ?? "missing";
      });
    await expect.poll(() => (states().every((s) => /^(ready|error|invalid|empty|unavailable)$/.test(s)) ? "settled" : `${states().join()} ${container.innerHTML.slice(0, 3000)}`), { timeout: 30_000, interval: 100 }).toBe("settled");
    await flushEvents();
    expect(takeDetections(), "script ran").toEqual([]);
    expect(scriptableHazards(container)).toEqual([]);
    // No token in anything a person sees: text, titles, labels.
    const visible = [container.textContent ?? "", ...[...container.querySelectorAll("[title], [aria-label], [alt]")].flatMap((el) => [el.getAttribute("title") ?? "", el.getAttribute("aria-label") ?? "", el.getAttribute("alt") ?? ""])].join("\n");
    expect(visible).not.toContain(SECRET);
    expect(visible).not.toMatch(/token=/);
    expect(visible).not.toContain("SET-BY-SERVER");
    if (route === "echo") {
      expect(states().slice(0, 2)).toEqual(["ready", "invalid"]);
      expect(container.textContent).toContain("cookie: (none)");
      expect(container.textContent).toContain("referer: (none)");
      const seen = await headersOf(`/hostile/echo/${id}-0`);
      expect(seen?.cookie).toBeUndefined();
      expect(seen?.referer).toBeUndefined();
    } else if (route !== "lying-length") {
      expect(states().slice(0, 3), states().join()).toEqual(["error", "error", "error"]);
    }
    unmount();
  });

  // Found by this suite: media streams from src=, outside the loader, so a byte every 10 s kept an
  // <img> or <video> loading for as long as the server held the connection open.
  it("trickle: an image and a video end in a timeout error with Retry, and their requests are cancelled", async () => {
    nowShowing("trickle media");
    const id = uniq("trickle-media");
    const url = (i: number) => `${origin}/hostile/trickle/${id}-${i}?token=${SECRET}&interval=10000&group=${id}`;
    const parts: Part[] = [
      { contentType: "image/png", contentUrl: url(0) },
      { contentType: "video/mp4", contentUrl: url(1) },
    ];
    const { container, unmount } = render(
      <div style={{ height: 4000, overflowY: "auto" }}>
        <PartkitProvider timeoutMs={LOADER_TIMEOUT_MS}>
          <MessageView body={{ parts }} layout="inline" />
        </PartkitProvider>
      </div>,
    );
    const figures = () => [...container.querySelectorAll('[data-slot="image-part"], [data-slot="media-part"]')];
    await expect.poll(() => figures().map((el) => el.getAttribute("data-state")).join(), { timeout: 15_000, interval: 100 }).toBe("error,error");
    for (const figure of figures()) {
      expect(figure.querySelector('[data-slot="content-status-text"]')?.textContent).toMatch(/the (image|media) did not finish loading within 1.5 s$/);
      expect(figure.querySelector("button")?.textContent).toBe("Retry");
      expect(figure.querySelector("img, video, audio")).toBeNull();
    }
    // The server sees both connections closed by the browser, not left to trickle.
    await expect.poll(async () => group(id), { timeout: 15_000, interval: 200 }).toMatchObject({ inFlight: 0, aborted: expect.any(Number) });
    expect((await group(id)).aborted, "both requests cut by the browser").toBeGreaterThanOrEqual(2);
    await flushEvents();
    expect(takeDetections(), "script ran").toEqual([]);
    unmount();
  });
});
