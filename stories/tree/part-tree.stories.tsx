import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PartTree } from "../../src/tree/index";
import { researchBody } from "../../test/fixtures/tree/research";
import { softwareBody } from "../../test/fixtures/tree/software";
import { LARGE_LAST, largeBody, unnamedBody } from "../../test/fixtures/tree/large";

const meta = {
  title: "Tree/PartTree",
  component: PartTree,
  args: { body: researchBody, "aria-label": "Message parts" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The named parts of a message as a WAI-ARIA tree: folders from part names, icons by content type, counts, a glob filter and a roving tabindex. Tab into the tree, then use the arrows, Home/End, Enter/Space, `*` and type-ahead.",
      },
    },
  },
} satisfies Meta<typeof PartTree>;
export default meta;
type Story = StoryObj<typeof meta>;

const focusedPath = () => (document.activeElement as HTMLElement | null)?.dataset.path;

/** A research answer: reasoning, a tool call with its result, sources (source 2 also holds a note) and a chart. */
export const ResearchSources: Story = {
  name: "Research sources",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("treeitem", { name: "sources" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Test only: Tab into the tree, type-ahead, open folders with the arrows and select with Enter. */
export const ResearchSourcesKeyboard: Story = {
  ...ResearchSources,
  name: "Research sources: keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("searchbox"));
    await userEvent.tab();
    await expect(focusedPath()).toBe("/reasoning");
    await userEvent.keyboard("s");
    await expect(focusedPath()).toBe("/sources");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("treeitem", { name: "sources" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("treeitem", { name: "sources" })).toHaveAttribute("aria-description", "4 parts");
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{ArrowRight}{ArrowRight}");
    await expect(focusedPath()).toBe("/sources/2/note");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("treeitem", { name: "note" })).toHaveAttribute("aria-selected", "true");
  },
};

/** A coding agent's files, with `src/` open. Type a name's first letters to jump to it. */
export const SoftwareAgentFiles: Story = {
  name: "A coding agent's files",
  args: { body: softwareBody, "aria-label": "Files", defaultExpanded: ["/files", "/files/src"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("treeitem", { name: /^files/ })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Test only: type-ahead, End, `*` (open every sibling folder) and Home. */
export const SoftwareAgentFilesKeyboard: Story = {
  ...SoftwareAgentFiles,
  name: "A coding agent's files: keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("treeitem", { name: /^files/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("src");
    await expect(focusedPath()).toBe("/files/src");
    await userEvent.keyboard("{ArrowRight}{End}");
    await expect(focusedPath()).toBe("/artifacts");
    await userEvent.keyboard("*");
    await expect(canvas.getByRole("treeitem", { name: /^tool-calls/ })).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Home}");
    await expect(focusedPath()).toBe("/files");
  },
};

/** A message with only main content: no tree, no filter, a short note instead. */
export const EmptyBody: Story = {
  name: "Empty body",
  args: { body: unnamedBody },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No named parts")).toBeVisible();
    await expect(canvas.queryByRole("tree")).toBeNull();
  },
};

/** Filter by glob: `/sources/*` keeps whole names, `*.png` matches last segments; a bad glob says why. */
export const Filter: Story = {
  args: { defaultFilter: "/sources/**" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Filter parts by glob" });
    await waitFor(() => expect(canvas.getByText("4 parts match")).toBeVisible());
    await expect(input).toHaveValue("/sources/**");
  },
};

/** Test only: a bad glob says why; `*.png` matches last segments; ArrowDown moves from the filter into the tree. */
export const FilterTyped: Story = {
  ...Filter,
  name: "Filter: typed",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Filter parts by glob" });
    await waitFor(() => expect(canvas.getByText("4 parts match")).toBeVisible());
    await userEvent.clear(input);
    await userEvent.type(input, "/sources/[[");
    await waitFor(() => expect(canvas.getByText(/Invalid glob/)).toBeVisible());
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(input);
    await userEvent.type(input, "*.png");
    await waitFor(() => expect(canvas.getAllByRole("treeitem")).toHaveLength(2));
    await userEvent.keyboard("{ArrowDown}");
    await expect(focusedPath()).toBe("/charts");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("treeitem", { name: "capacity.png" })).toHaveAttribute("aria-selected", "true");
  },
};

/** 10,000 parts in 100 folders, all open: only the rows in view are in the DOM. */
export const TenThousandParts: Story = {
  name: "10,000 parts",
  args: { body: largeBody(), defaultExpanded: "all", "aria-label": "Generated files" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("treeitem").length).toBeGreaterThan(5));
    await expect(canvas.getAllByRole("treeitem").length).toBeLessThan(60);
  },
};

/** Test only: End jumps to the 10,000th part (still only the rows in view in the DOM); ArrowLeft climbs back to its folder. */
export const TenThousandPartsKeyboard: Story = {
  ...TenThousandParts,
  name: "10,000 parts: keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("treeitem").length).toBeGreaterThan(5));
    canvas.getAllByRole("treeitem")[0]!.focus();
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(focusedPath()).toBe(LARGE_LAST));
    await expect(canvas.getAllByRole("treeitem").length).toBeLessThan(60);
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(focusedPath()).toBe("/dir-099");
  },
};

/** The dark theme, every folder open and a part selected. */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: { defaultExpanded: "all", defaultSelected: "/sources/1" },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe("rgb(13, 17, 23)"); // --pk-bg, resolved in the dark theme
    await expect(within(canvasElement).getByRole("treeitem", { name: "Source 1" })).toHaveAttribute("aria-selected", "true");
  },
};

/** Test only: a selection made by keyboard in the dark theme (the a11y check covers the focus ring's contrast). */
export const DarkKeyboardSelection: Story = {
  ...Dark,
  name: "Dark: keyboard selection",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("treeitem", { name: "Source 1" }).focus();
    await userEvent.keyboard("{ArrowDown} ");
    await expect(canvas.getByRole("treeitem", { name: "Source 2" })).toHaveAttribute("aria-selected", "true");
  },
};

function ControlledTree() {
  const [selected, setSelected] = useState<string | null>("/reasoning");
  const [expanded, setExpanded] = useState<string[]>(["/tool-calls"]);
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <PartTree body={researchBody} aria-label="Message parts" selected={selected} onSelect={setSelected} expanded={expanded} onExpandedChange={setExpanded} />
      <output style={{ fontFamily: "var(--pk-mono)", fontSize: 12 }}>
        selected: {selected ?? "none"} · open: {expanded.join(", ") || "none"}
      </output>
    </div>
  );
}

/** Selection and expansion held by the app (`selected`/`onSelect`, `expanded`/`onExpandedChange`). */
export const Controlled: Story = {
  render: () => <ControlledTree />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("selected: /reasoning · open: /tool-calls");
  },
};

/** Test only: type-ahead and Enter report the selection and the opened folder to the app. */
export const ControlledKeyboard: Story = {
  ...Controlled,
  name: "Controlled: keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("treeitem", { name: "reasoning" }).focus();
    await userEvent.keyboard("ch{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("selected: /charts · open: /tool-calls, /charts");
  },
};
