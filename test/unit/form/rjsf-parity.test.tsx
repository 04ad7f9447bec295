import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm, ToolPlayground } from "../../../src/form";

describe("SchemaForm does what RJSF does", { timeout: 20_000 }, () => {
  it("honours ui:submitButtonOptions: submitText, props.disabled and norender", () => {
    const schema = { type: "string" } as const;
    const { rerender } = render(<SchemaForm schema={schema} uiSchema={{ "ui:submitButtonOptions": { submitText: "Confirm Details", props: { disabled: true } } }} />);
    expect(screen.getByRole("button", { name: "Confirm Details" })).toBeDisabled();
    rerender(<SchemaForm schema={schema} uiSchema={{ "ui:submitButtonOptions": { norender: true } }} />);
    expect(screen.queryByRole("button")).toBeNull();
    // An explicit submitLabel still wins over the uiSchema.
    rerender(<SchemaForm schema={schema} uiSchema={{ "ui:submitButtonOptions": { submitText: "Confirm" } }} submitLabel="Send" />);
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("names the select of an anyOf of one-value enums by its label", () => {
    const color = { type: "string", anyOf: [{ type: "string", enum: ["#ff0000"], title: "Red" }, { type: "string", enum: ["#00ff00"], title: "Green" }] };
    render(<SchemaForm schema={{ type: "object", properties: { brush: { ...color, title: "Brush color" }, palette: { type: "array", title: "Palette", items: color } } }} formData={{ palette: ["#ff0000"] }} />);
    expect(screen.getByRole("combobox", { name: "Brush color" })).toBeInTheDocument();
    expect(screen.getAllByRole("combobox")).toHaveLength(2);
    for (const select of screen.getAllByRole("combobox")) expect(select).toHaveAccessibleName();
  });

  it("links the error summary only to fields on the page", async () => {
    const user = userEvent.setup();
    const schema = {
      type: "object",
      oneOf: [
        { title: "By email", properties: { email: { type: "string", title: "Email" } }, required: ["email"] },
        { title: "By phone", properties: { phone: { type: "string", title: "Phone" } }, required: ["phone"] },
      ],
    };
    const { container } = render(<SchemaForm schema={schema} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = within(container.querySelector<HTMLElement>('[data-slot="schema-form-error-summary"]')!);
    const links = summary.queryAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(container.querySelector(link.getAttribute("href")!)).not.toBeNull();
    // The inactive option's error keeps its words, without a link.
    const phone = summary.getByText(/phone/i);
    expect(phone.closest("a")).toBeNull();
  });

  it("renders the fields of a bundled 2020-12 schema whose $defs carry $ids, and validates them", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = {
      $id: "https://example.com/schemas/bundle",
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: {
        "https://example.com/schemas/integer": { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "https://example.com/schemas/integer", type: "integer" },
        "https://example.com/schemas/non-negative": { $id: "https://example.com/schemas/non-negative", minimum: 0 },
        count: { allOf: [{ $ref: "/schemas/integer" }, { $ref: "non-negative" }] },
      },
      properties: { count: { $ref: "#/$defs/count", title: "Count" } },
    };
    const { container } = render(<SchemaForm schema={schema} onSubmit={onSubmit} />);
    expect(container.querySelector('[data-slot="schema-form"]')).toHaveAttribute("data-state", "ready");
    const input = screen.getByRole("spinbutton", { name: "Count" });
    await user.type(input, "-2");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("count: Enter 0 or more.")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "4");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ count: 4 });
  });
});

describe("ToolPlayground", () => {
  it("shows the tool's name beside its title", () => {
    const tool = { name: "get-sum", title: "Get Sum Tool", inputSchema: { type: "object", properties: {} } };
    render(<ToolPlayground tool={tool} callTool={async () => ({ content: [] })} />);
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("Get Sum Tool get-sum");
    expect(within(heading).getByText("get-sum").tagName).toBe("CODE");
  });
});
