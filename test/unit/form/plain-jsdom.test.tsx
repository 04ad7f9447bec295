// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Playground, SchemaForm } from "../../../src/form";
import { contactSchema2020, contactSchemaDraft7 } from "../../fixtures/form/schemas";

/**
 * Issue 22: apps test their forms under Vitest + jsdom + Testing Library, which has no `CSS`,
 * `ResizeObserver`, `matchMedia` or `IntersectionObserver`. This project's unit setup loads
 * jest-dom, whose css.escape polyfill defines `CSS`, so it is taken away here: the form must
 * work in the page an app's test sees. Only plain DOM assertions, no jest-dom matchers.
 */
const browserOnly = ["CSS", "ResizeObserver", "matchMedia", "IntersectionObserver"] as const;
const saved = new Map<string, unknown>();

beforeAll(() => {
  for (const name of browserOnly) {
    for (const scope of [globalThis, window] as Record<string, unknown>[]) {
      if (name in scope) saved.set(name, scope[name]);
      delete scope[name];
    }
  }
});
afterAll(() => {
  for (const [name, value] of saved) Object.assign(globalThis, { [name]: value });
});

const summary = () => screen.getByRole("alert");
const fallbackText = /could not be shown as a form/;

describe("SchemaForm under plain jsdom (no CSS, no observers)", { timeout: 20_000 }, () => {
  it("has none of the browser-only globals", () => {
    for (const name of browserOnly) expect(typeof (globalThis as Record<string, unknown>)[name], name).toBe("undefined");
  });

  it("a draft-07 schema: submit with errors shows the summary, focuses the first field and marks both invalid", async () => {
    render(<SchemaForm schema={contactSchemaDraft7} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(summary().textContent).toContain("There are 2 problems to fix"));
    expect(document.body.textContent).not.toMatch(fallbackText);
    expect(summary().textContent).toContain("This field is required.");

    const name = screen.getByLabelText(/Name/) as HTMLInputElement;
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-invalid")).toBe("true");

    // Each link in the summary leads to its field.
    const links = summary().querySelectorAll("a");
    expect(links).toHaveLength(2);
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(email);
    fireEvent.click(links[0]!);
    expect(document.activeElement).toBe(name);
  });

  it("a 2020-12 schema: the invalid field keeps aria-invalid and its message, the valid one does not", async () => {
    render(<SchemaForm schema={contactSchema2020} formData={{ name: "Ada Lovelace", email: "not-an-email" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(summary().textContent).toContain("There is 1 problem to fix"));
    expect(document.body.textContent).not.toMatch(fallbackText);
    expect(summary().textContent).toContain("Enter an email address, like name@example.com.");

    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain("root_email__error");
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).getAttribute("aria-invalid")).not.toBe("true");

    const link = summary().querySelector("a")!;
    expect(link.getAttribute("href")).toBe("#root_email");
    (screen.getByLabelText(/Name/) as HTMLInputElement).focus();
    fireEvent.click(link);
    expect(document.activeElement).toBe(email);
  });

  // jsdom lays nothing out, so the list cannot scroll that row in (Chromium does:
  // test/browser/form/virtual-fields.test.tsx); following the link must still not break the form.
  it("a long (virtual) array: an error in a row not mounted still links to it", async () => {
    const schema = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { name: { type: "string", title: "Name", minLength: 1 } }, required: ["name"] } } } } as const;
    const items = Array.from({ length: 60 }, (_, i) => ({ name: i === 55 ? "" : `item ${i}` }));
    render(<SchemaForm schema={schema} formData={{ items }} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(summary().textContent).toContain("There is 1 problem to fix"));
    expect(document.body.textContent).not.toMatch(fallbackText);
    const link = summary().querySelector("a");
    expect(link?.getAttribute("href")).toBe("#root_items_55_name");
    fireEvent.click(link!);
    await new Promise((done) => setTimeout(done, 300));
    expect(document.body.textContent).not.toMatch(fallbackText);
    expect(summary().textContent).toContain("There is 1 problem to fix");
  });

  it("a Playground: an empty required input is reported, a valid one runs and its result shows", async () => {
    const inputSchema = { type: "object", properties: { text: { type: "string", title: "Text" } }, required: ["text"] } as const;
    const outputSchema = { type: "object", properties: { upper: { type: "string", title: "Upper" } } } as const;
    render(<Playground inputSchema={inputSchema} outputSchema={outputSchema} run={async (input) => ({ upper: String((input as { text: string }).text).toUpperCase() })} shareable={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(summary().textContent).toContain("There is 1 problem to fix"));
    expect(document.activeElement).toBe(screen.getByLabelText(/Text/));
    fireEvent.change(screen.getByLabelText(/Text/), { target: { value: "hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Run" }));
    expect((await screen.findByText("HELLO")).closest('[data-slot="result-view"]')?.getAttribute("data-state")).toBe("valid");
    expect(document.body.textContent).not.toMatch(fallbackText);
  });
});
