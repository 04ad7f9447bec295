import type { Meta, StoryObj } from "@storybook/react-vite";
import type { UIMessage } from "ai";
import { useMemo, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { fromAiSdk } from "../../src/adapters/ai-sdk/index";
import { withSchemaForms } from "../../src/form/index";
import { MessageView } from "../../src/message";
import type { Message } from "../../src/model/types";
import { PartkitProvider, type ToolApprovalEvent, type ToolResultEvent } from "../../src/render";

// What an app's tools look like to partkit: schemas it already has, and who answers.
const tools = withSchemaForms({
  deleteFiles: {
    title: "Delete files",
    description: "Removes files from the shared drive.",
    inputSchema: {
      type: "object",
      required: ["paths"],
      properties: {
        paths: { type: "array", title: "Files", items: { type: "string" } },
        permanently: { type: "boolean", title: "Skip the bin" },
      },
    },
    outputSchema: { type: "object", properties: { deleted: { type: "integer", title: "Files deleted" } } },
  },
  pickDates: {
    title: "Pick your dates",
    description: "Choose when you travel; the agent books around it.",
    askUser: true,
    outputSchema: {
      type: "object",
      required: ["from", "to"],
      properties: {
        from: { type: "string", format: "date", title: "From" },
        to: { type: "string", format: "date", title: "To" },
      },
    },
  },
});

// An AI SDK UI message, as `useChat` holds it, waiting for the user on a tool call.
const approvalTurn: UIMessage = {
  id: "msg_1",
  role: "assistant",
  parts: [
    { type: "text", text: "I found two old exports. I'll delete them once you approve.", state: "done" },
    {
      type: "tool-deleteFiles",
      toolCallId: "call_delete",
      state: "approval-requested",
      input: { paths: ["/exports/2024-q3.csv", "/exports/2024-q4.csv"], permanently: false },
      approval: { id: "approval_7" },
    },
  ],
};

const askTurn: UIMessage = {
  id: "msg_2",
  role: "assistant",
  parts: [
    { type: "text", text: "Which days should I plan for?", state: "done" },
    { type: "tool-pickDates", toolCallId: "call_dates", state: "input-available", input: { trip: "Lyon" } },
  ],
};

type ToolPart = Extract<UIMessage["parts"][number], { toolCallId: string }>;

/** The turn as the app's runtime would move it on: approval answered, then the tool's output. */
function answer(message: UIMessage, callId: string, change: (part: ToolPart) => ToolPart): UIMessage {
  return { ...message, parts: message.parts.map((part) => ("toolCallId" in part && part.toolCallId === callId ? change(part) : part)) };
}

/**
 * A chat whose runtime is this component's state: approving runs the tool, denying records why,
 * and an answer to `pickDates` becomes its output. In an app, `addToolApprovalResponse` and
 * `addToolOutput` of `useChat` do what `setMessage` does here.
 */
function Transcript({ initial }: { readonly initial: UIMessage }) {
  const [message, setMessage] = useState(initial);
  const converted = useMemo(() => fromAiSdk(message) as Message, [message]);
  const onToolApproval = ({ callId, approved, reason, approvalId, input }: ToolApprovalEvent) =>
    setMessage((m) =>
      answer(m, callId, (part) =>
        approved
          ? ({ ...part, state: "output-available", input, output: { deleted: (input as { paths: string[] }).paths.length }, approval: { id: approvalId!, approved: true } } as ToolPart)
          : ({ ...part, state: "output-denied", approval: { id: approvalId!, approved: false, ...(reason ? { reason } : {}) } } as ToolPart),
      ),
    );
  const onToolResult = ({ callId, output }: ToolResultEvent) => setMessage((m) => answer(m, callId, (part) => ({ ...part, state: "output-available", output }) as ToolPart));
  return (
    <PartkitProvider tools={tools} onToolApproval={onToolApproval} onToolResult={onToolResult}>
      <div style={{ maxWidth: 760 }}>
        <MessageView message={converted} />
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Tools/Approvals and human tools",
  component: Transcript,
  parameters: {
    docs: {
      description: {
        component:
          "Tools are UI: `PartkitProvider`'s `tools` gives each tool a title and the schemas the app already has (`withSchemaForms` from `partkit/form` adds forms and `ResultView`). A call waiting for approval (AI SDK `approval-requested`) shows its arguments as a form with Approve and Deny; `onToolApproval` gets the AI SDK's approval id for `addToolApprovalResponse`. A tool the user answers (`askUser`) shows its output schema as a form; `onToolResult` sends the answer.",
      },
    },
  },
} satisfies Meta<typeof Transcript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A call waiting for approval: one sentence of what will run, its arguments read-only, Approve and Deny side by side (Deny asks for a reason), and editing one click away. */
export const ApprovalRequested: Story = {
  name: "Approval requested",
  args: { initial: approvalTurn },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("group", { name: "Tool call Delete files" });
    await expect(card).toHaveAttribute("data-state", "awaiting-approval");
    await expect(within(card).getByRole("status")).toHaveTextContent("Delete files needs your approval to run.");
    await expect(within(card).getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(within(card).getByRole("button", { name: "Deny" })).toBeVisible();
    // It never takes focus from where the user is.
    await expect(card.contains(document.activeElement)).toBe(false);
  },
};

/** Test only: approving runs the tool: the card says so and shows the result by the output schema. */
export const Approved: Story = {
  name: "Approved, then run",
  tags: ["!dev", "!autodocs"],
  args: { initial: approvalTurn },
  play: async ({ canvasElement, userEvent }) => {
    const card = within(canvasElement).getByRole("group", { name: "Tool call Delete files" });
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(card).toHaveAttribute("data-state", "complete"));
    // The answer, in the status colours, takes the focus from the buttons that went away.
    await expect(within(card).getByRole("status")).toHaveTextContent("Approved");
    await waitFor(() => expect(within(card).getByRole("status")).toHaveFocus());
    await userEvent.click(within(card).getByRole("button", { name: "Delete files" }));
    await waitFor(() => expect(within(card).getByText("Files deleted")).toBeVisible());
  },
};

/** Test only: denying with a reason: the call will not run, and the card reads as denied. */
export const Denied: Story = {
  tags: ["!dev", "!autodocs"],
  args: { initial: approvalTurn },
  play: async ({ canvasElement, userEvent }) => {
    const card = within(canvasElement).getByRole("group", { name: "Tool call Delete files" });
    // Deny asks for the reason first, then sends it.
    await userEvent.click(within(card).getByRole("button", { name: "Deny" }));
    await userEvent.type(within(card).getByRole("textbox", { name: "Reason (optional)" }), "Keep Q4 for the audit");
    await userEvent.click(within(card).getByRole("button", { name: "Deny" }));
    await waitFor(() => expect(card).toHaveAttribute("data-state", "denied"));
    await expect(within(card).getByRole("status")).toHaveTextContent("Denied: Keep Q4 for the audit");
    // Focus moves to the answer in place of the buttons that went away.
    await waitFor(() => expect(within(card).getByRole("status")).toHaveFocus());
  },
};

/** A human tool: the agent asks for a date range, and the user's answer is the tool's output. */
export const AskForDates: Story = {
  name: "Human tool: pick dates",
  args: { initial: askTurn },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("group", { name: "Tool call Pick your dates" });
    await expect(within(card).getByLabelText(/^From/)).toBeVisible();
    await expect(within(card).getByRole("button", { name: "Send" })).toBeVisible();
  },
};

/** Test only: the answer is sent, and the card shows it as the tool's result. */
export const DatesAnswered: Story = {
  tags: ["!dev", "!autodocs"],
  args: { initial: askTurn },
  play: async ({ canvasElement, userEvent }) => {
    const card = within(canvasElement).getByRole("group", { name: "Tool call Pick your dates" });
    await userEvent.type(within(card).getByLabelText(/^From/), "2026-12-04");
    await userEvent.type(within(card).getByLabelText(/^To/), "2026-12-06");
    await userEvent.click(within(card).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(card).toHaveAttribute("data-state", "complete"));
  },
};
