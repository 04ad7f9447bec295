import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Markdown } from "../../src/markdown";
import { hostileDocuments } from "../../test/fixtures/markdown/documents";

declare global {
  interface Window {
    __partkitPwned?: number;
  }
}

// Each line would set window.__partkitPwned if anything in it ran.
const hostile = [
  "# Hostile markdown",
  "Raw HTML shows as text: <img src=x onerror=\"window.__partkitPwned=1\"> and <script>window.__partkitPwned=2</script>.",
  "",
  "<div onmouseover=\"window.__partkitPwned=3\">a raw HTML block</div>",
  "",
  "Links with script URLs keep their text but lose the link: [plain](javascript:window.__partkitPwned=4), [mixed case](JaVaScRiPt:window.__partkitPwned=5), [tab inside](java\tscript:window.__partkitPwned=6), [entity](javascript&#58;window.__partkitPwned=7), [data HTML](data:text/html,<script>window.__partkitPwned=8</script>), [vbscript](vbscript:msgbox(1)).",
  "",
  "Autolink <javascript:window.__partkitPwned=9> and reference [ref link][evil].",
  "",
  "![image with script source](javascript:window.__partkitPwned=10)",
  "",
  "[A safe link](https://example.com/docs) still works.",
  "",
  "[evil]: javascript:window.__partkitPwned=11",
  "",
  "## More payloads",
  "",
  ...hostileDocuments.map((doc) => `- ${doc.replace(/\n/g, " ")}`),
].join("\n");

const meta = {
  title: "Markdown/Hostile input",
  component: Markdown,
  args: { text: hostile },
  parameters: {
    docs: {
      description: {
        component:
          "Untrusted markdown never runs: raw HTML is text, and every link and image URL goes through the shared URL policy (only http, https and mailto links; no `javascript:`, `vbscript:`, `file:` or `data:text/html`).",
      },
    },
  },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hostile: Story = {
  name: "Hostile document",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.__partkitPwned).toBeUndefined();
    await expect(canvasElement.querySelector("script, iframe, object, embed, style, svg, [onerror], [onmouseover], [onclick]")).toBeNull();
    for (const link of Array.from(canvasElement.querySelectorAll("a"))) {
      // As the browser reads it: the author's URL is kept, so check where it really goes.
      await expect(["http:", "https:", "mailto:"]).toContain(new URL(link.getAttribute("href") ?? "", window.location.href).protocol);
    }
    await expect(canvas.getByRole("link", { name: "A safe link" })).toHaveAttribute("href", "https://example.com/docs");
    await expect(canvasElement.querySelectorAll('[data-slot="markdown-link"][data-state="blocked"]').length).toBeGreaterThanOrEqual(6);
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvasElement.textContent).toContain('<script>window.__partkitPwned=2</script>');
  },
};

/** The same document streamed: mid-stream states are just as inert. */
export const HostileStreaming: Story = {
  name: "Hostile document, streamed",
  args: { text: hostile.slice(0, Math.floor(hostile.length * 0.6)), status: "streaming" },
  play: async ({ canvasElement }) => {
    await expect(window.__partkitPwned).toBeUndefined();
    await expect(canvasElement.querySelector("script, iframe, [onerror], [onmouseover]")).toBeNull();
    for (const link of Array.from(canvasElement.querySelectorAll("a"))) {
      // As the browser reads it: the author's URL is kept, so check where it really goes.
      await expect(["http:", "https:", "mailto:"]).toContain(new URL(link.getAttribute("href") ?? "", window.location.href).protocol);
    }
  },
};
