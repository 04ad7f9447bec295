import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ElicitationForm, ToolApproval } from "../../src/form/index";
import { everythingElicitation } from "../../test/fixtures/form/elicitation";

const meta = {
  title: "Form/Human in the loop",
  component: ElicitationForm,
  args: { onRespond: fn() },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An MCP server asks which environment to deploy to: the form as the user first sees it. */
export const McpElicitation: Story = {
  name: "MCP elicitation/create",
  args: {
    request: {
      method: "elicitation/create",
      params: {
        message: "Which environment should I deploy to?",
        requestedSchema: {
          type: "object",
          properties: {
            env: { type: "string", title: "Environment", enum: ["staging", "production"] },
            notify: { type: "boolean", title: "Notify the team", default: true },
            reason: { type: "string", title: "Reason", description: "Shown in the deploy log" },
          },
          required: ["env"],
        },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Environment/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

/** Test only: choosing an environment and accepting answers with the form's values and defaults. */
export const McpElicitationAccept: Story = {
  ...McpElicitation,
  name: "MCP elicitation/create: accept",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Environment/), "staging");
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(args.onRespond).toHaveBeenCalledWith({ action: "accept", content: { env: "staging", notify: true } }));
  },
};

/** Every field type of the reference "everything" server's elicitation, unfilled. */
export const EverythingServer: Story = {
  name: "Every MCP elicitation field type",
  args: { request: everythingElicitation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "String" })).toBeVisible();
    await expect(canvas.getByRole("listbox", { name: /^Titled Multiple Select Enum/ })).toBeVisible();
  },
};

/** Test only: a typed string and a multiple choice come back under their schema keys and enum values. */
export const EverythingServerAccept: Story = {
  ...EverythingServer,
  name: "Every MCP elicitation field type: accept",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "String" }), "Ada");
    await userEvent.selectOptions(canvas.getByRole("listbox", { name: /^Titled Multiple Select Enum/ }), ["Tuna", "Trout"]);
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(args.onRespond).toHaveBeenCalledWith({ action: "accept", content: expect.objectContaining({ name: "Ada", titledMultipleSelectEnum: ["fish-1", "fish-3"] }) }));
  },
};

/** An A2A agent asks for a shipping address with a form data part. */
export const A2AFormRequest: Story = {
  name: "A2A form request",
  args: {
    request: {
      kind: "data",
      metadata: { type: "form" },
      data: { message: "Where should we ship it?", schema: { type: "object", properties: { street: { type: "string", title: "Street" }, city: { type: "string", title: "City" } }, required: ["street", "city"] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Decline" })).toBeVisible();
    await expect(canvas.queryByText("You declined.")).toBeNull();
  },
};

/** Test only: Decline answers `{ action: "decline" }` and the form gives way to "You declined." */
export const A2AFormDecline: Story = {
  ...A2AFormRequest,
  name: "A2A form request: decline",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onRespond).toHaveBeenCalledWith({ action: "decline" });
    await expect(canvas.getByText("You declined.")).toBeVisible();
  },
};

/** A tool call waiting for the user's approval, its arguments as the agent sent them. */
export const ApproveToolCall: StoryObj<typeof ToolApproval> = {
  name: "Tool call awaiting approval",
  render: (args) => <ToolApproval {...args} />,
  args: {
    onRespond: fn(),
    call: {
      id: "call_1",
      name: "send_email",
      description: "Sends an email from the ops mailbox.",
      arguments: { to: "ops@example.com", subject: "Deploy finished" },
      inputSchema: { type: "object", properties: { to: { type: "string", format: "email", title: "To" }, subject: { type: "string", title: "Subject" } }, required: ["to"] },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Edit arguments" })).toBeVisible();
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

/** Test only: edit the arguments, then approve with them. */
export const ApproveToolCallEdited: StoryObj<typeof ToolApproval> = {
  ...ApproveToolCall,
  name: "Tool call awaiting approval: edit and approve",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit arguments" }));
    const subject = canvas.getByLabelText("Subject");
    await userEvent.clear(subject);
    await userEvent.type(subject, "Rollback");
    await userEvent.click(canvas.getByRole("button", { name: "Approve with these arguments" }));
    await waitFor(() => expect(args.onRespond).toHaveBeenCalledWith({ approved: true, arguments: { to: "ops@example.com", subject: "Rollback" } }));
  },
};
