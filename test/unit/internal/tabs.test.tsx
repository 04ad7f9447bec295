import { render, screen } from "@testing-library/react";
import type { KeyboardEvent } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "../../../src/internal/tabs";

function Example(props: { onKeyDown?: (e: KeyboardEvent) => void; onValueChange?: (v: string) => void; orientation?: "horizontal" | "vertical" }) {
  return (
    <Tabs slot="example" defaultValue="one" onValueChange={props.onValueChange} orientation={props.orientation}>
      <TabList aria-label="Views" onKeyDown={props.onKeyDown}>
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
      <TabPanel value="one">First</TabPanel>
      <TabPanel value="two">Second</TabPanel>
      <TabPanel value="three">Third</TabPanel>
    </Tabs>
  );
}

describe("Tabs (WAI-ARIA tabs pattern)", () => {
  it("wires tablist, tabs and the selected panel together", () => {
    render(<Example />);
    const list = screen.getByRole("tablist", { name: "Views" });
    expect(list).toHaveAttribute("data-slot", "example-tabs");
    expect(list).toHaveAttribute("aria-orientation", "horizontal");
    const one = screen.getByRole("tab", { name: "One" });
    expect(one).toHaveAttribute("aria-selected", "true");
    expect(one).toHaveAttribute("data-state", "active");
    expect(one).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(panel).toHaveAttribute("id", one.getAttribute("aria-controls"));
    expect(panel).toHaveTextContent("First");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("is one Tab stop: arrows move and select (wrapping), Home and End jump", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First");
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(["two", "three", "one", "three", "one"]);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it("uses Up and Down when vertical", async () => {
    const user = userEvent.setup();
    render(<Example orientation="vertical" />);
    await user.click(screen.getByRole("tab", { name: "One" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second");
  });

  it("selects on click and lets the caller's key handler prevent the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Example onKeyDown={(e) => e.preventDefault()} />);
    await user.click(screen.getByRole("tab", { name: "Three" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third");
  });
});
