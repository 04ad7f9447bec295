import { serveAssets } from "../lib/asset-server.mjs";

const LATENCY_MS = 20;

/**
 * A message with 1,000 remote texts and 1,000 remote images: what is requested before the reader
 * scrolls, how soon the first screen shows content, and what one screen of scrolling asks for.
 */
export default {
  id: "lazy",
  title: "Lazy loading: a message with 1,000 remote texts and 1,000 remote images",
  kind: "browser",
  // The hand-rolled list's refused requests (see the notes) are part of the result, not failures.
  expectedConsoleErrors: /ERR_INSUFFICIENT_RESOURCES/,
  subjects: [
    // partkit mounts only the parts near the view of a message over 200 parts (windowed).
    { id: "partkit", label: "partkit `<MessageView layout=\"inline\">`", page: "lazy/partkit.html", windowed: true },
    { id: "naive", label: "fetch on mount / `<img src>` (hand-rolled)", page: "lazy/naive.html" },
  ],
  params: ({ quick }) => ({ count: quick ? 400 : 2000, latencyMs: LATENCY_MS }),
  timeoutMs: 180_000,
  async measure({ page, subject, params, heapUsed, run }) {
    const assets = await serveAssets({ latencyMs: params.latencyMs });
    try {
      const token = `${subject.id}-${run}-${Date.now().toString(36)}`;
      const warmToken = `warm-${token}`;
      const prepared = await page.evaluate((p) => window.__bench.prepare(p), { ...params, origin: assets.origin, token, warmToken });
      await assets.idle(warmToken, 300, 10_000);
      if (assets.stats(token).count !== 0) throw new Error("requests for the measured message arrived before it was mounted");
      const before = await heapUsed();
      const mount = await page.evaluate(() => window.__bench.mount({}));
      // Everything the page asks for without scrolling: wait until no request has arrived for 500 ms.
      const atRest = await assets.idle(token, 500, 60_000);
      const after = await heapUsed();
      const scroll = await page.evaluate(() => window.__bench.scroll({}));
      const afterScroll = await assets.idle(token, 500, 60_000);
      const check = await page.evaluate(() => window.__bench.check({}));
      const remoteParts = prepared.parts - 1;
      // Every part is in the DOM, or (windowed) at least the ones in view, which the frame check found.
      if (subject.windowed ? check.items === 0 || check.items > remoteParts : check.items !== remoteParts) throw new Error(`rendered ${check.items} of ${remoteParts} parts`);
      return {
        firstFrame: mount.firstFrame,
        visibleLoaded: mount.visibleLoaded,
        visibleAtStart: mount.visibleAtStart,
        visibleFailed: mount.visibleFailed + scroll.visibleFailed,
        requestsBeforeScroll: atRest.count,
        requestShare: atRest.count / remoteParts,
        textRequests: atRest.text,
        imageRequests: atRest.image,
        scrollVisibleLoaded: scroll.visibleLoaded,
        scrolled: scroll.scrolled,
        requestsAfterScroll: afterScroll.count - atRest.count,
        heapGrowth: after - before,
        domNodes: mount.domNodes,
        items: check.items,
        textsShown: check.textsShown,
        imagesShown: check.imagesShown,
        failed: check.failed,
      };
    } finally {
      await assets.close();
    }
  },
  metrics: [
    { key: "firstFrame", label: "First frame (parts in the DOM)", unit: "ms" },
    { key: "visibleLoaded", label: "Until every part in view shows content", unit: "ms" },
    { key: "visibleAtStart", label: "… parts in view then (check)", unit: "" },
    { key: "visibleFailed", label: "… parts in view showing a load error instead, first and second screen (check)", unit: "" },
    { key: "requestsBeforeScroll", label: "Requests before scrolling (at the server, at rest)", unit: "" },
    { key: "textRequests", label: "… of them texts", unit: "" },
    { key: "imageRequests", label: "… of them images", unit: "" },
    { key: "scrolled", label: "Scrolled by (check)", unit: "px" },
    { key: "scrollVisibleLoaded", label: "After scrolling one screen: until the parts in view show content", unit: "ms" },
    { key: "requestsAfterScroll", label: "Requests caused by scrolling one screen", unit: "" },
    { key: "heapGrowth", label: "JS heap growth (after GC, mount to rest)", unit: "MB" },
    { key: "domNodes", label: "DOM elements after the first screen loaded", unit: "" },
    { key: "items", label: "Parts in the DOM (check; partkit windows a message over 200 parts)", unit: "" },
    { key: "textsShown", label: "Texts showing content at the end (check)", unit: "" },
    { key: "imagesShown", label: "Images showing content at the end (check)", unit: "" },
    { key: "failed", label: "Parts showing a load error at the end", unit: "" },
  ],
  goals(s) {
    const p = s.partkit;
    const ratio = (a, b) => (a && b ? a.median / b.median : NaN);
    const share = p?.requestShare?.median;
    return [
      { goal: "requests before scrolling ≤ 5% of the remote parts (value in %)", value: share * 100, unit: "", met: share <= 0.05 },
      {
        goal: "first screen shows content no later than the hand-rolled list (× its time)",
        value: ratio(p?.visibleLoaded, s.naive?.visibleLoaded),
        unit: "x",
        met: ratio(p?.visibleLoaded, s.naive?.visibleLoaded) <= 1,
      },
    ];
  },
  notes: [
    "One message: an unnamed intro and 2,000 named remote parts alternating `/files/NNNN.txt` (text/plain) and `/images/NNNN.png` (image/png, 160×90), each with its own `contentUrl` (1,000 + 1,000; 200 + 200 with `--quick`). Rendered in a 760×800 px scroller.",
    `The parts come from a second server on 127.0.0.1 (bench/lib/asset-server.mjs, another port, so cross-origin; CORS and \`Cross-Origin-Resource-Policy: cross-origin\`, \`no-store\`) that answers every request after ${LATENCY_MS} ms, as a content host some distance away would, and counts requests as they arrive. Browsers open at most 6 HTTP/1.1 connections to it.`,
    "*partkit*: `<PartkitProvider>` (default loader: 6 requests at once, URL cache) around `<MessageView message layout=\"inline\">`; a remote part starts loading when it comes within 400 px of the scroller's visible area. *Hand-rolled*: every text part `fetch()`es in `useEffect` on mount, every image is an `<img src>` (no `loading=\"lazy\"`).",
    "*Until every part in view shows content*: from `createRoot().render()` (in `flushSync`) to the first produced frame in which every part whose box intersects the scroller's visible area shows its content (text fetched and rendered; `<img>` `complete` with a natural width), checked frame by frame. Both subjects first warm up on a 20-part message with other URLs (not counted), partkit after `preloadRenderers()`.",
    "*Requests before scrolling*: counted at the asset server once no request has arrived for 500 ms after mounting. *Requests caused by scrolling*: the same after setting `scrollTop` one screen (800 px) further. *JS heap growth*: CDP `HeapProfiler.collectGarbage` + `Runtime.getHeapUsage`, before mounting (message built) and at rest; decoded image memory is not JS heap.",
    "Chromium refuses requests past its limit of outstanding requests per renderer with `net::ERR_INSUFFICIENT_RESOURCES`: the hand-rolled list's 2,000 simultaneous requests lose hundreds of images that way (*Parts showing a load error*; they never reach the server). Chromium logs each as a console error; the report counts those rather than listing them.",
  ],
};
