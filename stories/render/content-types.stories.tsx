import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useMemo } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type ContentLoader, createMemoryLoader, defineRenderer, type Message, MessageView, type Part, PartkitProvider, type PartRendererProps } from "../../src/index";
import { emptyParts, galleryEntries } from "../../test/fixtures/render/gallery";
import { hostileMessage } from "../../test/fixtures/render/hostile";
import { hugeMessage, remoteEntries, remoteMessage } from "../../test/fixtures/render/remote";

interface GalleryProps {
  /** Which set of messages to show. */
  readonly set: "all" | "empty" | "remote-loading" | "remote-errors" | "huge" | "hostile";
}

function Broken({ part }: PartRendererProps): never {
  throw new Error(`this renderer cannot draw ${part.name ?? "the part"}`);
}
const brokenRenderer = defineRenderer({ match: "*/*", names: "/broken/**", component: Broken, label: "Broken example renderer" });

function Section({ title, message, loader }: { title: string; message: Message; loader?: ContentLoader }) {
  const id = useId();
  const view = <MessageView message={message} layout="inline" />;
  return (
    <section aria-labelledby={id} data-gallery-entry={title} style={{ display: "grid", gap: "0.5rem", paddingBlock: "0.75rem", borderBottom: "1px solid var(--pk-border)" }}>
      <h2 id={id} style={{ margin: 0, fontSize: "0.9375rem" }}>
        {title}
      </h2>
      {loader ? <PartkitProvider loader={loader}>{view}</PartkitProvider> : view}
    </section>
  );
}

function Gallery({ set }: GalleryProps) {
  const huge = useMemo(() => (set === "huge" ? hugeMessage() : undefined), [set]);
  const loading = useMemo(() => createMemoryLoader(remoteEntries, { delayMs: Infinity }), []);
  const failing = useMemo(() => createMemoryLoader(remoteEntries), []);
  const sections: { title: string; message: Message; loader?: ContentLoader }[] =
    set === "all"
      ? galleryEntries.map(({ title, message }) => ({ title, message }))
      : set === "empty"
        ? emptyParts.map((part: Part) => ({ title: `Empty ${part.contentType}`, message: { parts: [part] } }))
        : set === "remote-loading"
          ? [{ title: "Remote parts, still loading", message: remoteMessage, loader: loading }]
          : set === "remote-errors"
            ? [
                { title: "Remote parts: loaded, missing and too large", message: remoteMessage, loader: failing },
                { title: "A renderer that throws", message: { parts: [{ contentType: "text/plain", content: "The part before still renders." }, { name: "/broken/part.txt", contentType: "text/plain", content: "raw content kept for inspection" }, { contentType: "text/plain", content: "So does the part after." }] } },
              ]
            : set === "huge"
              ? [{ title: "10 MB JSON, 5,000-row CSV, 300,000 characters of text", message: huge! }]
              : [{ title: "Hostile content", message: hostileMessage }];
  return (
    <PartkitProvider renderers={[brokenRenderer]}>
      <div style={{ maxWidth: 760 }}>
        {sections.map((section) => (
          <Section key={section.title} {...section} />
        ))}
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Render/Content types",
  component: Gallery,
  args: { set: "all" },
  argTypes: { set: { control: "inline-radio", options: ["all", "empty", "remote-loading", "remote-errors", "huge", "hostile"] } },
  parameters: {
    docs: {
      description: {
        component:
          "Every content type the built-in renderers handle, one message each, through `<MessageView layout=\"inline\">`. Each part renders in its own error boundary; remote parts load when they come into view, through the `loader` in `<PartkitProvider>` (here an in-memory one: no network).",
      },
    },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvas: HTMLElement, title: string) => canvas.querySelector<HTMLElement>(`[data-gallery-entry="${title}"]`)!;

/** One message per content type, light theme. */
export const AllTypes: Story = {
  name: "Every content type",
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll("[data-gallery-entry]")).toHaveLength(galleryEntries.length);
    await expect(canvasElement.querySelector('[data-slot="part"][data-state="error"]')).toBeNull();
    // In a turn, JSON reads as labelled values; the tree is behind "Show raw".
    await expect(canvas.getByRole("group", { name: "run.json" })).toBeVisible();
    // CSV tables wait for the CSV parser, a separate download the dev server compiles on first use.
    await expect(await canvas.findAllByRole("table", {}, { timeout: 15_000 })).toHaveLength(2);
    const gradient = await canvas.findByRole("img", { name: "A blue and green gradient" });
    await waitFor(() => expect((gradient as HTMLImageElement).naturalWidth).toBe(48));
    // An inline SVG is a data: URL: opened in a tab of its own it has an opaque origin, where a blob: URL would have the app's.
    await expect(canvas.getByRole("img", { name: "Bar chart of weekly runs" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    const video = entry(canvasElement, "Video (sample is audio-only; with captions)");
    // The sample has no picture: once its metadata is in, it shows as the compact audio player.
    await waitFor(() => expect(video.querySelector('[data-slot="media-part"]')).toHaveAttribute("data-layout", "audio"));
    await expect(video.querySelector('[data-slot="media-part"]')).toHaveAttribute("data-state", "ready");
    await expect(video.querySelector("audio")).not.toBeNull();
    await expect(entry(canvasElement, "Python").querySelector('[data-language="python"]')).not.toBeNull();
    await expect(within(entry(canvasElement, "Data message")).getByText("Full name")).toBeVisible();
  },
};

/** Test only: what opens on request: the sandboxed HTML, a data message's LLM text, the folded reasoning. */
export const AllTypesOpened: Story = {
  ...AllTypes,
  name: "Every content type: opened",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const html = entry(canvasElement, "HTML (sandboxed, on request)");
    await userEvent.click(within(html).getByRole("button", { name: "Show HTML" }));
    await expect(html.querySelector("iframe")).toHaveAttribute("sandbox", "");
    const data = entry(canvasElement, "Data message");
    await expect(within(data).getByText("Full name")).toBeVisible();
    await userEvent.click(within(data).getByRole("button", { name: "LLM text" }));
    await expect(within(data).getByRole("group", { name: /What the model sees/ })).toHaveTextContent("## Data: ¶user");
    const reasoning = entry(canvasElement, "Reasoning");
    await userEvent.click(within(reasoning).getByRole("button", { name: "Reasoning" }));
    await expect(within(reasoning).getByText(/weather tool/)).toBeVisible();
  },
};

/** The same gallery in the dark theme: every colour comes from `--pk-*` variables. */
export const AllTypesDark: Story = {
  name: "Every content type (dark)",
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe("rgb(13, 17, 23)"); // --pk-bg, resolved in the dark theme
    // Sources show as rows of their message's list rather than as parts of their own.
    await expect(canvasElement.querySelectorAll('[data-slot="part"], [data-slot="message-source"]').length).toBeGreaterThanOrEqual(galleryEntries.length);
  },
};

/** Parts with nothing in them: each renderer has a calm empty state. */
export const Empty: Story = {
  args: { set: "empty" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="text-part"]')).toHaveAttribute("data-state", "empty");
    await expect(await within(canvasElement).findByText(/has no rows/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="fallback-part"]')).toHaveAttribute("data-state", "empty");
  },
};

/** Remote parts whose loader has not answered yet: visible loading states. */
export const Loading: Story = {
  args: { set: "remote-loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("status").length).toBeGreaterThanOrEqual(3));
    await expect(canvasElement.querySelector('[data-slot="text-part"]')).toHaveAttribute("data-state", "loading");
  },
};

/** Loader errors (404, too large) with Retry, and a renderer that throws, isolated in its boundary. */
export const Errors: Story = {
  args: { set: "remote-errors" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/404 Not Found/)).toBeVisible();
    await expect(await canvas.findByText(/larger than the 32 MB limit/)).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Retry" }).length).toBeGreaterThanOrEqual(2);
    const broken = entry(canvasElement, "A renderer that throws");
    await expect(within(broken).getByRole("alert")).toHaveTextContent("Broken example renderer could not render /broken/part.txt");
    await expect(within(broken).getByText("So does the part after.")).toBeVisible();
  },
};

/** Test only: the failed renderer's raw content is one click away. */
export const ErrorsRawContent: Story = {
  ...Errors,
  name: "Errors: raw content shown",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const broken = entry(canvasElement, "A renderer that throws");
    await userEvent.click(within(broken).getByRole("button", { name: "Show raw content" }));
    await expect(within(broken).getByText("raw content kept for inspection")).toBeVisible();
  },
};

/** A 10 MB JSON document, a 5,000-row CSV and 300,000 characters of text stay responsive. */
export const Huge: Story = {
  name: "Huge content",
  args: { set: "huge" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 10 MB document reads as a summary of its first fields; its tree is behind "Show raw".
    await expect(canvas.getByRole("group", { name: "items.json" })).toBeVisible();
    const table = await canvas.findByRole("table", {}, { timeout: 15_000 });
    await expect(table).toHaveAttribute("aria-rowcount", "5001");
    await expect(table.querySelectorAll("tbody tr").length).toBeLessThan(200);
    await expect(canvas.getByRole("button", { name: /Show all/ })).toBeVisible();
  },
};

/** Test only: Expand all on the 10 MB document keeps the tree virtual (a few hundred rows in the DOM at most). */
export const HugeExpanded: Story = {
  ...Huge,
  name: "Huge content: JSON expanded",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-slot="json-part"] [data-slot="raw-toggle"]')!);
    const tree = canvas.getByRole("tree", { name: "JSON of items.json" });
    await userEvent.click(canvas.getByRole("button", { name: "Expand all" }));
    await expect(canvasElement.querySelectorAll('[role="treeitem"]').length).toBeLessThan(300);
    await expect(tree).toHaveAttribute("data-virtual");
  },
};

/** Test only: "Show all" on the 300,000 characters mounts the rest a few blocks per frame, and all of it shows. */
export const HugeTextShown: Story = {
  ...Huge,
  name: "Huge content: all text shown",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Show all/ }));
    await waitFor(() => expect(canvas.queryByRole("button", { name: /Show all|Showing/ })).toBeNull(), { timeout: 15_000 });
    const body = canvasElement.querySelector('[data-slot="text-part-body"]')!;
    await expect(body.querySelectorAll('[data-slot="long-text-block"]').length).toBeGreaterThan(5);
  },
};

/** No payload ran: no global set, no script element, no script or HTML URL in any link or source. */
async function expectNothingRan(canvasElement: HTMLElement) {
  await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  await expect(canvasElement.querySelectorAll("script")).toHaveLength(0);
  for (const el of canvasElement.querySelectorAll("[href], [src]")) {
    await expect(el.getAttribute("href") ?? el.getAttribute("src")).not.toMatch(/^\s*(javascript|vbscript|data:text\/html)/i);
  }
}

/** Script payloads in text, links, images, SVG, HTML and JSON: none runs, every URL is checked. */
export const Hostile: Story = {
  name: "Hostile content",
  args: { set: "hostile" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("img", { name: "SVG with a script, shown as an image" })).toBeVisible());
    await new Promise((done) => setTimeout(done, 300));
    await expectNothingRan(canvasElement);
  },
};

/** Test only: the hostile HTML shown on request runs in a sandboxed frame, and still nothing runs. */
export const HostileHtmlShown: Story = {
  ...Hostile,
  name: "Hostile content: HTML shown",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show HTML" }));
    await waitFor(() => expect(canvas.getByRole("img", { name: "SVG with a script, shown as an image" })).toBeVisible());
    await new Promise((done) => setTimeout(done, 300));
    await expectNothingRan(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toHaveAttribute("sandbox", "");
  },
};
