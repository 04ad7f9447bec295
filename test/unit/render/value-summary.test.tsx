import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ValueSummary } from "../../../src/render/value/value-summary";

const fields = (group: HTMLElement) => [...group.querySelectorAll(':scope > dl > [data-slot="tool-value-field"]')].map((f) => [f.querySelector("dt")!.textContent, f.querySelector("dd")!.textContent]);

describe("ValueSummary", () => {
  it("labels fields in words, short lists on one line, booleans as Yes/No, paths as literals", () => {
    render(<ValueSummary value={{ city_name: "Lyon", days: ["Sat", "Sun"], permanently: false, path: "/tmp/a.csv", count: 3 }} label="Arguments" />);
    const group = screen.getByRole("group", { name: "Arguments" });
    expect(fields(group)).toEqual([
      ["City name", "Lyon"],
      ["Days", "Sat, Sun"],
      ["Permanently", "No"],
      ["Path", "/tmp/a.csv"],
      ["Count", "3"],
    ]);
    expect(within(group).getByText("/tmp/a.csv").tagName).toBe("CODE");
  });

  it("takes labels and enum titles from a schema, in its order", () => {
    const schema = { properties: { unit: { title: "Unit", oneOf: [{ const: "c", title: "Celsius" }] }, city: { title: "Town" } } };
    render(<ValueSummary value={{ city: "Oslo", unit: "c" }} schema={schema} label="Arguments" />);
    expect(fields(screen.getByRole("group", { name: "Arguments" }))).toEqual([
      ["Unit", "Celsius"],
      ["Town", "Oslo"],
    ]);
  });

  it("folds long text to its first lines, whole in the page, one click from open", async () => {
    const long = "word ".repeat(60).trim();
    const { container } = render(<ValueSummary value={{ body: long }} label="Email" />);
    const folded = container.querySelector('[data-slot="value-long"]')!;
    expect(folded).toHaveAttribute("data-state", "folded");
    expect(folded).toHaveTextContent(long);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(folded).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("indents nested records and counts what nests too deep", () => {
    let deep: unknown = { leaf: 1 };
    for (let i = 0; i < 8; i++) deep = { next: deep };
    const { container } = render(<ValueSummary value={{ stops: [{ name: "A" }, { name: "B" }], deep }} label="Plan" />);
    expect(container.querySelector('[data-slot="tool-value-field"][data-nested] [data-kind="records"]')).toHaveTextContent("NameANameB");
    expect(container).toHaveTextContent("1 field");
  });
});
