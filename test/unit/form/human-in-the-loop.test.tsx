import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ElicitationForm, ToolApproval, toElicitationRequest } from "../../../src/form";
import { everythingElicitation } from "../../fixtures/form/elicitation";

const request = {
  method: "elicitation/create",
  params: {
    message: "Which environment should I deploy to?",
    requestedSchema: {
      type: "object",
      properties: { env: { type: "string", title: "Environment", enum: ["staging", "production"] }, notify: { type: "boolean", title: "Notify the team" } },
      required: ["env"],
    },
  },
};

describe("ElicitationForm", { timeout: 20_000 }, () => {
  it("accepts with the filled content", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<ElicitationForm request={request} onRespond={onRespond} />);
    expect(screen.getByRole("region", { name: "Which environment should I deploy to?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This field is required.");
    expect(onRespond).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText(/Environment/), "production");
    await user.click(screen.getByRole("checkbox", { name: "Notify the team" }));
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(onRespond).toHaveBeenCalledWith({ action: "accept", content: { env: "production", notify: true } }));
    expect(await screen.findByText("You sent:")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("declines and cancels", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { unmount } = render(<ElicitationForm request={request.params} onRespond={onDecline} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onDecline).toHaveBeenCalledWith({ action: "decline" });
    expect(screen.getByText("You declined.")).toBeInTheDocument();
    unmount();
    const onCancel = vi.fn();
    render(<ElicitationForm request={request} onRespond={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledWith({ action: "cancel" });
  });

  it("renders every field of a real MCP elicitation schema with a label", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<ElicitationForm request={everythingElicitation} onRespond={onRespond} />);
    expect(screen.getByLabelText(/Legacy Titled Single Select Enum/)).toHaveDisplayValue("Cats");
    expect(screen.getByRole("combobox", { name: /^Titled Single Select Enum/ })).toHaveDisplayValue("Superman");
    expect(screen.getByRole("listbox", { name: /Untitled Multiple Select Enum/ })).toBeInTheDocument();
    expect(screen.getByRole("listbox", { name: /^Titled Multiple Select Enum/ })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "String" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(onRespond).toHaveBeenCalledWith({ action: "accept", content: expect.objectContaining({ name: "Ada", legacyTitledEnum: "pet-1", integer: 42, titledMultipleSelectEnum: ["fish-1"] }) }));
  });

  it("reads A2A form requests", () => {
    const part = { kind: "data", metadata: { type: "form" }, data: { message: "Shipping address?", schema: { type: "object", properties: { street: { type: "string" } } } } };
    expect(toElicitationRequest(part)).toEqual({ message: "Shipping address?", requestedSchema: part.data.schema });
    expect(toElicitationRequest({ role: "agent", parts: [{ kind: "text", text: "hi" }, part] })?.message).toBe("Shipping address?");
    expect(toElicitationRequest({ kind: "data", data: { schema: {} } })).toBeUndefined();
    expect(toElicitationRequest("nonsense")).toBeUndefined();
  });
});

describe("ToolApproval", { timeout: 20_000 }, () => {
  const call = {
    id: "call_1",
    name: "send_email",
    arguments: { to: "ops@example.com", subject: "Deploy" },
    inputSchema: { type: "object", properties: { to: { type: "string", format: "email", title: "To" }, subject: { type: "string", title: "Subject" } }, required: ["to"] },
  } as const;

  it("approves with the original arguments", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<ToolApproval call={call} onRespond={onRespond} />);
    expect(screen.getByText("ops@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onRespond).toHaveBeenCalledWith({ approved: true, arguments: call.arguments });
    expect(screen.getByText("Approved.")).toBeInTheDocument();
  });

  it("approves with edited arguments", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<ToolApproval call={call} onRespond={onRespond} />);
    await user.click(screen.getByRole("button", { name: "Edit arguments" }));
    const subject = screen.getByLabelText("Subject");
    await user.clear(subject);
    await user.type(subject, "Rollback");
    await user.click(screen.getByRole("button", { name: "Approve with these arguments" }));
    await waitFor(() => expect(onRespond).toHaveBeenCalledWith({ approved: true, arguments: { to: "ops@example.com", subject: "Rollback" } }));
  });

  it("denies with a reason", async () => {
    const user = userEvent.setup();
    const onRespond = vi.fn();
    render(<ToolApproval call={call} onRespond={onRespond} />);
    await user.type(screen.getByLabelText("Reason for denying (optional)"), "not now");
    await user.click(screen.getByRole("button", { name: "Deny" }));
    expect(onRespond).toHaveBeenCalledWith({ approved: false, reason: "not now" });
    expect(screen.getByText("Denied: not now")).toBeInTheDocument();
  });
});
