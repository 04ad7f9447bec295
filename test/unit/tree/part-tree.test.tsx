import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PartTree, usePartTree } from "../../../src/tree/index";
import { researchBody } from "../../fixtures/tree/research";
import { unnamedBody } from "../../fixtures/tree/large";

const items = () => screen.getAllByRole("treeitem");
const names = () => items().map((item) => item.dataset.path);
const row = (path: string) => items().find((item) => item.dataset.path === path)!;

describe("given a research message", () => {
  it("renders a labelled tree of top-level rows with ARIA positions", () => {
    render(<PartTree body={researchBody} aria-label="Sources and tools" />);
    const tree = screen.getByRole("tree", { name: "Sources and tools" });
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(4);
    expect(names()).toEqual(["/reasoning", "/tool-calls", "/sources", "/charts"]);
    expect(row("/sources")).toHaveAttribute("aria-level", "1");
    expect(row("/sources")).toHaveAttribute("aria-posinset", "3");
    expect(row("/sources")).toHaveAttribute("aria-setsize", "4");
    expect(row("/sources")).toHaveAttribute("aria-expanded", "false");
    expect(row("/sources")).toHaveAttribute("data-state", "closed");
    expect(row("/reasoning")).not.toHaveAttribute("aria-expanded");
    expect(row("/reasoning")).not.toHaveAttribute("data-state");
  });

  it("has exactly one tabbable row and a data-slot on every element", () => {
    const { container } = render(<PartTree body={researchBody} defaultExpanded="all" />);
    expect(items().filter((item) => item.tabIndex === 0)).toHaveLength(1);
    for (const element of container.querySelectorAll("*")) expect(element).toHaveAttribute("data-slot");
  });

  it("shows descendant part counts on folders, described in words", () => {
    render(<PartTree body={researchBody} defaultExpanded="all" />);
    expect(screen.getByRole("treeitem", { name: "sources" })).toHaveAttribute("aria-description", "4 parts");
    expect(row("/sources").querySelector('[data-slot="part-tree-count"]')).toHaveTextContent("4");
    expect(screen.getByRole("treeitem", { name: "Source 2" })).toHaveAttribute("aria-description", "1 part");
    expect(row("/sources/2")).toHaveAttribute("data-kind", "both");
    expect(screen.getByRole("treeitem", { name: "note" })).toHaveAttribute("aria-level", "3");
    expect(row("/charts")).toHaveAttribute("data-kind", "folder");
  });

  it("draws an icon per content type, hidden from assistive technology", () => {
    render(<PartTree body={researchBody} defaultExpanded="all" />);
    const icon = (path: string) => row(path).querySelector('[data-slot="part-tree-icon"]')!;
    expect(icon("/sources/1")).toHaveAttribute("data-kind", "link");
    expect(icon("/tool-calls/call_7Qx")).toHaveAttribute("data-kind", "tool");
    expect(icon("/charts/capacity.png")).toHaveAttribute("data-kind", "image");
    expect(icon("/charts")).toHaveAttribute("data-kind", "folder");
    expect(icon("/reasoning")).toHaveAttribute("aria-hidden", "true");
  });

  it("opens the selection's ancestors by default", () => {
    render(<PartTree body={researchBody} defaultSelected="/sources/2/note" />);
    expect(row("/sources/2/note")).toHaveAttribute("aria-selected", "true");
    expect(row("/sources/2/note")).toHaveAttribute("tabindex", "0");
  });
});

describe("filter", () => {
  it("keeps matching parts with their folders and counts them", async () => {
    render(<PartTree body={researchBody} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter parts by glob" }), "/sources/*");
    expect(names()).toEqual(["/sources", "/sources/1", "/sources/2", "/sources/3"]);
    expect(screen.getByText("3 parts match")).toBeInTheDocument();
    expect(row("/sources")).toHaveAttribute("aria-expanded", "true");
  });

  it("matches the last segment when the glob has no slash", () => {
    render(<PartTree body={researchBody} defaultFilter="note" />);
    expect(names()).toEqual(["/sources", "/sources/2", "/sources/2/note"]);
  });

  it("shows an invalid glob as a message and keeps the tree", async () => {
    render(<PartTree body={researchBody} />);
    const input = screen.getByRole("searchbox");
    await userEvent.type(input, "/sources/[[");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Invalid glob: Missing closing/)).toBeInTheDocument();
    expect(items()).toHaveLength(4);
  });

  it("says when nothing matches", () => {
    render(<PartTree body={researchBody} defaultFilter="*.pdf" />);
    expect(screen.queryByRole("tree")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("No parts match *.pdf");
  });

  it("lets folders close while filtering without touching the app's expansion", async () => {
    const onExpandedChange = vi.fn();
    render(<PartTree body={researchBody} defaultFilter="/sources/**" onExpandedChange={onExpandedChange} />);
    await userEvent.click(row("/sources").querySelector('[data-slot="part-tree-toggle"]')!);
    expect(names()).toEqual(["/sources"]);
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it("can be controlled", async () => {
    const onFilterChange = vi.fn();
    render(<PartTree body={researchBody} filter="*.png" onFilterChange={onFilterChange} />);
    await userEvent.type(screen.getByRole("searchbox"), "x");
    expect(onFilterChange).toHaveBeenCalledWith("*.pngx");
    expect(names()).toEqual(["/charts", "/charts/capacity.png"]);
  });
});

describe("selection and expansion", () => {
  it("selects uncontrolled and reports the path and part", async () => {
    const onSelect = vi.fn();
    render(<PartTree body={researchBody} defaultExpanded={["/sources"]} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("treeitem", { name: "Source 1" }));
    expect(row("/sources/1")).toHaveAttribute("aria-selected", "true");
    expect(row("/sources/1")).toHaveAttribute("data-selected");
    expect(row("/sources")).toHaveAttribute("aria-selected", "false");
    expect(onSelect).toHaveBeenCalledWith("/sources/1", researchBody.parts[4]);
  });

  it("selects and toggles a folder that is not a part, reporting no part", async () => {
    const onSelect = vi.fn();
    render(<PartTree body={researchBody} onSelect={onSelect} />);
    await userEvent.click(row("/sources"));
    expect(onSelect).toHaveBeenCalledWith("/sources", undefined);
    expect(row("/sources")).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(row("/sources/2"));
    expect(row("/sources/2")).toHaveAttribute("aria-expanded", "false");
  });

  it("follows a controlled selection only", async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<PartTree body={researchBody} selected="/reasoning" onSelect={onSelect} />);
    await userEvent.click(row("/charts"));
    expect(onSelect).toHaveBeenCalledWith("/charts", undefined);
    expect(row("/reasoning")).toHaveAttribute("aria-selected", "true");
    rerender(<PartTree body={researchBody} selected={null} onSelect={onSelect} />);
    expect(items().filter((item) => item.getAttribute("aria-selected") === "true")).toHaveLength(0);
  });

  it("follows controlled expansion and reports requested changes", async () => {
    const onExpandedChange = vi.fn();
    render(<PartTree body={researchBody} expanded={["/sources"]} onExpandedChange={onExpandedChange} />);
    expect(row("/sources/1")).toBeInTheDocument();
    await userEvent.click(row("/charts").querySelector('[data-slot="part-tree-toggle"]')!);
    expect(onExpandedChange).toHaveBeenCalledWith(["/sources", "/charts"]);
    expect(row("/charts")).toHaveAttribute("aria-expanded", "false");
  });

  it("works as a controlled pair with state in the app", async () => {
    function App() {
      const [selected, setSelected] = useState<string | null>(null);
      const [expanded, setExpanded] = useState<string[]>([]);
      return (
        <>
          <PartTree body={researchBody} selected={selected} onSelect={setSelected} expanded={expanded} onExpandedChange={setExpanded} />
          <output>{`${selected}|${expanded.join(",")}`}</output>
        </>
      );
    }
    render(<App />);
    await userEvent.click(row("/tool-calls"));
    await userEvent.click(row("/tool-calls/call_7Qx").querySelector('[data-slot="part-tree-toggle"]')!);
    expect(document.querySelector("output")).toHaveTextContent("/tool-calls|/tool-calls,/tool-calls/call_7Qx");
    expect(row("/tool-calls/call_7Qx/result")).toBeInTheDocument();
  });
});

describe("empty and compound use", () => {
  it("shows a message, and no tree or filter, for a body without named parts", () => {
    render(<PartTree body={unnamedBody} />);
    expect(screen.queryByRole("tree")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByText("No named parts")).toBeInTheDocument();
  });

  it("skips parts with invalid names instead of failing", () => {
    const body = { parts: [{ name: "no-slash", contentType: "text/plain" }, { name: "/a//b", contentType: "text/plain" }, { name: "/ok", contentType: "text/plain" }] };
    render(<PartTree body={body} />);
    expect(names()).toEqual(["/ok"]);
  });

  it("composes from parts and shares state through usePartTree", async () => {
    function Selected() {
      return <output>{usePartTree().selected ?? "none"}</output>;
    }
    render(
      <PartTree.Root body={researchBody} className="side">
        <PartTree.Items aria-label="Attachments" />
        <Selected />
      </PartTree.Root>,
    );
    expect(screen.queryByRole("searchbox")).toBeNull();
    await userEvent.click(screen.getByRole("treeitem", { name: "reasoning" }));
    expect(document.querySelector("output")).toHaveTextContent("/reasoning");
    expect(document.querySelector('[data-slot="part-tree-root"]')).toHaveClass("side");
  });

  it("gives its state props to the tree and only the rest to its element", async () => {
    const onSelect = vi.fn();
    render(
      <PartTree.Root body={researchBody} defaultExpanded="all" onSelect={onSelect} id="files" title="Files">
        <PartTree.Items />
      </PartTree.Root>,
    );
    const root = document.querySelector('[data-slot="part-tree-root"]')!;
    expect([...root.attributes].map((attribute) => attribute.name).sort()).toEqual(["data-slot", "id", "title"]);
    expect(row("/tool-calls/call_7Qx/result")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("treeitem", { name: "reasoning" }));
    expect(onSelect).toHaveBeenCalledWith("/reasoning", expect.objectContaining({ name: "/reasoning" }));
  });

  it("throws a clear error outside a root", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<PartTree.Items />)).toThrow("`PartTree.Items` must be used within `PartTree.Root`");
    vi.mocked(console.error).mockRestore();
  });
});

describe("PartTree titles", () => {
  it("labels a part by its title, with the path segment beside it when the label does not say it", () => {
    const { container } = render(
      <PartTree body={{ parts: [{ name: "/files/1", contentType: "application/pdf", metadata: { title: "Q3 report" } }, { name: "/sources/2", contentType: "text/uri-list", content: "https://a.test" }] }} defaultExpanded="all" />,
    );
    const [report, source] = [...container.querySelectorAll('[data-slot="part-tree-item"][data-kind="part"]')];
    expect(report?.querySelector('[data-slot="part-tree-label"]')).toHaveTextContent("Q3 report");
    expect(report?.querySelector('[data-slot="part-tree-segment"]')).toHaveTextContent("1");
    expect(source?.querySelector('[data-slot="part-tree-label"]')).toHaveTextContent("Source 2");
    expect(source?.querySelector('[data-slot="part-tree-segment"]')).toBeNull();
  });

  it("finds a row by its label with type-ahead", async () => {
    const user = userEvent.setup();
    render(
      <PartTree body={{ parts: [{ name: "/files/1", contentType: "application/pdf", metadata: { filename: "zebra.pdf" } }, { name: "/files/2", contentType: "application/pdf", metadata: { filename: "apple.pdf" } }] }} defaultExpanded="all" />,
    );
    const rows = screen.getAllByRole("treeitem");
    rows[0]!.focus();
    await user.keyboard("z");
    expect(document.activeElement).toHaveTextContent("zebra.pdf");
  });
});
