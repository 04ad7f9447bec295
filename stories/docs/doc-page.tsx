import { Markdown } from "@storybook/addon-docs/blocks";

/**
 * The pages of docs/ that Storybook shows under **Docs/**, by file (relative to docs/), with their
 * titles in the sidebar. Each has its own MDX file here (Storybook indexes MDX files statically);
 * test/unit/toolchain/docs.test.ts checks that every page of docs/ has one.
 *
 * @example
 * docTitles["tools.md"]; // "Tools and approvals"
 */
export const docTitles: Readonly<Record<string, string>> = {
  "messages.md": "Messages and parts",
  "markdown.md": "Markdown, code, diagrams and math",
  "tools.md": "Tools and approvals",
  "forms.md": "Forms and playgrounds",
  "thread.md": "Chat screen",
  "composer.md": "Composer and attachments",
  "remote-content.md": "Remote content and signed URLs",
  "mcp.md": "MCP servers",
  "mcp-apps.md": "MCP Apps",
  "theming.md": "Theming and customising",
  "renderers.md": "Writing a renderer",
  "server-rendering.md": "Server rendering",
  "performance.md": "Performance",
  "safety.md": "Safety",
  "reference.md": "Component reference",
  "protocols/README.md": "Protocols/Overview and streaming",
  "protocols/ai-sdk.md": "Protocols/AI SDK",
  "protocols/openai.md": "Protocols/OpenAI",
  "protocols/anthropic.md": "Protocols/Anthropic",
  "protocols/a2a.md": "Protocols/A2A",
  "protocols/ag-ui.md": "Protocols/AG-UI",
  "protocols/acp.md": "Protocols/Zed ACP and ACP runs",
  "protocols/other-formats.md": "Protocols/CMF, agent-chat and Data",
};

const repository = "https://github.com/partkit/partkit/blob/main/";

/**
 * The Storybook docs id of a page titled `Docs/<title>`, as Storybook makes it (lower case,
 * punctuation and spaces to one dash).
 *
 * @example
 * docsId("Protocols/AI SDK"); // "docs-protocols-ai-sdk--docs"
 */
export function docsId(title: string): string {
  const slug = `Docs/${title}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug}--docs`;
}

/** `a/b/../c.md` → `a/c.md`, for paths relative to the repository. */
function normalise(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "..") out.pop();
    else if (segment !== "." && segment !== "") out.push(segment);
  }
  return out.join("/");
}

/**
 * The page's Markdown with its relative links made to work in Storybook: a link to another docs/
 * page opens that page's docs entry, a link to any other file of the repository opens it on the
 * repository's site; web links and in-page anchors stay.
 *
 * @example
 * storybookLinks("See [forms](forms.md).", "tools.md"); // "See [forms](?path=/docs/docs-forms-and-playgrounds--docs)."
 */
export function storybookLinks(markdown: string, file: string): string {
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  return markdown.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("?")) return whole;
    const [path = ""] = target.split("#");
    const inRepo = normalise(`docs/${folder}/${path}`);
    const page = inRepo.startsWith("docs/") ? docTitles[inRepo.slice("docs/".length)] : undefined;
    return page ? `](?path=/docs/${docsId(page)})` : `](${repository}${inRepo})`;
  });
}

/**
 * One docs/ page in Storybook: its Markdown through Storybook's own Markdown block (headings,
 * tables, highlighted code), links rewritten by {@link storybookLinks}.
 *
 * @example
 * <DocPage file="tools.md" source={toolsMarkdown} />
 */
export function DocPage({ file, source }: { readonly file: string; readonly source: string }) {
  return <Markdown>{storybookLinks(source, file)}</Markdown>;
}
