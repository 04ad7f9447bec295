import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { CodeBlock } from "../../src/code";
import { Markdown } from "../../src/markdown";
import { withDiagrams } from "../../src/mermaid";

const diagramComponents = { codeBlock: withDiagrams(CodeBlock) };

const answer = [
  "Here is how a request flows through the service:",
  "",
  "```mermaid",
  "flowchart LR",
  "  client[Client] -->|HTTPS| gateway{Gateway}",
  "  gateway -->|cached| cache[(Cache)]",
  "  gateway -->|miss| api[API]",
  "  api --> db[(Postgres)]",
  "```",
  "",
  "And the login handshake, step by step:",
  "",
  "```mermaid",
  "sequenceDiagram",
  "  participant U as User",
  "  participant A as App",
  "  participant S as Auth server",
  "  U->>A: Sign in",
  "  A->>S: Authorization request",
  "  S-->>A: Code",
  "  A->>S: Exchange code for token",
  "  S-->>A: Access token",
  "  A-->>U: Signed in",
  "```",
  "",
  "Where the time goes:",
  "",
  "```mermaid",
  'pie title Request time',
  '  "Network" : 45',
  '  "Database" : 35',
  '  "Rendering" : 20',
  "```",
  "",
  "Other code blocks stay code:",
  "",
  "```ts",
  'const answer: number = 42;',
  "```",
].join("\n");

const broken = ["A diagram with a syntax error shows its source and Mermaid's message:", "", "```mermaid", "flowchart TD", "  A --> [missing", "```", "", "```mermaid", "stateDiagram-v2", "  [*] --> Ready", "  Ready --> [*]", "```"].join("\n");

const meta = {
  title: "Markdown/Diagrams",
  component: Markdown,
  args: { text: answer },
  // The diagram code block is wired here, not as an arg: a map of components is not something the
  // docs page's controls can show (its table failed to render on it).
  render: (args) => <Markdown {...args} components={diagramComponents} />,
  parameters: {
    docs: {
      description: {
        component:
          "Fenced code blocks whose language is `mermaid`, drawn by `partkit/mermaid` (`withDiagrams(CodeBlock)` as markdown's `codeBlock`): Mermaid loads on the first diagram, runs with `securityLevel: \"strict\"`, and each drawing is shown as an image of its SVG, in the theme's light or dark colours, with copy, download and full-size actions.",
      },
    },
  },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(root: HTMLElement, count: number) {
  await waitFor(() => expect(root.querySelectorAll('[data-slot="mermaid"]:not([data-state="drawing"])')).toHaveLength(count), { timeout: 30_000 });
  await Promise.all([...root.querySelectorAll<HTMLImageElement>('img[data-slot="mermaid-image"]')].map((img) => img.decode()));
}

/** Three diagrams in one answer, with an ordinary code block after them. */
export const Diagrams: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 3);
    await expect(canvasElement.querySelectorAll('[data-slot="mermaid"][data-state="drawn"]')).toHaveLength(3);
    // Drawings are images, never SVG in the page (the toolbar's icons are partkit's own).
    await expect(canvasElement.querySelector("svg:not(.pk-icon)")).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="code-block"]')).toHaveLength(1);
  },
};

/** A syntax error stays in its own diagram; the next one draws. */
export const SyntaxError: Story = {
  args: { text: broken },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 2);
    const states = [...canvasElement.querySelectorAll('[data-slot="mermaid"]')].map((d) => d.getAttribute("data-state"));
    await expect(states).toEqual(["error", "drawn"]);
    await expect(canvasElement.querySelector('[data-slot="mermaid-error"]')).toHaveTextContent(/^Diagram error: /);
  },
};

/** While the fence is still open, the diagram shows as its source, quietly. */
export const Streaming: Story = {
  args: { text: answer.slice(0, answer.indexOf("```", answer.indexOf("```mermaid") + 10) - 1), status: "streaming" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "source");
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};
