import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, it, vi } from "vitest";
import { AgentPlayground, connectA2A, type A2AConnectionError, type AgentPlaygroundProps } from "../../../src/a2a";
import { SchemaForm } from "../../../src/form";
import { PartkitProvider } from "../../../src/index";
import { markdownRenderers } from "../../../src/markdown";
import "../../../src/theme/theme.css";
import { signInCode } from "../../setup/a2a-publisher";

const agents = inject("a2aAgents");

/** Lets the writer's next chunk go; retries until the agent is waiting for it. */
async function release(agent: string): Promise<void> {
  await vi.waitFor(async () => expect((await fetch(`${agent}/control/release`, { method: "POST" })).status).toBe(200));
}

/** The playground under a provider that renders the agent's markdown. */
const playground = (props: AgentPlaygroundProps) => (
  <PartkitProvider renderers={markdownRenderers}>
    <AgentPlayground {...props} />
  </PartkitProvider>
);

const transcript = () => screen.getByRole("log", { name: "Transcript" });
const taskState = () => document.querySelector('[data-slot="agent-task"] [data-slot="agent-task-state"]')?.textContent;

async function sendExample(user: ReturnType<typeof userEvent.setup>, example: RegExp | string) {
  await user.click(await screen.findByRole("button", { name: example }));
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("<AgentPlayground> against A2A agents on the SDK's server", { timeout: 60_000 }, () => {
  it("shows the agent card: name, description, skills with examples that fill the input, modes, capabilities", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.writer }));
    expect(await screen.findByRole("heading", { name: /Report writer/ })).toBeVisible();
    expect(screen.getByText(/Writes a short markdown report/)).toBeVisible();
    const skills = screen.getByRole("region", { name: "Skills" });
    expect(within(skills).getByText("City report")).toBeVisible();
    expect(within(skills).getByText("travel")).toBeVisible();
    expect(screen.getByText("Accepts").nextElementSibling).toHaveTextContent("text/plain");
    expect(screen.getByText("Returns").nextElementSibling).toHaveTextContent("text/markdown");
    expect(screen.getByText(/✓ Streaming/)).toBeVisible();
    expect(screen.getByText(/✗ Push notifications/)).toBeVisible();
    expect(screen.getByText("No messages yet. Pick an example or write to the agent.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "What is on in Lyon today?" }));
    expect(screen.getByRole("textbox", { name: "Message to the agent" })).toHaveValue("What is on in Lyon today?");
  });

  it("renders the streamed markdown artifact as each chunk arrives, then the final state", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.writer }));
    await sendExample(user, "Write a report on Lyon");
    // Each chunk waits for the test, so every intermediate state is seen whatever the load.
    const states: string[] = [];
    const seen = async (has: string, hasNot: string) => {
      await waitFor(() => {
        expect(transcript()).toHaveTextContent(has);
        expect(transcript()).not.toHaveTextContent(hasNot);
      });
      states.push(transcript().textContent ?? "");
    };
    await seen("The city is", "tling");
    expect(within(transcript()).getByRole("heading", { name: "Lyon report" })).toBeVisible();
    expect(taskState()).toBe("working");
    await release(agents.writer);
    await seen("markets:", "open");
    // The bold split across chunks one and two is whole now.
    expect(within(transcript()).getByText("bustling").tagName).toBe("STRONG");
    await release(agents.writer);
    await seen("museums:", "free on Sunday");
    await release(agents.writer);
    await waitFor(() => expect(transcript()).toHaveTextContent("free on Sunday"));
    await waitFor(() => expect(taskState()).toBe("completed"));
    expect(new Set(states).size).toBe(3);
    expect(within(transcript()).getByText("Report ready.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel task" })).toBeNull();
  });

  it("answers an input-required question through the schema form, on the same task, which completes", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.booking, schemaForm: SchemaForm }));
    await sendExample(user, "Book a table at Le Bouchon");
    const reply = await screen.findByRole("region", { name: "The agent asks" });
    expect(reply).toHaveTextContent("How many people, and which sitting?");
    expect(taskState()).toBe("input-required");
    const people = within(reply).getByLabelText(/People/);
    await user.clear(people);
    await user.type(people, "3");
    await user.selectOptions(within(reply).getByLabelText(/Sitting/), "21:00");
    await user.click(within(reply).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(transcript()).toHaveTextContent("Booked a table for 3 at 21:00."));
    await waitFor(() => expect(taskState()).toBe("completed"));
    expect(screen.getAllByRole("listitem").filter((li) => li.getAttribute("data-slot") === "agent-task")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "The agent asks" })).toBeNull();
  });

  it("answers in text when no form is given", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.booking }));
    await sendExample(user, "Book a table at Le Bouchon");
    const reply = await screen.findByRole("region", { name: "The agent asks" });
    expect(within(reply).getByRole("textbox", { name: "Your answer" })).toBeVisible();
  });

  it("answers an auth-required turn inline in the composer, on the same task: a wrong code asks again, the right one completes", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.signIn }));
    await sendExample(user, "What is on today?");
    const reply = await screen.findByRole("region", { name: "The agent needs you to sign in or authorise it" });
    expect(reply).toHaveAttribute("data-state", "auth-required");
    expect(reply).toHaveTextContent("enter the one-time code sent to your phone");
    expect(taskState()).toBe("auth-required");
    await user.type(within(reply).getByRole("textbox", { name: "Your answer" }), "1111{Enter}");
    await waitFor(() => expect(screen.getByRole("region", { name: "The agent needs you to sign in or authorise it" })).toHaveTextContent("“1111” is not the code"));
    expect(taskState()).toBe("auth-required");
    const again = screen.getByRole("region", { name: "The agent needs you to sign in or authorise it" });
    await user.type(within(again).getByRole("textbox", { name: "Your answer" }), signInCode);
    await user.click(within(again).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(taskState()).toBe("completed"));
    expect(transcript()).toHaveTextContent("Signed in. 3 meetings today");
    expect(within(transcript()).getByText("3 meetings").tagName).toBe("STRONG");
    // Both answers went to the one task.
    expect(screen.getAllByRole("listitem").filter((li) => li.getAttribute("data-slot") === "agent-task")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: /sign in/ })).toBeNull();
  });

  it("takes the files the agent's input modes accept, refuses the others with the reason, and sends them as A2A file parts", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(playground({ url: agents.inbox }));
    const input = await screen.findByRole("textbox", { name: "Message to the agent" });
    const picker = container.querySelector<HTMLInputElement>('[data-slot="composer-file-input"]')!;
    expect(picker).toHaveAttribute("accept", "text/plain,text/csv,image/png");
    const csv = "city,temp\nOslo,4\nLima,19\n";
    await user.upload(picker, [new File([csv], "temps.csv", { type: "text/csv" }), new File(["%PDF-1.4"], "q3.pdf", { type: "application/pdf" })]);
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent(/q3\.pdf was not attached: it is application\/pdf, and this agent takes .*a CSV file under \/files\//);
    expect(within(screen.getByRole("list", { name: "Attachments" })).getByText("temps.csv")).toBeInTheDocument();
    await user.type(input, "Read this table{Enter}");
    await waitFor(() => expect(taskState()).toBe("completed"));
    expect(transcript()).toHaveTextContent("text (text/plain): Read this table");
    expect(transcript()).toHaveTextContent(`file temps.csv (text/csv, ${new TextEncoder().encode(csv).length} bytes, inline)`);
    // Sent: the composer is empty again.
    expect(input).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("shows Stop in the composer while a task streams, and Stop cancels the task", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.writer }));
    await sendExample(user, "Write a report on Lyon");
    await waitFor(() => expect(transcript()).toHaveTextContent("The city is"));
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(taskState()).toBe("canceled"));
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  it("cancels a running task", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.writer }));
    await sendExample(user, "Write a report on Lyon");
    await waitFor(() => expect(transcript()).toHaveTextContent("The city is"));
    await user.click(screen.getByRole("button", { name: "Cancel task" }));
    await waitFor(() => expect(taskState()).toBe("canceled"));
    expect(screen.queryByRole("button", { name: "Cancel task" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(transcript()).not.toHaveTextContent("tling");
  });

  it("shows a cut stream and resubscribes to the same task, which then completes", async () => {
    const user = userEvent.setup();
    render(playground({ url: agents.writer }));
    await sendExample(user, "Write a report on Lyon");
    await waitFor(() => expect(transcript()).toHaveTextContent("The city is"));
    const dropped = (await (await fetch(`${agents.writer}/control/drop`, { method: "POST" })).json()) as { dropped: number };
    expect(dropped.dropped).toBe(1);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveAttribute("data-kind", "stream-cut");
    expect(alert).toHaveTextContent(/stream was cut|stream ended/);
    await user.click(within(alert).getByRole("button", { name: "Resubscribe" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    for (let i = 0; i < 3; i++) await release(agents.writer);
    await waitFor(() => expect(transcript()).toHaveTextContent("free on Sunday"));
    await waitFor(() => expect(taskState()).toBe("completed"));
    // The resubscribed events land in the same turn: the report shows once.
    expect(within(transcript()).getAllByRole("heading", { name: "Lyon report" })).toHaveLength(1);
  });

  it("says when nothing answers, when CORS refuses, and what JSON-RPC error the agent sent", async () => {
    const { unmount } = render(playground({ url: agents.gone }));
    expect(screen.getByRole("status")).toHaveTextContent("Reading the agent card");
    const gone = await screen.findByRole("alert");
    expect(gone).toHaveAttribute("data-kind", "unreachable");
    expect(gone).toHaveTextContent(`Nothing answered at ${agents.gone}`);
    unmount();

    const cors = render(playground({ url: agents.noCors }));
    const refused = await screen.findByRole("alert");
    expect(refused).toHaveAttribute("data-kind", "cors");
    expect(refused).toHaveTextContent(/does not allow requests from this page \(CORS\)/);
    cors.unmount();

    const user = userEvent.setup();
    render(playground({ url: agents.refusing }));
    await user.type(await screen.findByRole("textbox", { name: "Message to the agent" }), "a,b{Enter}");
    const rpc = await screen.findByRole("alert");
    expect(rpc).toHaveAttribute("data-kind", "json-rpc");
    expect(rpc).toHaveTextContent("JSON-RPC error -32005: This agent only reads text/csv");
    // The user's message stays in the transcript, and in the composer to try again, which says why.
    expect(transcript()).toHaveTextContent("a,b");
    expect(screen.getByRole("textbox", { name: "Message to the agent" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Message to the agent" })).toHaveValue("a,b");
    expect(document.querySelector('[data-slot="composer-error"]')).toHaveTextContent("Not sent: the agent did not take it (see the error above). Your message and files are kept.");
  });

  it("connectA2A reports a JSON-RPC error's code for tasks/get of an unknown task", async () => {
    const agent = await connectA2A(agents.writer);
    const error = (await agent.getTask("no-such-task").catch((e: unknown) => e)) as A2AConnectionError;
    expect(error.failure).toEqual({ kind: "json-rpc", code: -32001, message: expect.stringContaining("Task not found: no-such-task") });
    const invalid = (await connectA2A("not a url").catch((e: unknown) => e)) as A2AConnectionError;
    expect(invalid.failure.kind).toBe("invalid-url");
  });
});
