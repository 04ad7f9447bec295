// Issue 36 rows 4-6: a clumsy or hurried user, and an agent that swaps the call under the card.
// What is approved is what is shown; arguments that break the schema cannot be approved; and two
// clicks in one task (before React renders again) answer once.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { ElicitationForm, ToolApproval, withSchemaForms, type PendingToolCall, type ToolApprovalResponse } from "../../../src/form";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { PartkitProvider, type ToolApprovalEvent } from "../../../src/render";

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

  it("an empty array item added in the form is named, not dropped: neither submit nor Approve sends it", async () => {
    const onRespond = vi.fn();
    const user = userEvent.setup();
    const paths = { type: "object", properties: { paths: { type: "array", title: "Files", items: { type: "string" } } } } as const;
    render(<ToolApproval call={{ id: "c9", name: "delete_files", arguments: { paths: ["/a.csv"] }, inputSchema: paths }} onRespond={onRespond} />);
    await user.click(screen.getByRole("button", { name: "Edit arguments" }));
    await user.click(await screen.findByRole("button", { name: /Add/ }));
    await user.click(screen.getByRole("button", { name: "Approve with these arguments" }));
    expect(await screen.findByText(/item 2: Enter text/)).toBeInTheDocument();
    expect(onRespond).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Stop editing" }));
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Can't approve yet: paths\.1: Enter text/);
    approve.click();
    expect(onRespond).not.toHaveBeenCalled();
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

describe("The tool card's own approval answers once per call", () => {
  const waiting = (id: string): Message => ({
    id: "m1",
    role: "assistant",
    parts: [{ name: `/tool-calls/${id}`, contentType: CT.toolCall, content: JSON.stringify({ id, name: "delete_repo", arguments: { repo: "prod-db" }, state: "approval-requested" }), metadata: { approval: { id: `appr_${id}` } } }],
  });
  const inputSchema = { type: "object", properties: { repo: { type: "string", title: "Repository" } } };

  it("two clicks in one task: Approve, the denial's Deny, and the edit form's submit each send one answer", async () => {
    const user = userEvent.setup();
    for (const path of ["approve", "deny", "edit"] as const) {
      const onToolApproval = vi.fn<(event: ToolApprovalEvent) => void>();
      render(
        <PartkitProvider tools={withSchemaForms({ delete_repo: { inputSchema } })} onToolApproval={onToolApproval}>
          <MessageView message={waiting("c1")} />
        </PartkitProvider>,
      );
      const card = screen.getByRole("group", { name: /Tool call/ });
      if (path === "deny") await user.click(within(card).getByRole("button", { name: "Deny" }));
      if (path === "edit") await user.click(within(card).getByRole("button", { name: "Edit arguments" }));
      const button = path === "approve" ? within(card).getByRole("button", { name: "Approve" }) : path === "deny" ? within(card).getAllByRole("button", { name: /^Deny/ }).at(-1)! : await within(card).findByRole("button", { name: /^Approve/ });
      act(() => {
        button.click();
        button.click();
      });
      await waitFor(() => expect(onToolApproval).toHaveBeenCalled());
      expect(onToolApproval, path).toHaveBeenCalledTimes(1);
      expect(onToolApproval.mock.calls[0]![0]).toMatchObject({ callId: "c1", approved: path !== "deny", approvalId: "appr_c1" });
      cleanup();
    }
  });
});
