import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToolPlayground, ToolResultView } from "../../../src/form";

const addTool = {
  name: "add",
  title: "Add",
  description: "Adds two numbers",
  inputSchema: { type: "object", properties: { a: { type: "number", title: "A" }, b: { type: "number", title: "B" } }, required: ["a", "b"] },
  outputSchema: { type: "object", properties: { sum: { type: "number", title: "Sum" } } },
};

describe("ToolPlayground", { timeout: 20_000 }, () => {
  it("fills the tool's form, calls it and renders content and structuredContent", async () => {
    const user = userEvent.setup();
    const callTool = vi.fn(async (_name: string, args: Record<string, unknown> | undefined) => {
      const sum = Number(args?.a) + Number(args?.b);
      return { content: [{ type: "text", text: `The sum is ${sum}` }], structuredContent: { sum } };
    });
    render(<ToolPlayground tool={addTool} callTool={callTool} />);
    await user.type(screen.getByLabelText(/^A/), "2");
    await user.type(screen.getByLabelText(/^B/), "3");
    await user.click(screen.getByRole("button", { name: "Call tool" }));
    expect(await screen.findByText("The sum is 5")).toBeInTheDocument();
    expect(callTool).toHaveBeenCalledWith("add", { a: 2, b: 3 }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(screen.getByRole("region", { name: "Structured content" })).toHaveTextContent("Sum5");
  });
});

describe("ToolResultView", () => {
  it("renders images, audio, resource links, embedded resources and errors", () => {
    render(
      <ToolResultView
        result={{
          isError: true,
          content: [
            { type: "text", text: "Something broke" },
            { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
            { type: "audio", data: "UklGRg==", mimeType: "audio/wav" },
            { type: "resource_link", uri: "file:///tmp/a.txt", name: "a.txt" },
            { type: "resource", resource: { uri: "mem://note", mimeType: "text/plain", text: "embedded note" } },
          ],
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The tool reported an error.");
    expect(screen.getByText("Something broke")).toBeInTheDocument();
    expect(document.querySelector('[data-slot="tool-result"] img')).not.toBeNull();
    expect(document.querySelector("audio")).not.toBeNull();
    expect(screen.getByText("embedded note")).toBeInTheDocument();
  });
});
