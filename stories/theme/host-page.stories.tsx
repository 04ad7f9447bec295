import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { defineRenderer, type Message, MessageView, PartkitProvider, type PartRendererProps } from "../../src/index";
import { SchemaForm } from "../../src/form/index";
import { chatRenderers } from "../renderers";

/**
 * A host app styled the shadcn/ui way: its components carry `data-slot="button"`, `"card"`,
 * `"input"`, `"tabs-trigger"`… and its stylesheet (unlayered, as app CSS usually is) selects them
 * by those names. partkit lives inside it, including a third-party renderer that uses the host's
 * button. Neither side's rules reach the other's elements.
 */
const hostCss = `
.acme-page {
  --acme-bg: #ffffff; --acme-fg: #09090b; --acme-card: #ffffff; --acme-primary: #18181b; --acme-primary-fg: #fafafa;
  --acme-muted: #f4f4f5; --acme-muted-fg: #52525b; --acme-border: #e4e4e7;
  display: grid; gap: 1rem; padding: 1rem; max-width: 880px;
  background: var(--acme-bg); color: var(--acme-fg); font-family: ui-sans-serif, system-ui, sans-serif;
}
[data-theme="dark"] .acme-page {
  --acme-bg: #09090b; --acme-fg: #fafafa; --acme-card: #18181b; --acme-primary: #fafafa; --acme-primary-fg: #18181b;
  --acme-muted: #27272a; --acme-muted-fg: #a1a1aa; --acme-border: #3f3f46;
}
.acme-page h1 { margin: 0; font-size: 1.25rem; }
.acme-toolbar { display: flex; gap: 0.5rem; align-items: center; justify-content: space-between; }
[data-slot="button"] {
  display: inline-flex; align-items: center; height: 2.25rem; padding: 0 1rem; border: 0; border-radius: 9999px;
  background: var(--acme-primary); color: var(--acme-primary-fg); font: 500 0.875rem/1 ui-sans-serif, system-ui, sans-serif;
}
[data-slot="card"] { display: grid; gap: 0.75rem; padding: 1.25rem; border: 1px solid var(--acme-border); border-radius: 14px; background: var(--acme-card); }
[data-slot="card-title"] { margin: 0; font-size: 1rem; }
[data-slot="label"], [data-slot="field-label"] { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; }
[data-slot="input"], [data-slot="select"], [data-slot="textarea"] {
  height: 2.25rem; padding: 0 0.75rem; border: 1px solid var(--acme-border); border-radius: 10px; background: transparent; color: inherit;
}
[data-slot="checkbox"] { width: 1rem; height: 1rem; border-radius: 4px; }
[data-slot="tabs"] { display: grid; gap: 0.75rem; }
[data-slot="tabs-list"], [data-slot="tab"] { display: inline-flex; gap: 0.25rem; width: fit-content; padding: 3px; border-radius: 10px; background: var(--acme-muted); }
[data-slot="tabs-trigger"] { padding: 0.25rem 0.75rem; border: 0; border-radius: 8px; background: transparent; color: var(--acme-muted-fg); font: inherit; }
[data-slot="tabs-trigger"][data-state="active"] { background: var(--acme-bg); color: var(--acme-fg); }
[data-slot="code"] { font-size: 2rem; text-decoration: underline; }
`;

/** What a third-party renderer looks like: the host's own card and button, inside a partkit part. */
function DeployApproval({ part }: PartRendererProps) {
  const build = typeof part.content === "string" ? (JSON.parse(part.content) as { build: number }).build : 0;
  return (
    <div data-slot="card" role="group" aria-label="Deploy approval">
      <p style={{ margin: 0 }}>Deploy build {build} to production?</p>
      <div className="acme-toolbar">
        <button type="button" data-slot="button">
          Approve
        </button>
        <button type="button" className="acme-plain">
          Details
        </button>
      </div>
    </div>
  );
}
const approvalRenderer = defineRenderer({ match: "application/vnd.acme.approval+json", component: DeployApproval, label: "Acme approval" });
const renderers = [...chatRenderers, approvalRenderer];

const json = (value: unknown) => JSON.stringify(value);
const message: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/markdown", content: "Here is the script, and the run it produced:\n\n```python\nprint(sum(range(10)))\n```" },
    { contentType: "application/vnd.partkit.tool-call+json", content: json({ id: "call_1", name: "run_python", arguments: { file: "sum.py" }, state: "output-available" }) },
    { contentType: "application/json", content: json({ result: 45, steps: [{ name: "parse", ms: 2 }, { name: "run", ms: 11 }] }) },
    { contentType: "application/vnd.acme.approval+json", content: json({ build: 42 }) },
  ],
};

const reportSchema = {
  type: "object",
  properties: {
    summary: { type: "string", title: "Summary" },
    severity: { type: "string", title: "Severity", enum: ["low", "high"] },
  },
  required: ["summary"],
} as const;

function HostPage() {
  return (
    <div className="acme-page">
      <style>{hostCss}</style>
      <div className="acme-toolbar">
        <h1>Acme console</h1>
        <button type="button" data-slot="button" data-testid="host-button">
          New chat
        </button>
      </div>
      <div data-slot="tabs">
        <div role="tablist" aria-label="Views" data-slot="tabs-list">
          <button type="button" role="tab" id="acme-tab-chat" aria-selected="true" data-slot="tabs-trigger" data-state="active">
            Chat
          </button>
          <button type="button" role="tab" aria-selected="false" tabIndex={-1} data-slot="tabs-trigger" data-state="inactive">
            Settings
          </button>
        </div>
        <div role="tabpanel" aria-labelledby="acme-tab-chat" data-slot="tabs-content" style={{ display: "grid", gap: "1rem" }}>
          <section data-slot="card" aria-labelledby="acme-assistant" data-testid="host-card">
            <h2 data-slot="card-title" id="acme-assistant">
              Assistant
            </h2>
            <PartkitProvider renderers={renderers}>
              <MessageView message={message} layout="inline" />
            </PartkitProvider>
          </section>
          <section data-slot="card" aria-labelledby="acme-report">
            <h2 data-slot="card-title" id="acme-report">
              Report a problem
            </h2>
            <label data-slot="label" htmlFor="acme-search">
              Search reports
            </label>
            <input id="acme-search" data-slot="input" data-testid="host-input" />
            <SchemaForm schema={reportSchema} submitLabel="Send report" />
          </section>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: "Theme/Host page",
  component: HostPage,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "partkit inside an app styled like shadcn/ui (`[data-slot=\"button\"]`, `\"card\"`, `\"input\"`, `\"tabs-trigger\"` rules in the app's CSS). partkit's slots are its own (`schema-form-button`, `playground-tab`…) and its rules sit in `@layer partkit` and reach only its own elements, so the app's button keeps the app's look, partkit's keep partkit's, and a third-party renderer's button inside a part is the app's.",
      },
    },
  },
} satisfies Meta<typeof HostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Theme = "light" | "dark";
/** partkit's tokens (src/theme/tokens.css) and the host's palette above, as computed colours. */
const partkit = {
  light: { accent: "rgb(11, 92, 213)", accentFg: "rgb(255, 255, 255)", bg: "rgb(255, 255, 255)", subtle: "rgb(246, 248, 250)", border: "rgb(209, 217, 224)" },
  dark: { accent: "rgb(68, 147, 248)", accentFg: "rgb(13, 17, 23)", bg: "rgb(13, 17, 23)", subtle: "rgb(22, 27, 34)", border: "rgb(61, 68, 77)" },
} as const;
const host = {
  light: { primary: "rgb(24, 24, 27)", primaryFg: "rgb(250, 250, 250)", muted: "rgb(244, 244, 245)", border: "rgb(228, 228, 231)" },
  dark: { primary: "rgb(250, 250, 250)", primaryFg: "rgb(24, 24, 27)", muted: "rgb(39, 39, 42)", border: "rgb(63, 63, 70)" },
} as const;

/** Names UI kits use; partkit renders none of them (the third-party renderer does). */
const kitSlots = ["button", "input", "select", "textarea", "checkbox", "label", "field", "field-label", "tabs", "tab", "tabs-list", "tabs-trigger", "tabs-content", "code", "card", "badge"];

async function checkBothSidesIntact(canvasElement: HTMLElement, theme: Theme) {
  const canvas = within(canvasElement);
  const style = (el: Element) => getComputedStyle(el);
  await expect(document.documentElement).toHaveAttribute("data-theme", theme);
  // Every renderer (markdown and code load on first use) has rendered.
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="code-block"]')).not.toBeNull(), { timeout: 10_000 });
  await canvas.findByRole("group", { name: "Deploy approval" });

  // The host's components keep the host's look.
  const hostButton = canvas.getByTestId("host-button");
  await expect(style(hostButton).backgroundColor).toBe(host[theme].primary);
  await expect(style(hostButton).color).toBe(host[theme].primaryFg);
  await expect(style(hostButton).borderRadius).toBe("9999px");
  const hostInput = canvas.getByTestId("host-input");
  await expect(style(hostInput).borderRadius).toBe("10px");
  await expect(style(hostInput).height).toBe("36px");
  await expect(style(canvas.getByTestId("host-card")).borderRadius).toBe("14px");
  await expect(style(canvas.getByTestId("host-card")).borderTopColor).toBe(host[theme].border);
  await expect(style(canvas.getByRole("tablist", { name: "Views" })).backgroundColor).toBe(host[theme].muted);
  await expect(style(canvas.getByText("Search reports")).textTransform).toBe("uppercase");

  // A third-party renderer's markup inside a part is the host's: partkit styles none of it.
  const approval = canvas.getByRole("group", { name: "Deploy approval" });
  const approve = within(approval).getByRole("button", { name: "Approve" });
  await expect(style(approve).backgroundColor).toBe(host[theme].primary);
  await expect(style(approve).borderRadius).toBe("9999px");
  const plain = within(approval).getByRole("button", { name: "Details" });
  await expect(style(plain).backgroundColor).not.toBe(partkit[theme].subtle);
  await expect(style(plain).borderRadius).not.toBe("6px");

  // partkit's elements keep partkit's look.
  const submit = canvas.getByRole("button", { name: "Send report" });
  await expect(submit).toHaveAttribute("data-slot", "schema-form-button");
  await expect(style(submit).backgroundColor).toBe(partkit[theme].accent);
  await expect(style(submit).color).toBe(partkit[theme].accentFg);
  await expect(style(submit).borderRadius).toBe("6px");
  const summary = canvas.getByLabelText(/Summary/);
  await expect(style(summary).borderTopColor).toBe(partkit[theme].border);
  await expect(style(summary).borderRadius).toBe("6px");
  await expect(style(summary).backgroundColor).toBe(partkit[theme].bg);
  const severity = canvas.getByLabelText(/Severity/);
  await expect(style(severity).borderRadius).toBe("6px");
  const summaryLabel = canvasElement.querySelector(`label[for="${summary.id}"]`)!;
  await expect(style(summaryLabel).textTransform).toBe("none");
  await expect(style(summaryLabel).fontWeight).toBe("600");
  // In the chat the JSON part is a readable card; its raw tree is one click away, on partkit's button.
  const showRaw = canvasElement.querySelector<HTMLButtonElement>('[data-slot="json-part"] [data-slot="raw-toggle"]')!;
  await expect(showRaw).toHaveClass("pk-button");
  await expect(style(showRaw).borderRadius).toBe("6px");
  const toolCall = canvasElement.querySelector('[data-slot="tool-call-part"]')!;
  await expect(style(toolCall).backgroundColor).toBe(partkit[theme].bg);
  await expect(style(toolCall).borderTopColor).toBe(partkit[theme].border);
  const codeBlock = canvasElement.querySelector('[data-slot="code-block"]')!;
  await expect(style(codeBlock).backgroundColor).toBe(partkit[theme].subtle);
  await expect(style(canvas.getByRole("button", { name: "Copy code" })).backgroundColor).toBe("rgba(0, 0, 0, 0)");

  // And partkit renders no slot name a UI kit uses (outside the third-party renderer).
  const partkitRoots = canvasElement.querySelectorAll('[data-slot="message-view"], [data-slot="schema-form"]');
  const kitNamed = [...partkitRoots].flatMap((rootElement) =>
    [...rootElement.querySelectorAll("[data-slot]")].filter((el) => !el.closest('[data-renderer="Acme approval"]') && kitSlots.includes(el.getAttribute("data-slot")!)),
  );
  await expect(kitNamed.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
}

/** The host's look and partkit's, side by side in the light theme. */
export const Light: Story = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => checkBothSidesIntact(canvasElement, "light"),
};

/** The same page in the dark theme (`data-theme="dark"` on `<html>`, which both sides follow). */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => checkBothSidesIntact(canvasElement, "dark"),
};
