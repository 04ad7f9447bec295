import { render, screen, waitFor } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SchemaForm } from "../../../src/form";
import "../../../src/theme/theme.css";

// A 5,000-property object (issue 14's hostile "form of 5,000 properties") and a 500-item array:
// both mount only the fields in view, and every error in the summary still leads to its field.
const wide = {
  type: "object",
  required: ["field4321"],
  properties: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i + 1}` }])),
};

const tasks = {
  type: "object",
  properties: {
    tasks: {
      type: "array",
      title: "Tasks",
      items: { type: "object", required: ["title"], properties: { title: { type: "string", title: "Title", minLength: 1 } } },
    },
  },
};

describe("SchemaForm virtual fields in real Chromium", { timeout: 60_000 }, () => {
  it("mounts a few fields of a 5,000-property object, in a labelled scroll region", async () => {
    const { container } = render(<SchemaForm schema={wide} />);
    const region = await screen.findByRole("region", { name: /fields 1 to \d+ of 5000/ });
    const inputs = container.querySelectorAll("input").length;
    expect(inputs).toBeGreaterThan(3);
    expect(inputs).toBeLessThan(100);
    // The rows are laid out one under another, none on top of another.
    const tops = [...region.querySelectorAll('[data-slot="schema-form-virtual-row"]')].map((row) => row.getBoundingClientRect());
    for (let i = 1; i < tops.length; i++) expect(tops[i]!.top).toBeGreaterThanOrEqual(tops[i - 1]!.bottom - 1);
  });

  it("links an error in an unmounted property to its field: following it scrolls there and focuses the input", async () => {
    const user = userEvent.setup();
    const { container } = render(<SchemaForm schema={wide} />);
    await screen.findByRole("region", { name: /fields 1 to \d+ of 5000/ });
    expect(container.querySelector("#root_field4321")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const link = await screen.findByRole("link", { name: /Field 4322/ });
    await user.click(link);
    await waitFor(() => expect(document.activeElement?.id).toBe("root_field4321"));
    expect(screen.getByRole("region", { name: /fields \d+ to \d+ of 5000/ }).getAttribute("aria-label")).not.toMatch(/fields 1 to/);
  });

  it("links an error in an unmounted array item to its field", async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 500 }, (_, i) => ({ title: i === 412 ? "" : `Task ${i}` }));
    const { container } = render(<SchemaForm schema={tasks} formData={{ tasks: items }} />);
    await screen.findByRole("region", { name: /Tasks: items 1 to \d+ of 500/ });
    expect(container.querySelector("#root_tasks_412_title")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = await screen.findByRole("alert");
    const link = [...summary.querySelectorAll("a")].find((a) => a.getAttribute("href") === "#root_tasks_412_title");
    expect(link, summary.textContent ?? "").toBeDefined();
    await user.click(link!);
    await waitFor(() => expect(document.activeElement?.id).toBe("root_tasks_412_title"));
  });

  it("paints a 200-field form's first 40 fields first, and mounts the rest right after, in a transition", async () => {
    const schema = { type: "object", properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, { type: "string", title: `F${i}` }])) };
    const host = document.body.appendChild(document.createElement("div"));
    // Each commit's DOM, as a mutation observer sees it after the commit (not act(), which would flush both).
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(host.querySelectorAll("input").length));
    observer.observe(host, { childList: true, subtree: true });
    const root = createRoot(host);
    root.render(<SchemaForm schema={schema} />);
    await waitFor(() => expect(host.querySelectorAll("input")).toHaveLength(200));
    observer.disconnect();
    expect(counts[0]).toBe(40);
    expect(counts.at(-1)).toBe(200);
    root.unmount();
    host.remove();
  });

  it("keeps a 300-property object in the page (no scroll region): find-in-page still sees every field", () => {
    const schema = { type: "object", properties: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, { type: "string" }])) };
    const { container } = render(<SchemaForm schema={schema} />);
    expect(container.querySelectorAll("input")).toHaveLength(300);
    expect(container.querySelector('[data-slot="schema-form-virtual"]')).toBeNull();
  });
});
