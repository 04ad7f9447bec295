import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../../../src/form";
import { contactSchema2020, contactSchemaDraft7, formatsSchema, paymentSchema, tasksSchema } from "../../fixtures/form/schemas";

describe("SchemaForm dialects and $ref", { timeout: 20_000 }, () => {
  it("validates a 2020-12 schema with $defs/$ref and reports human messages", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SchemaForm schema={contactSchema2020} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Name/), "A");
    await user.type(screen.getByLabelText(/Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("There are 2 problems to fix");
    expect(summary).toHaveTextContent("Use at least 2 characters.");
    expect(summary).toHaveTextContent("Enter an email address, like name@example.com.");
    expect(document.body.textContent).not.toMatch(/no schema with key or ref|must NOT have fewer/);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Name/));
    await user.type(screen.getByLabelText(/Name/), "Ada Lovelace");
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Ada Lovelace", email: "ada@example.com" }));
  });

  it("validates a draft-07 schema with definitions", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<SchemaForm schema={contactSchemaDraft7} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This field is required.");
    await user.type(screen.getByLabelText(/Name/), "Bo");
    await user.type(screen.getByLabelText(/Email/), "bo@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Bo", email: "bo@example.com" }));
  });

  it("marks invalid inputs, describes them by their error and focuses the first one", async () => {
    const user = userEvent.setup();
    render(<SchemaForm schema={contactSchema2020} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const name = screen.getByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription(/Your full name.*This field is required\./);
    expect(name).toHaveFocus();
    const link = within(screen.getByRole("alert")).getAllByRole("link")[1]!;
    await user.click(link);
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it("validates live while typing when asked", async () => {
    const user = userEvent.setup();
    render(<SchemaForm schema={contactSchema2020} liveValidate />);
    await user.type(screen.getByLabelText(/Name/), "A");
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription(/Use at least 2 characters\./));
  });
});

describe("SchemaForm widgets", { timeout: 20_000 }, () => {
  it("renders format widgets, masks writeOnly, honours readOnly, defaults, nullable and enums", async () => {
    const user = userEvent.setup();
    const { container } = render(<SchemaForm schema={formatsSchema} />);
    expect(screen.getByLabelText("Day")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("When")).toHaveAttribute("type", "datetime-local");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Website")).toHaveAttribute("type", "url");
    expect(screen.getByLabelText("Colour")).toHaveAttribute("type", "color");
    expect(container.querySelector('input[type="file"]')).not.toBeNull();
    const secret = screen.getByLabelText("API key");
    expect(secret).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(secret).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("ID")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("ID")).toHaveValue("abc-123");
    expect(screen.getByLabelText("Count")).toHaveValue(3);
    expect(screen.getByLabelText("Note")).toHaveAttribute("type", "text");
    expect(within(screen.getByLabelText("Size")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose…", "S", "M", "L"]);
    expect(within(screen.getByLabelText("Plan")).getByRole("option", { name: "Pro" })).toBeInTheDocument();
  });

  it("renders anyOf [X, null] as an optional X", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const schema = { type: "object", properties: { nickname: { title: "Nickname", anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }], default: null } } };
    render(<SchemaForm schema={schema} onSubmit={onSubmit} />);
    const input = screen.getByRole("textbox", { name: "Nickname" });
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.type(input, "toolongname");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Use at most 5 characters.");
    expect(summary).not.toHaveTextContent("Enter empty");
    await user.clear(input);
    await user.type(input, "Ada");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nickname: "Ada" }));
  });

  it("keeps partial numbers as typed and stores the number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm schema={{ type: "object", properties: { price: { type: "number", title: "Price" } } }} onChange={onChange} />);
    const price = screen.getByLabelText("Price");
    await user.type(price, "2.");
    expect(price).toHaveValue(2);
    await user.type(price, "5");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ price: 2.5 }, expect.anything()));
  });

  it("keeps each oneOf branch's data when switching away and back", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm schema={paymentSchema} onChange={onChange} />);
    await user.type(screen.getByLabelText("Card number"), "4242");
    const selector = screen.getByRole("combobox", { name: /Payment: choose an option/ });
    await user.selectOptions(selector, "Bank");
    await user.type(await screen.findByLabelText("IBAN"), "DE89");
    await user.selectOptions(selector, "Card");
    expect(await screen.findByLabelText("Card number")).toHaveValue("4242");
    await user.selectOptions(selector, "Bank");
    expect(await screen.findByLabelText("IBAN")).toHaveValue("DE89");
  });

  it("adds, reorders and removes array items, and adds additional properties", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm schema={tasksSchema} formData={{ tasks: [{ title: "one" }, { title: "two" }] }} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Move item 2 up" }));
    await waitFor(() => expect(screen.getAllByLabelText("Title").map((i) => (i as HTMLInputElement).value)).toEqual(["two", "one"]));
    await user.click(screen.getByRole("button", { name: "Add item to Tasks" }));
    await waitFor(() => expect(screen.getAllByLabelText("Title")).toHaveLength(3));
    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    await waitFor(() => expect(screen.getAllByLabelText("Title").map((i) => (i as HTMLInputElement).value)).toEqual(["one", ""]));
    await user.click(screen.getByRole("button", { name: "Add field to Labels" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ labels: expect.objectContaining({ newKey: expect.anything() }) }), expect.anything()));
  });

  it("virtualises a long array of objects", () => {
    const tasks = Array.from({ length: 500 }, (_, i) => ({ title: `Task ${i}`, done: false }));
    const { container } = render(<SchemaForm schema={tasksSchema} formData={{ tasks }} />);
    const rendered = container.querySelectorAll('[data-slot="schema-form-array-item"]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByRole("region", { name: /Tasks: items 1 to \d+ of 500/ })).toBeInTheDocument();
  });
});

describe("SchemaForm fallbacks", { timeout: 20_000 }, () => {
  it("edits prefixItems as validated JSON instead of 'Unsupported field'", async () => {
    const onChange = vi.fn();
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { point: { title: "Point", type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false } },
    };
    render(<SchemaForm schema={schema} onChange={onChange} />);
    expect(screen.queryByText(/Unsupported/i)).toBeNull();
    const editor = screen.getByRole("textbox", { name: /Point/ });
    fireEvent.change(editor, { target: { value: "[1," } });
    expect(await screen.findByText(/Not valid JSON yet/)).toBeInTheDocument();
    expect(editor).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(editor, { target: { value: '[1, "x"]' } });
    expect(await screen.findByText(/1: Enter a number\./)).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: "[1, 2]" } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ point: [1, 2] }, expect.anything()));
    expect(editor).not.toHaveAttribute("aria-invalid");
  });

  it("edits a value with no type as JSON", () => {
    render(<SchemaForm schema={{ type: "object", properties: { anything: { title: "Anything" } } }} />);
    expect(screen.getByRole("textbox", { name: /Anything/ })).toBeInTheDocument();
  });

  it("edits the whole value as JSON when a $ref points outside the schema", () => {
    render(<SchemaForm schema={{ $ref: "https://example.com/other.json" }} />);
    expect(screen.getByText(/edited as JSON because it refers to https:\/\/example.com\/other.json/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Value/ })).toBeInTheDocument();
  });
});

describe("SchemaForm with hostile schemas", { timeout: 20_000 }, () => {
  // Was "never runs a catastrophic pattern": RE2JS now checks it in linear time, so the value
  // gets its real answer instead of a refusal.
  it("checks a pattern that backtracks catastrophically in RegExp, in linear time", async () => {
    const schema = { type: "object", properties: { code: { type: "string", title: "Code", pattern: "^(a+)+$" } } };
    render(<SchemaForm schema={schema} formData={{ code: `${"a".repeat(40)}!` }} />);
    fireEvent.submit(screen.getByRole("button", { name: "Submit" }).closest("form")!);
    expect(await screen.findByRole("alert")).toHaveTextContent("Code: Doesn't match the required format (^(a+)+$).");
  });

  it("refuses a pattern with a lookahead, and says which construct", async () => {
    const schema = { type: "object", properties: { code: { type: "string", title: "Code", pattern: "^(?=.*\\d)[a-z0-9]+$" } } };
    render(<SchemaForm schema={schema} formData={{ code: "abc1" }} />);
    fireEvent.submit(screen.getByRole("button", { name: "Submit" }).closest("form")!);
    expect(await screen.findByRole("alert")).toHaveTextContent("Code: This field's pattern uses a lookahead (?=…), which can't be checked safely, so the value can't be accepted.");
  });

  it("reports a $ref cycle instead of spinning", () => {
    render(<SchemaForm schema={{ $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("$ref chain loops back on itself");
  });

  it("never submits a value it can't check: a broken schema's JSON editor refuses, and each change says it is unchecked", async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<SchemaForm schema={{ $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" }} onSubmit={onSubmit} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/^Value/), { target: { value: '{"anything": true}' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ anything: true }, { issues: [expect.objectContaining({ path: "", message: expect.stringMatching(/can't be checked/) })] }));
    fireEvent.submit(screen.getByRole("button", { name: "Submit" }).closest("form")!);
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => /Nothing was submitted/.test(alert.textContent ?? ""))).toBe(true));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("renders a recursive (structural) schema", () => {
    const schema = { $defs: { node: { type: "object", properties: { name: { type: "string", title: "Node name" }, children: { type: "array", items: { $ref: "#/$defs/node" } } } } }, $ref: "#/$defs/node" };
    render(<SchemaForm schema={schema} />);
    expect(screen.getByLabelText("Node name")).toBeInTheDocument();
  });

  it("refuses a schema nested thousands of levels deep with a contained error, not a stack overflow", () => {
    let schema: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 10_000; i++) schema = { type: "object", properties: { a: schema } };
    render(<SchemaForm schema={schema} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/nests deeper than \d+ levels/);
  });

  it("stops a recursive anyOf from unfolding without end: deep levels are edited as JSON", () => {
    const schema = { $defs: { node: { type: "object", properties: { name: { type: "string" }, alt: { anyOf: [{ $ref: "#/$defs/node" }, { type: "null" }] } } } }, $ref: "#/$defs/node" };
    const { container } = render(<SchemaForm schema={schema} />);
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(Math.max(...ids.map((id) => id.split("_alt").length))).toBeLessThanOrEqual(40);
    expect(container.querySelector('[data-slot="json-editor"], textarea')).not.toBeNull();
  });

  it("caps a huge enum to a searchable box", async () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    render(<SchemaForm schema={{ type: "object", properties: { pick: { type: "string", title: "Pick", enum: values } } }} />);
    const box = screen.getByRole("combobox", { name: "Pick" });
    expect(box.tagName).toBe("INPUT");
    expect(screen.getByText(/100,000 allowed values/)).toBeInTheDocument();
    expect(document.querySelectorAll("option").length).toBeLessThanOrEqual(50);
    await act(async () => {
      fireEvent.change(box, { target: { value: "v99999" } });
    });
  });
});

describe("SchemaForm errors after a submit", { timeout: 20_000 }, () => {
  it("clears each error as soon as its field is fixed, by the field's title, without another submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = { type: "object", required: ["name", "email"], properties: { name: { type: "string", title: "Name", minLength: 3 }, email: { type: "string", title: "Email address" } } };
    const { container } = render(<SchemaForm schema={schema} onSubmit={onSubmit} />);
    const summary = () => container.querySelector('[data-slot="schema-form-error-summary"]');
    // Nothing is validated while the reader types before a first submit.
    await user.type(screen.getByLabelText(/Name/), "A");
    expect(summary()).toBeNull();
    await user.click(screen.getByRole("button", { name: /submit/i }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summary()).toHaveTextContent("Name:");
    expect(summary()).toHaveTextContent("Email address: This field is required.");
    await user.type(screen.getByLabelText(/Name/), "da");
    await waitFor(() => expect(summary()).not.toHaveTextContent("Name:"));
    expect(summary()).toHaveTextContent("Email address");
    await user.type(screen.getByLabelText(/Email address/), "ada@example.org");
    await waitFor(() => expect(summary()).toBeNull());
    await user.click(screen.getByRole("button", { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.org" });
  });
});
