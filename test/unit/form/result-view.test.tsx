import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResultView } from "../../../src/form";
import { forecastOutputSchema } from "../../fixtures/form/schemas";

const forecast = {
  city: "Lisbon",
  issued: "2024-05-01T09:30:00Z",
  source: "https://weather.example/lisbon?token=secret",
  days: [
    { day: "Mon", high: 21.5 },
    { day: "Tue", high: 23 },
  ],
};

describe("ResultView", () => {
  it("shows objects as labelled fields with descriptions", () => {
    render(<ResultView schema={forecastOutputSchema} value={forecast} />);
    const term = screen.getByText("City", { selector: "dt" });
    expect(term).toHaveTextContent("Where the forecast is for");
    expect(screen.getByText("Lisbon")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Result" })).toHaveAttribute("data-state", "valid");
  });

  it("shows arrays of objects as a table with schema titles", () => {
    render(<ResultView schema={forecastOutputSchema} value={forecast} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Day", "High (°C)"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("21.5")).toBeInTheDocument();
  });

  it("renders strings by format: dates as <time>, URIs as safe links without tokens", () => {
    render(<ResultView schema={forecastOutputSchema} value={forecast} />);
    expect(document.querySelector("time")).toHaveAttribute("dateTime", "2024-05-01T09:30:00Z");
    const link = screen.getByRole("link", { name: "weather.example/lisbon" });
    expect(link).toHaveAttribute("href", "https://weather.example/lisbon?token=secret");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("never links a javascript: URL", () => {
    render(<ResultView schema={{ type: "string", format: "uri" }} value="javascript:alert(1)" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("javascript:alert(1)")).toBeInTheDocument();
  });

  it("renders base64 images by contentMediaType", () => {
    render(<ResultView schema={{ type: "string", title: "Chart", contentMediaType: "image/png", contentEncoding: "base64" }} value="iVBORw0KGgo=" />);
    expect(screen.getByRole("img", { name: "Chart" })).toHaveAttribute("src", "data:image/png;base64,iVBORw0KGgo=");
  });

  it("renders a MessageBody value as a message", () => {
    render(<ResultView value={{ parts: [{ contentType: "text/plain", content: "hello from a body" }] }} />);
    expect(screen.getByText("hello from a body")).toBeInTheDocument();
  });

  it("shows values that don't match the schema, with the problems", () => {
    render(<ResultView schema={forecastOutputSchema} value={{ days: "soon" }} />);
    const issues = screen.getByRole("status");
    expect(issues).toHaveTextContent("This value doesn't match its schema");
    expect(issues).toHaveTextContent("This field is required.");
    expect(issues).toHaveTextContent("Enter a list.");
    expect(screen.getByText("soon")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Result" })).toHaveAttribute("data-state", "invalid");
  });

  it("holds schema problems back while the value is still streaming", () => {
    const { rerender } = render(<ResultView schema={forecastOutputSchema} value={{ days: [] }} status="streaming" />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("region", { name: "Result" })).toHaveAttribute("aria-busy", "true");
    rerender(<ResultView schema={forecastOutputSchema} value={{ days: [] }} status="complete" />);
    expect(screen.getByRole("status")).toHaveTextContent("This field is required.");
  });

  it("toggles the raw JSON", async () => {
    const user = userEvent.setup();
    render(<ResultView schema={forecastOutputSchema} value={forecast} />);
    const toggle = screen.getByRole("button", { name: "Raw JSON" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/"city": "Lisbon"/)).toBeInTheDocument();
  });
});

describe("ResultView option labels", () => {
  it("shows what the reader chose by its label, with the value in the tooltip, and keeps the field's title", () => {
    const schema = {
      type: "object",
      properties: {
        hero: { title: "Hero image", type: "string", oneOf: [{ const: "hero-1", title: "Sunrise over Lyon" }, { const: "hero-2", title: "Old town at night" }] },
        tags: { title: "Tags", type: "array", items: { anyOf: [{ const: "food", title: "Food and wine" }, { const: "walks", title: "Walks" }] } },
        size: { title: "Size", type: "string", enum: ["s", "l"], enumNames: ["Small", "Large"] },
        plain: { title: "Plain", type: "string", enum: ["x"] },
      },
    };
    const { container } = render(<ResultView value={{ hero: "hero-2", tags: ["walks", "food"], size: "l", plain: "x" }} schema={schema} />);
    const options = Array.from(container.querySelectorAll('[data-slot="result-option"]'), (o) => [o.textContent, o.getAttribute("title")]);
    expect(options).toEqual([
      ["Old town at night", "hero-2"],
      ["Walks", "walks"],
      ["Food and wine", "food"],
      ["Large", "l"],
    ]);
    expect(screen.getByText("Hero image")).toBeInTheDocument();
    expect(screen.queryByText("Sunrise over Lyon")).toBeNull();
    expect(container).toHaveTextContent("x");
  });
});
