import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../../src/markdown";
import { tableToDelimited, tableToMarkdown } from "../../../src/markdown/table-export";

describe("table export", () => {
  it("quotes CSV and TSV cells that need it, and defuses spreadsheet formulas but not numbers", () => {
    const rows = [["Name", "Note"], ["a,b", 'say "hi"'], ["=1+1", "-5"], ["x\ty", "line\nbreak"]];
    expect(tableToDelimited(rows, ",")).toBe('Name,Note\r\n"a,b","say ""hi"""\r\n\'=1+1,-5\r\nx\ty,"line\nbreak"');
    expect(tableToDelimited(rows, "\t")).toBe('Name\tNote\r\na,b\t"say ""hi"""\r\n\'=1+1\t-5\r\n"x\ty"\t"line\nbreak"');
  });

  it("writes a GFM table that parses back to the same cells", () => {
    const md = tableToMarkdown([["a", "b|c"], ["1", "back\\slash"]], ["left", "right"]);
    expect(md).toBe("| a | b\\|c |\n| :--- | ---: |\n| 1 | back\\\\slash |");
    const view = render(<Markdown text={md} />);
    expect([...view.container.querySelectorAll("th, td")].map((c) => c.textContent)).toEqual(["a", "b|c", "1", "back\\slash"]);
  });
});

describe("table actions", () => {
  const names = ["Copy as Markdown", "Copy as CSV", "Copy as TSV", "Download CSV"];

  it("are one menu button, off while the table streams and on once it is complete", async () => {
    const text = "| a | b |\n| --- | --- |\n| 1 | 2 |\n";
    const view = render(<Markdown text={text} status="streaming" />);
    expect(screen.getByRole("button", { name: "Table actions" })).toBeDisabled();
    view.rerender(<Markdown text={text} status="complete" />);
    const button = screen.getByRole("button", { name: "Table actions" });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.getByRole("group", { name: "Table actions" })).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(names);
  });

  it("opens from the keyboard, moves with the arrows, and Escape returns focus to the button", async () => {
    render(<Markdown text={"| a |\n| - |\n| 1 |\n"} />);
    const button = screen.getByRole("button", { name: "Table actions" });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(document.activeElement).toHaveTextContent("Copy as Markdown");
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toHaveTextContent("Download CSV");
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toHaveTextContent("Copy as Markdown");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("says so when the clipboard is not there", async () => {
    render(<Markdown text={"| a |\n| - |\n| 1 |\n"} />);
    await userEvent.click(screen.getByRole("button", { name: "Table actions" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Copy as CSV" }));
    expect(await screen.findByText("Could not copy the table")).toBeInTheDocument();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
