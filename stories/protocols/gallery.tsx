import { useId, useMemo, useState, type ReactNode } from "react";
import { attachToolResults } from "../../src/adapters/conversation/index";
import { sameSpeaker } from "../../src/list";
import { expect, waitFor, within } from "storybook/test";
import { createMemoryLoader, type ContentLoader, type MemoryEntry } from "../../src/fetch";
import { chatRenderers } from "../renderers";
import { isSecretKey, MessageMeta, redactString } from "../../src/meta";
import type { Message } from "../../src/model";
import { PartkitProvider } from "../../src/render";
import { MessageView } from "../../src/message";
import type { FixtureSample } from "../../test/fixtures/sample";
import { dataUrlBytes, media as sampleMedia } from "../media";

/** The messages a sample converts to, always as a list. */
export function convertSample(sample: FixtureSample): Message[] {
  const out = sample.convert();
  return Array.isArray(out) ? out : [out];
}

/** Looks a sample up by title; a renamed fixture fails loudly instead of silently vanishing. */
export function pick(samples: readonly FixtureSample[], title: string): FixtureSample {
  const found = samples.find((s) => s.title === title);
  if (!found) throw new Error(`No sample titled "${title}" (have: ${samples.map((s) => s.title).join(", ")})`);
  return found;
}

const essence = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

/**
 * An in-memory loader for every remote part of the given messages, so the gallery never touches
 * the network: text-like types get a short text, images, audio and video the generated sample media
 * in stories/media (also handed to `src=` through `currentUrl`), PDFs a one-page PDF, anything else a
 * few bytes.
 */
export function galleryLoader(messages: readonly Message[]): ContentLoader {
  const entries: Record<string, MemoryEntry> = {};
  const media: Record<string, string> = {};
  for (const part of messages.flatMap((m) => (Array.isArray(m.parts) ? m.parts : []))) {
    const url = part?.contentUrl;
    if (typeof url !== "string" || Object.hasOwn(entries, url)) continue;
    const type = essence(part.contentType ?? "");
    if (type.startsWith("image/")) media[url] = type === "image/png" || type === "image/jpeg" || type === "image/webp" ? sampleMedia.landscapeData : sampleMedia.chartData;
    else if (type.startsWith("audio/") || type.startsWith("video/")) media[url] = sampleMedia.chimeData;
    if (media[url]) entries[url] = { bytes: dataUrlBytes(media[url]), contentType: type };
    else if (type === "application/pdf") entries[url] = { bytes: dataUrlBytes(sampleMedia.itineraryData), contentType: type };
    else if (type.startsWith("text/") || type.endsWith("json")) entries[url] = `(Stand-in content of ${url.split(/[?#]/)[0]!.split("/").pop() || "the file"}, served from memory.)`;
    else entries[url] = new Uint8Array([0x70, 0x6b]);
  }
  const loader = createMemoryLoader(entries, { delayMs: 50 });
  return { ...loader, currentUrl: (part) => (part.contentUrl ? media[part.contentUrl] : undefined) };
}

/** The source payload as indented JSON, credentials masked (the gallery is a public page too). */
export function sourceJson(source: unknown): string {
  return JSON.stringify(source, (key, value: unknown) => (isSecretKey(key) && typeof value === "string" ? "[redacted]" : typeof value === "string" ? redactString(value) : value), 2) ?? "undefined";
}

const styles = {
  sample: { display: "grid", gap: "0.5rem", marginBlockEnd: "2rem" },
  columns: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", gap: "1rem", alignItems: "start" },
  messages: { display: "grid", gap: "1rem", minWidth: 0 },
  chat: { display: "grid", gap: "1.5rem", minWidth: 0, maxWidth: "var(--pk-thread-width)", marginInline: "auto" },
  // A segmented control: one frame, the chosen view filled (theme/buttons.css's family inside).
  toolbar: { display: "inline-flex", gap: "2px", padding: "2px", justifySelf: "start", border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)", background: "var(--pk-subtle-bg)" },
  message: { display: "grid", gap: "0.375rem", padding: "0.75rem", border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)" },
  source: { minWidth: 0, position: "sticky", top: "0.5rem" },
  // Long strings wrap: the pane never runs off the page's edge.
  pre: {
    margin: 0,
    maxHeight: "36rem",
    overflow: "auto",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    padding: "0.75rem",
    borderRadius: "var(--pk-radius)",
    background: "var(--pk-subtle-bg)",
    color: "var(--pk-fg)",
    fontFamily: "var(--pk-mono)",
    fontSize: "0.75rem",
  },
  heading: { margin: 0, fontSize: "1rem" },
  caption: { margin: 0, color: "var(--pk-muted)", fontSize: "0.8125rem" },
} as const;

/**
 * One message as the gallery shows it: every badge of `<MessageMeta>` (a gallery shows all that a
 * conversion kept, where a chat shows `<MessageView>`'s one-line header), then `<MessageView>`.
 */
export function GalleryMessage({ message, layout = "split" }: { readonly message: Message; readonly layout?: "split" | "inline" }) {
  return (
    <div style={styles.message} data-gallery="message">
      <MessageMeta message={message} />
      <MessageView message={message} layout={layout} meta={false} />
    </div>
  );
}

/**
 * How a sample shows: as a chat transcript (the default), as the inspector (every badge, the part
 * tree) with the wire JSON beside it, or as the chat with the wire JSON beside it.
 */
export type SampleView = "chat" | "inspector" | "wire";

const viewNames: Record<SampleView, string> = { chat: "Chat", inspector: "Inspector", wire: "Wire JSON" };

/** The gallery's view switch: a segmented control of pressed buttons (one is always pressed). */
function ViewSwitch({ value, onChange }: { readonly value: SampleView; readonly onChange: (view: SampleView) => void }) {
  return (
    <div role="group" aria-label="View" style={styles.toolbar}>
      {(["chat", "inspector", "wire"] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="pk-button"
          data-size="sm"
          data-variant={value === option ? "outline" : "ghost"}
          aria-pressed={value === option}
          data-gallery="view"
          style={value === option ? { color: "var(--pk-fg)", boxShadow: "var(--pk-shadow-1)" } : undefined}
          onClick={() => onChange(option)}
        >
          {viewNames[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * A sample as users of a chat see it: tool results under their calls (`attachToolResults`), one
 * `<MessageView>` per turn with its header, consecutive turns of one speaker sharing it.
 */
function ChatTranscript({ messages }: { readonly messages: readonly Message[] }) {
  const turns = useMemo(() => attachToolResults(messages), [messages]);
  return turns.map((message, i) => (
    <div key={i} data-gallery="message">
      <MessageView message={message} continued={sameSpeaker(turns[i - 1], message)} />
    </div>
  ));
}

/**
 * One protocol sample: by default as a chat (`view="chat"`), with "Inspector" (every badge, the
 * part tree, `layout`, the payload beside it) and "Wire JSON" (the chat beside the payload as the
 * format sends it) one click away.
 */
export function ProtocolSample({
  sample,
  layout,
  view = "chat",
  children,
}: {
  readonly sample: FixtureSample;
  readonly layout?: "split" | "inline";
  readonly view?: SampleView;
  readonly children?: ReactNode;
}) {
  const messages = useMemo(() => convertSample(sample), [sample]);
  const [shown, setShown] = useState<SampleView>(view);
  const loader = useMemo(() => galleryLoader(messages), [messages]);
  const headingId = useId();
  const sourceId = useId();
  const inspector = shown === "inspector";
  const withSource = shown !== "chat";
  return (
    <PartkitProvider loader={loader} renderers={chatRenderers}>
      <section style={styles.sample} aria-labelledby={headingId}>
        <h2 id={headingId} style={styles.heading}>
          {sample.title}
        </h2>
        <p style={styles.caption}>{sample.description}</p>
        <ViewSwitch value={shown} onChange={setShown} />
        {children}
        <div style={withSource ? styles.columns : undefined}>
          <div role="region" aria-label={`Rendered: ${sample.title}`} data-view={inspector ? "inspector" : "chat"} style={inspector ? styles.messages : styles.chat}>
            {inspector ? messages.map((message, i) => <GalleryMessage key={i} message={message} layout={layout} />) : <ChatTranscript messages={messages} />}
          </div>
          <section id={sourceId} aria-label={`Source JSON: ${sample.title}`} style={styles.source} hidden={!withSource}>
            <pre tabIndex={0} style={styles.pre}>
              {sourceJson(sample.source)}
            </pre>
          </section>
        </div>
      </section>
    </PartkitProvider>
  );
}

/** Every sample of a format, one after another. */
export function ProtocolGallery({ samples }: { readonly samples: readonly FixtureSample[] }) {
  return (
    <div>
      {samples.map((sample) => (
        <ProtocolSample key={sample.title} sample={sample} />
      ))}
    </div>
  );
}

/** Renderers and the part tree load on first use (`aria-busy` placeholders); checks wait for them. */
async function expectLoaded(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
}

/** A sample's wire JSON region, found in the page even while folded away (hidden regions have no accessible name). */
function sourceRegion(canvasElement: HTMLElement, sample: FixtureSample): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(`section[aria-label="${CSS.escape(`Source JSON: ${sample.title}`)}"]`);
  if (!found) throw new Error(`No wire JSON region for "${sample.title}"`);
  return found;
}

/**
 * The checks every gallery story makes: the rendered and source regions exist, one message view
 * per converted message, and the source JSON shows the payload.
 */
export async function expectSample(canvasElement: HTMLElement, sample: FixtureSample) {
  const canvas = within(canvasElement);
  const rendered = await canvas.findByRole("region", { name: `Rendered: ${sample.title}` });
  // Folded away in the chat view, one click from it.
  const source = sourceRegion(canvasElement, sample);
  await expectLoaded(rendered);
  const messages = convertSample(sample);
  await expect(rendered.querySelectorAll('[data-gallery="message"]')).toHaveLength(rendered.dataset.view === "inspector" ? messages.length : attachToolResults(messages).length);
  await expect(source.textContent).toBe(sourceJson(sample.source));
  // A renderer that throws shows its error boundary; adapters' own error parts are fine.
  await expect(rendered.querySelector('[data-slot="part-error"]')).toBeNull();
  return { canvas, rendered, source };
}

/** The checks of a format's "All" page: every sample is there and no renderer crashed. */
export async function expectGallery(canvasElement: HTMLElement, samples: readonly FixtureSample[]) {
  for (const sample of samples) await waitFor(() => expect(sourceRegion(canvasElement, sample)).toBeInTheDocument());
  await expectLoaded(canvasElement);
  await expect(canvasElement.querySelectorAll('[data-gallery="message"]')).toHaveLength(samples.reduce((n, s) => n + attachToolResults(convertSample(s)).length, 0));
  await expect(canvasElement.querySelector('[data-slot="part-error"]')).toBeNull();
}
