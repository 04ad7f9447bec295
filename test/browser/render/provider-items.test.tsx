// Provider items as what they are (issue 24 §7) in real Chromium: a message from each provider
// using its server-side / built-in tools renders as tool cards, terminal output, diffs, images and
// markers, and nothing of the provider's JSON reaches the page.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fromAnthropic, type AnthropicMessageLike } from "../../../src/adapters/anthropic";
import { fromOpenAIResponses } from "../../../src/adapters/openai";
import { MessageView } from "../../../src/message";
import { humanizeToolName } from "../../../src/internal/humanize";
import { PartkitProvider } from "../../../src/render";
import { redactedData, serverToolsMessage, summary } from "../../fixtures/anthropic/server-tools";
import { builtinToolsResponse, patchCall } from "../../fixtures/openai/builtin-tools";
import "../../../src/theme/theme.css";

// Cards name a tool in words: "bash_code_execution" reads "Bash code execution".
const card = (tool: string, index = 0): HTMLElement => screen.getAllByRole("group", { name: `Tool call ${humanizeToolName(tool)}` })[index]!;

async function open(element: HTMLElement): Promise<void> {
  const trigger = within(element).getAllByRole("button")[0]!;
  if (trigger.getAttribute("aria-expanded") === "false") await userEvent.click(trigger);
}

function expectNoProviderJson(raw: readonly string[]): void {
  expect(document.querySelector('[data-slot="provider-item-part"]')).toBeNull();
  const html = document.body.innerHTML;
  for (const text of raw) expect(html).not.toContain(text);
}

describe("provider items as what they are (real Chromium)", () => {
  it("Anthropic server tools: cards by name, stdout in a terminal block, a diff, errors, MCP, compaction and redacted thinking", async () => {
    render(
      <PartkitProvider>
        <MessageView message={fromAnthropic(serverToolsMessage as AnthropicMessageLike)} />
      </PartkitProvider>,
    );
    for (const title of ["bash_code_execution", "text_editor_code_execution", "code_execution", "web_fetch", "web_search", "tool_search_tool_regex", "deepwiki.ask_question"]) {
      expect(card(title)).toBeVisible();
    }

    const bash = card("bash_code_execution");
    await open(bash);
    const stdout = within(bash).getByRole("group", { name: "Output of Bash code execution" });
    expect(within(stdout).getByText(/45\s+chart\.png/)).toBeVisible();
    expect(within(bash).getByText("Exit code 0")).toBeVisible();

    const failing = card("bash_code_execution", 1);
    await open(failing);
    expect(within(failing).getByRole("group", { name: "Standard error of Bash code execution" })).toHaveTextContent("No such file or directory");
    expect(within(failing).getByText("Exit code 1")).toHaveAttribute("data-state", "failed");

    // An edit's diff stays in view under its card, folded or not.
    const diff = document.querySelector('[data-slot="code-block"][data-language="diff"]');
    expect(diff).not.toBeNull();
    expect(diff?.querySelector("pre")?.textContent).toContain("\n+    return sum(xs) / len(xs) if xs else 0.0\n");

    // A tool that failed stays open, its error code as the result.
    const search = card("web_search");
    expect(search).toHaveAttribute("data-state", "error");
    expect(within(search).getByText("max_uses_exceeded")).toBeVisible();

    const marker = screen.getByRole("button", { name: "Earlier conversation summarised" });
    expect(marker).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(summary)).toBeNull();
    await userEvent.click(marker);
    expect(marker).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(summary)).toBeVisible();

    const redacted = screen.getByRole("button", { name: "Reasoning (redacted)" });
    await userEvent.click(redacted);
    expect(screen.getByText("The provider did not share this reasoning.")).toBeVisible();

    expectNoProviderJson(['"type":"bash_code_execution_tool_result"', "bash_code_execution_result", "text_editor_code_execution_str_replace_result", redactedData]);
  });

  it("OpenAI built-in tools: cards by name, terminal output, a patch as a diff, images, safety checks, the tool list", async () => {
    render(
      <PartkitProvider>
        <MessageView message={fromOpenAIResponses(builtinToolsResponse)} />
      </PartkitProvider>,
    );
    for (const title of ["shell", "local_shell", "apply_patch", "code_interpreter", "image_generation", "computer", "deepwiki.list_tools", "web_search", "file_search"]) {
      expect(card(title)).toBeVisible();
    }

    const shell = card("shell");
    await open(shell);
    expect(within(shell).getByRole("group", { name: "Output of Shell" })).toHaveTextContent("app.ts util.ts 42 src/app.ts");
    expect(within(shell).getByText("Exit code 0")).toBeVisible();

    const patch = within(card("apply_patch")).getByText((_, el) => el?.getAttribute("data-slot") === "code-block" && el.getAttribute("data-language") === "diff");
    expect(patch.querySelector("pre")?.textContent).toContain(patchCall.operation.diff);

    // Images show once decoded, which on a busy machine takes a moment.
    await vi.waitFor(() => expect(within(card("image_generation")).getByRole("img")).toBeVisible());
    await vi.waitFor(() => expect(within(card("code_interpreter")).getByRole("img")).toBeVisible());
    expect(within(card("code_interpreter")).getByText(/import statistics/)).toBeVisible();
    expect(within(card("computer")).getByText(/Safety check: The page asks the agent to ignore its instructions/)).toBeVisible();
    await vi.waitFor(() => expect(within(card("computer")).getByRole("img")).toBeVisible());

    const list = card("deepwiki.list_tools");
    await open(list);
    expect(within(list).getByText(/read_wiki_structure/)).toBeVisible();

    expect(screen.getByRole("button", { name: "Earlier conversation summarised" })).toBeVisible();
    expectNoProviderJson(['"type":"shell_call_output"', "computer_screenshot", "pending_safety_checks", "gAAAAABoCompacted"]);
  });
});
