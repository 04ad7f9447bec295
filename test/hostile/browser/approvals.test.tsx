// Issue 36 rows 4-6: a clumsy or hurried user, and an agent that swaps the call under the card.
// What is approved is what is shown; arguments that break the schema cannot be approved; and two
// clicks in one task (before React renders again) answer once.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { ElicitationForm, ToolApproval, type PendingToolCall, type ToolApprovalResponse } from "../../../src/form";

afterEach(cleanup);

const email = { type: "object", properties: { to: { type: "string", format: "email", title: "To" }, body: { type: "string" } }, required: ["to"] } as const;
const send: PendingToolCall = { id: "call_1", name: "send_email", arguments: { to: "ada@example.com", body: "Hi" }, inputSchema: email };
const drop: PendingToolCall = { id: "call_2", name: "delete_repo", arguments: { repo: "prod-db" } };

describe("ToolApproval approves only what it shows", () => {
  it("a new call resets the card: its own arguments are shown and sent, and it is not answered already", async () => {
    const answers: ToolApprovalResponse[] = [];
    const user = userEvent.setup();
    const { rerender } = render(<ToolApproval call={send} onRespond={(a) => answers.push(a)} />);
    rerender(<ToolApproval call={drop} onRespond={(a) => answers.push(a)} />);
    expect(screen.getByText(/Run tool/)).toHaveTextContent("delete_repo");
    expect(document.querySelector('[data-slot="tool-approval"]')).toHaveTextContent("prod-db");
    expect(document.querySelector('[data-slot="tool-approval"]')).not.toHaveTextContent("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(answers).toEqual([{ approved: true, arguments: { repo: "prod-db" } }]);

    // The next call is a new question, not "Approved."
    rerender(<ToolApproval call={{ ...send, id: "call_3" }} onRespond={(a) => answers.push(a)} />);
    expect(document.querySelector('[data-slot="tool-approval"]')).toHaveAttribute("data-state", "open");
    expect(screen.queryByText("Approved.")).toBeNull();
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it("Approve is disabled, saying why, while the arguments break the schema", async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    render(<ToolApproval call={{ ...send, arguments: { to: "not an email" } }} onRespond={onRespond} />);
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    const why = screen.getByRole("alert");
    expect(why).toHaveTextContent(/^Can't approve yet: /);
    expect(why).toHaveTextContent(/email/i);
    expect(approve).toHaveAttribute("aria-describedby", why.id);
    approve.click();
    expect(onRespond).not.toHaveBeenCalled();

    // Fixed in the form, the same card can be approved with what it now shows.
    await user.click(screen.getByRole("button", { name: "Edit arguments" }));
    const to = await screen.findByRole("textbox", { name: /To/ });
    await user.clear(to);
    await user.type(to, "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Stop editing" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onRespond).toHaveBeenCalledTimes(1);
    expect(onRespond).toHaveBeenCalledWith({ approved: true, arguments: { to: "grace@example.com" } });
  });

  it("two clicks in one task answer once: Approve, Deny", () => {
    for (const name of ["Approve", "Deny"]) {
      const onRespond = vi.fn();
      render(<ToolApproval call={drop} onRespond={onRespond} />);
      const button = screen.getByRole("button", { name });
      act(() => {
        button.click();
        button.click();
      });
      expect(onRespond).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });
});

describe("ElicitationForm answers once per request", () => {
  const request = { message: "Which environment?", requestedSchema: { type: "object", properties: { env: { type: "string", enum: ["dev", "prod"] } } } };

  it("two clicks in one task answer once: Accept (a submit), Decline, Cancel", async () => {
    for (const name of ["Accept", "Decline", "Cancel"]) {
      const onRespond = vi.fn();
      render(<ElicitationForm request={request} onRespond={onRespond} />);
      const button = await screen.findByRole("button", { name });
      act(() => {
        button.click();
        button.click();
      });
      await waitFor(() => expect(onRespond).toHaveBeenCalled());
      expect(onRespond).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it("a new request starts a new form", async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ElicitationForm request={request} onRespond={onRespond} />);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    expect(screen.getByText("You declined.")).toBeInTheDocument();
    rerender(<ElicitationForm request={{ ...request, message: "Which region?" }} onRespond={onRespond} />);
    expect(screen.queryByText("You declined.")).toBeNull();
    expect(screen.getByText("Which region?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeEnabled();
  });
});
