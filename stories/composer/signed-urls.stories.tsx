import { useEffect, useMemo, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { fromAgentChat } from "../../src/adapters/agent-chat/index";
import { Composer, createContentLoader, MessageView, PartkitProvider, type Message, type MessageBody } from "../../src/index";
import { inPageSignedStore } from "./in-page-signed-store";

/** The quarter's chart: four bars drawn on a canvas, as PNG bytes (the same picture every run). */
function chartPng(): Uint8Array<ArrayBuffer> {
  const canvas = document.createElement("canvas");
  canvas.width = 240;
  canvas.height = 120;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#f1f5f9";
  g.fillRect(0, 0, 240, 120);
  g.fillStyle = "#2563eb";
  [40, 62, 55, 90].forEach((h, i) => g.fillRect(24 + i * 52, 110 - h, 36, h));
  return Uint8Array.from(atob(canvas.toDataURL("image/png").split(",")[1]!), (c) => c.charCodeAt(0));
}

/**
 * A thread reloaded after its attachments' signed URLs expired: the message renders once every
 * URL has expired, the loader and the image ask `resolveUrl` for fresh ones, and the count of
 * re-signs per object is shown. Below, a Composer uploads to the same store.
 */
function ReloadedThread() {
  const store = useMemo(() => {
    const s = inPageSignedStore();
    s.put("threads/t1/chart.png", chartPng(), "image/png");
    s.put("threads/t1/notes.txt", "Quarterly notes: revenue up 12%.", "text/plain");
    return s;
  }, []);
  const message = useMemo(
    () =>
      fromAgentChat({
        id: "msg-attachments",
        role: "assistant",
        content: [
          { type: "text", text: "The quarter, attached." },
          // Signed a while ago: valid for a moment only.
          { type: "binary", url: store.presign("threads/t1/chart.png", 150), mimeType: "image/png", filename: "chart.png" },
          { type: "binary", url: store.presign("threads/t1/notes.txt", 150), mimeType: "text/plain", filename: "notes.txt" },
        ],
      }),
    [store],
  );
  const loader = useMemo(() => createContentLoader({ resolveUrl: store.resolveUrl, fetch: store.fetch }), [store]);
  const [reloaded, setReloaded] = useState(false);
  const [resigned, setResigned] = useState<string>("none yet");
  const [sent, setSent] = useState<Message[]>([]);
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.allExpired()) setReloaded(true);
        // Sorted: the image and the text re-sign in either order.
        const counts = [...store.resigned()].map(([key, n]) => `${key.slice(key.lastIndexOf("/") + 1)} ×${n}`).sort();
        if (counts.length > 0) setResigned(counts.join(", "));
      }),
    [store],
  );
  return (
    <PartkitProvider loader={loader}>
      <div style={{ display: "grid", gap: 12 }}>
        {reloaded ? <MessageView message={message} /> : <p role="status">Waiting for the signed URLs to expire…</p>}
        <p data-slot="story-note">Re-signed through resolveUrl: {resigned}</p>
        {sent.map((m, i) => (
          <MessageView key={i} message={m} />
        ))}
        <Composer upload={store.upload} onSend={(body: MessageBody) => setSent((list) => [...list, { role: "user", ...body }])} placeholder="Attach a file: it uploads to the same store" />
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Composer/Signed URLs",
  component: ReloadedThread,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Attachments behind signed URLs that expire, from an object store living in the page (no network; `stories/composer/in-page-signed-store.ts`). Its URLs stop working after a moment, as presigned S3 URLs do; the loader and the image ask `resolveUrl` for a fresh URL once per part, and the content shows. The Composer uploads to the same store. The tests run the same recipe against a real S3-compatible server (`test/browser/fetch/s3-signed-urls.test.tsx`).",
      },
    },
  },
} satisfies Meta<typeof ReloadedThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reloaded thread: every expired URL re-signed once, the chart and the notes shown. */
export const ReSignedAfterExpiry: Story = {
  name: "Re-signed after expiry",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => {
        const img = canvasElement.querySelector<HTMLImageElement>('[data-slot="message-view"] img');
        expect(img?.complete && img.naturalWidth).toBe(240);
      },
      { timeout: 10_000 },
    );
    await expect(await canvas.findByText("Quarterly notes: revenue up 12%.", {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="story-note"]')).toHaveTextContent("Re-signed through resolveUrl: chart.png ×1, notes.txt ×1"));
  },
};
