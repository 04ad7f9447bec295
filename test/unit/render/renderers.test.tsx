import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Part } from "../../../src/model/types";
import { codeLanguage } from "../../../src/model";
import { defaultRenderers, PartView, resolveRenderer } from "../../../src/render";
import { toolCallState } from "../../../src/model";
import { MessageView } from "../../../src/message";

const json = (contentType: string, value: unknown, name?: string): Part => ({ contentType, content: JSON.stringify(value), ...(name ? { name } : {}) });
const slot = (container: HTMLElement, name: string) => container.querySelector(`[data-slot="${name}"]`) as HTMLElement;

describe("default renderer resolution", () => {
  it.each([
    ["text/plain", "Text"],
    ["text/markdown", "Text"],
    ["text/x-rst", "Text"],
    ["text/x-python", "Code"],
    ["application/javascript", "Code"],
    ["application/x-sh", "Code"],
    ["application/sql", "Code"],
    ["application/rss+xml", "Code"],
    ["application/json", "JSON"],
    ["application/ld+json", "JSON"],
    ["text/csv", "Table"],
    ["text/tab-separated-values", "Table"],
    ["image/png", "Image"],
    ["image/svg+xml", "Image"],
    ["audio/mpeg", "Media"],
    ["video/mp4", "Media"],
    ["application/pdf", "PDF"],
    ["text/html", "HTML"],
    ["text/vnd.partkit.reasoning", "Reasoning"],
    ["text/vnd.partkit.refusal", "Refusal"],
    ["text/vnd.partkit.summary", "Summary"],
    ["application/vnd.partkit.tool-call+json", "Tool call"],
    ["application/vnd.partkit.tool-result+json", "Tool result"],
    ["application/vnd.partkit.citation+json", "Citation"],
    ["application/vnd.partkit.data+json", "Data"],
    ["application/vnd.partkit.input+json", "Data"],
    ["application/vnd.partkit.resource-ref+json", "Resource reference"],
    ["application/vnd.partkit.prompt-request+json", "Prompt"],
    ["application/vnd.partkit.prompt-result+json", "Prompt"],
    ["application/vnd.partkit.provider-item+json", "Provider item"],
    ["application/octet-stream", "Fallback"],
  ])("%s → %s", (contentType, label) => {
    expect(resolveRenderer({ contentType }, defaultRenderers).label).toBe(label);
  });
});

describe("code", () => {
  it("renders partkit's code block (language, Copy, plain text) with a language from the type, a parameter or metadata", () => {
    const { container } = render(<PartView part={{ contentType: "text/x-python", content: "print('hi')" }} />);
    expect(slot(container, "code-block")).toHaveAttribute("data-language", "python");
    expect(slot(container, "code-block")).toHaveAttribute("data-state", "plain");
    expect(slot(container, "code-block-language")).toHaveTextContent("Python");
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument();
    expect(container.querySelector("pre code.language-python")).toHaveTextContent("print('hi')");
    expect(codeLanguage({ contentType: "text/plain; language=Rust" })).toBe("rust");
    expect(codeLanguage({ contentType: "application/octet-stream", metadata: { language: "go" } })).toBe("go");
    expect(codeLanguage({ contentType: "application/atom+xml" })).toBe("xml");
    expect(codeLanguage({ contentType: "text/unknown" })).toBeUndefined();
  });
});

describe("csv", () => {
  it("parses CSV into a table with a header row", async () => {
    const { container } = render(<PartView part={{ name: "/data/people.csv", contentType: "text/csv", content: 'name,age\nAda,36\n"Lovelace, A",\n' }} />);
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["name", "age"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("Lovelace, A")).toBeInTheDocument();
    expect(slot(container, "csv-part")).toHaveAttribute("data-state", "ready");
    expect(screen.getByRole("group", { name: "Table people.csv" })).toHaveAttribute("tabindex", "0");
  });

  it("shows a table of 100,000 columns 100 at a time, and pages through them (issue 14: all of them in the DOM took 20 s of layout)", async () => {
    const header = Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(",");
    render(<PartView part={{ name: "/data/wide.csv", contentType: "text/csv", content: `${header}\n${Array.from({ length: 100_000 }, (_, i) => i).join(",")}\n` }} />);
    const table = await screen.findByRole("table");
    const headers = () => within(table).getAllByRole("columnheader");
    expect(headers()).toHaveLength(100);
    expect(headers()[0]).toHaveTextContent("c0");
    expect(table).toHaveAttribute("aria-colcount", "100000");
    const pager = screen.getByRole("group", { name: "Columns of wide.csv" });
    expect(pager).toHaveTextContent("Columns 1–100 of 100,000");
    expect(within(pager).getByRole("button", { name: "Previous columns" })).toBeDisabled();
    fireEvent.click(within(pager).getByRole("button", { name: "Next columns" }));
    expect(headers()[0]).toHaveTextContent("c100");
    expect(headers()[0]).toHaveAttribute("aria-colindex", "101");
    expect(within(table).getAllByRole("cell")[0]).toHaveTextContent("100");
    expect(pager).toHaveTextContent("Columns 101–200 of 100,000");
  });

  it("shows a table of up to 100 columns whole, with no pager", async () => {
    render(<PartView part={{ contentType: "text/csv", content: `${Array.from({ length: 100 }, (_, i) => `c${i}`).join(",")}\n` }} />);
    expect(await screen.findAllByRole("columnheader")).toHaveLength(100);
    expect(screen.queryByRole("button", { name: "Next columns" })).toBeNull();
  });

  it("reads TSV and pads ragged rows; empty content is a state", async () => {
    const { container, rerender } = render(<PartView part={{ contentType: "text/tab-separated-values", content: "a\tb\tc\n1\n" }} />);
    const cells = await screen.findAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual(["1", "", ""]);
    rerender(<PartView part={{ contentType: "text/csv", content: "" }} />);
    expect(await screen.findByText(/has no rows/)).toBeInTheDocument();
    expect(slot(container, "csv-part")).toHaveAttribute("data-state", "empty");
  });
});

describe("media", () => {
  it("renders images with alt, no referrer and a blob or data URL for inline content", async () => {
    const { container } = render(<PartView part={{ name: "/files/dot.png", contentType: "image/png", content: "iVBORw0KGgo=", contentEncoding: "base64" }} />);
    const img = await screen.findByRole("img", { name: "dot.png" });
    expect(img).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(img.getAttribute("src")).toMatch(/^(blob:|data:image\/png;base64,)/);
    expect(img).not.toHaveAttribute("crossorigin");
    expect(slot(container, "image-part")).toHaveAttribute("data-state", "loading");
  });

  it("uses metadata.alt and refuses scripting URLs with a visible error", () => {
    const { rerender } = render(<PartView part={{ contentType: "image/png", contentUrl: "https://cdn.example/a.png", metadata: { alt: "A chart" } }} />);
    expect(screen.getByRole("img", { name: "A chart" })).toHaveAttribute("src", "https://cdn.example/a.png");
    rerender(<PartView part={{ contentType: "image/png", contentUrl: "javascript:alert(1)" }} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Blocked a javascript: URL");
  });

  it("renders audio and video with native controls", () => {
    const { container } = render(
      <>
        <PartView part={{ contentType: "audio/mpeg", contentUrl: "https://cdn.example/a.mp3" }} />
        <PartView part={{ contentType: "video/mp4", contentUrl: "https://cdn.example/v.mp4", metadata: { captions: "https://cdn.example/v.vtt" } }} />
      </>,
    );
    expect(container.querySelector("audio")).toHaveAttribute("controls");
    expect(container.querySelector("video")).toHaveAttribute("controls");
    expect(container.querySelector("video track")).toHaveAttribute("src", "https://cdn.example/v.vtt");
    expect(container.querySelector('[data-slot="media-part"][data-kind="video"]')).not.toBeNull();
  });

  it("takes captions only as text tracks: a data: URL of any other type never reaches the DOM", () => {
    const { container } = render(
      <>
        {["data:text/html,<script>top.__pwned=1</script>", "data:image/svg+xml,<svg onload=alert(1)>", "javascript:alert(1)"].map((captions) => (
          <PartView key={captions} part={{ contentType: "video/mp4", contentUrl: "https://cdn.example/v.mp4", metadata: { captions } }} />
        ))}
        <PartView part={{ contentType: "video/mp4", contentUrl: "https://cdn.example/w.mp4", metadata: { captions: "data:text/vtt,WEBVTT" } }} />
      </>,
    );
    const tracks = [...container.querySelectorAll("video track")].map((t) => t.getAttribute("src"));
    expect(tracks).toEqual(["data:text/vtt,WEBVTT"]);
  });

  it("shows PDFs from a typed blob and always offers a download", async () => {
    render(<PartView part={{ name: "/files/r.pdf", contentType: "application/pdf", content: "JVBERi0xLjEK", contentEncoding: "base64" }} />);
    const frame = await screen.findByTitle("PDF r.pdf");
    expect(frame.getAttribute("src")).toMatch(/^(blob:|data:application\/pdf)/);
    expect(screen.getByRole("link", { name: "Download r.pdf" })).toBeInTheDocument();
  });
});

describe("html", () => {
  it("shows nothing until asked, then a sandboxed srcdoc frame with a CSP; source as text", async () => {
    const html = '<h1>Hi</h1><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const { container } = render(<PartView part={{ contentType: "text/html", content: html }} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(slot(container, "html-part")).toHaveAttribute("data-state", "hidden");
    await userEvent.click(screen.getByRole("button", { name: "Show HTML" }));
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("Content-Security-Policy");
    expect(frame.getAttribute("srcdoc")).toContain(html);
    await userEvent.click(screen.getByRole("button", { name: "View source" }));
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByLabelText(/HTML source/)).toHaveTextContent("<h1>Hi</h1>");
    expect(container.querySelector("h1")).toBeNull();
  });
});

describe("reasoning and refusal", () => {
  it("is open while streaming, closed when complete, and toggles by keyboard", async () => {
    const part = { contentType: "text/vnd.partkit.reasoning", content: "Step one." };
    const { container, rerender } = render(<PartView part={part} status="streaming" />);
    const trigger = screen.getByRole("button", { name: "Thinking…" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Step one.")).toBeVisible();
    rerender(<PartView part={part} status="complete" />);
    expect(screen.getByRole("button", { name: "Reasoning" })).toHaveAttribute("aria-expanded", "false");
    expect(slot(container, "reasoning-part")).toHaveAttribute("data-state", "closed");
    screen.getByRole("button", { name: "Reasoning" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(slot(container, "reasoning-part")).toHaveAttribute("data-state", "open");
    expect(screen.getByText("Step one.")).toBeVisible();
  });

  it("says when reasoning was redacted, and never shows its opaque data", async () => {
    const { container } = render(<PartView part={{ contentType: "text/vnd.partkit.reasoning", metadata: { redacted: true, data: "EmwKAhgB" } }} />);
    await userEvent.click(screen.getByRole("button", { name: "Reasoning (redacted)" }));
    expect(screen.getByText(/did not share/)).toBeInTheDocument();
    expect(container.innerHTML).not.toContain("EmwKAhgB");
  });

  it("shows a summary of earlier context as a closed marker that opens by keyboard", async () => {
    const { container } = render(<PartView part={{ contentType: "text/vnd.partkit.summary", content: "Earlier: the user shared scores.csv." }} />);
    const trigger = screen.getByRole("button", { name: "Earlier conversation summarised" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Earlier: the user shared scores.csv.")).toBeNull();
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(slot(container, "summary-part")).toHaveAttribute("data-state", "open");
    expect(screen.getByText("Earlier: the user shared scores.csv.")).toBeVisible();
  });

  it("says when a summary is encrypted", async () => {
    render(<PartView part={{ contentType: "text/vnd.partkit.summary", metadata: { encryptedContent: "gAAAA" } }} />);
    await userEvent.click(screen.getByRole("button", { name: "Earlier conversation summarised" }));
    expect(screen.getByText(/keeps this summary encrypted/)).toBeInTheDocument();
  });

  it("marks refusals", () => {
    render(<PartView part={{ contentType: "text/vnd.partkit.refusal", content: "I can't help with that." }} />);
    expect(screen.getByRole("note", { name: "Refusal" })).toHaveTextContent("DeclinedI can't help with that.");
  });
});

describe("command output", () => {
  const run = (result: Record<string, unknown>) => json("application/vnd.partkit.tool-result+json", { callId: "c1", name: "bash", ...result }, "/tool-calls/c1/result");

  it("shows stdout and stderr in code blocks, and the exit code; JSON on stdout stays text", () => {
    const { container } = render(<PartView part={run({ output: '{"a":1}\n', stderr: "warning: x\n", exitCode: 2 })} />);
    expect(screen.getByRole("group", { name: "Output of Bash" })).toHaveTextContent('{"a":1}');
    expect(screen.getByRole("group", { name: "Standard error of Bash" })).toHaveTextContent("warning: x");
    expect(slot(container, "tool-result-exit")).toHaveTextContent("Exit code 2");
    expect(slot(container, "tool-result-exit")).toHaveAttribute("data-state", "failed");
    expect(container.querySelector('[data-slot="json-view"]')).toBeNull();
  });

  it("says when a command printed nothing, and shows typed text in its language", () => {
    const { container, unmount } = render(<PartView part={run({ output: "", stderr: "", exitCode: 0 })} />);
    expect(screen.getByRole("group", { name: "Output of Bash" })).toHaveTextContent("(no output)");
    expect(slot(container, "tool-result-exit")).toHaveAttribute("data-state", "ok");
    unmount();
    const typed = render(<PartView part={run({ output: "-a\n+b\n", outputType: "text/x-diff" })} />);
    expect(typed.container.querySelector('[data-slot="code-block"]')).toHaveAttribute("data-language", "diff");
  });
});

describe("tool calls and results", () => {
  const call = json("application/vnd.partkit.tool-call+json", { id: "c/1", name: "search", namespace: "web", arguments: { q: "partkit" }, state: "input-available" }, "/tool-calls/c%2F1");
  const result = json("application/vnd.partkit.tool-result+json", { callId: "c/1", name: "search", output: { hits: 3 } }, "/tool-calls/c%2F1/result");

  it("shows name, state and arguments; raw text when arguments did not parse", () => {
    const { container, rerender } = render(<PartView part={call} />);
    // Named in words, the namespace in front ("Web: search"); a part on its own shows the JSON.
    const group = screen.getByRole("group", { name: "Tool call Web: search" });
    expect(within(group).getByText("Waiting for result")).toBeInTheDocument();
    expect(slot(container, "tool-call-part")).toHaveAttribute("data-state", "pending");
    expect(within(group).getByRole("tree", { name: "Arguments of Web: search" })).toHaveTextContent('"q": "partkit"');
    rerender(<PartView part={json("application/vnd.partkit.tool-call+json", { id: "x", name: "f", argumentsText: "{oops", state: "output-error" })} />);
    expect(screen.getByText("Arguments are not valid JSON; shown as sent:")).toBeInTheDocument();
    expect(screen.getByLabelText("Arguments of F as sent")).toHaveTextContent("{oops");
    expect(slot(container, "tool-call-part")).toHaveAttribute("data-state", "error");
  });

  it("shows half-received arguments as they arrive, without calling them invalid", () => {
    const partial = { id: "s", name: "get_weather", argumentsText: '{"city": "Pa', state: "input-streaming" };
    const { container, rerender } = render(<PartView part={json("application/vnd.partkit.tool-call+json", partial)} />);
    expect(slot(container, "tool-call-part")).toHaveAttribute("data-state", "streaming");
    expect(screen.getByLabelText("Arguments of Get weather so far")).toHaveTextContent('{"city": "Pa');
    expect(screen.queryByText(/not valid JSON/)).toBeNull();
    rerender(<PartView part={json("application/vnd.partkit.tool-call+json", { ...partial, state: undefined })} status="streaming" />);
    expect(screen.queryByText(/not valid JSON/)).toBeNull();
  });

  it("split: links a result to its call and the call to its result inside a message", async () => {
    render(<MessageView body={{ parts: [call, result] }} layout="split" defaultSelected={result.name} />);
    const link = screen.getByRole("link", { name: "Search" });
    expect(link.getAttribute("href")).toMatch(/^#.*tool-calls/);
    await userEvent.click(link);
    const callGroup = screen.getByRole("group", { name: "Tool call Web: search" });
    expect(within(callGroup).getByText("Done")).toBeInTheDocument();
    await userEvent.click(within(callGroup).getByRole("link", { name: "Result" }));
    expect(screen.getByRole("group", { name: "Result of Search" })).toBeInTheDocument();
  });

  it("inline: shows the result under its call, titled Result, with no link back", async () => {
    const { container } = render(<MessageView body={{ parts: [call, result] }} />);
    const callGroup = screen.getByRole("group", { name: "Tool call Web: search" });
    expect(within(callGroup).getByText("Done")).toBeInTheDocument();
    expect(within(callGroup).queryByRole("link")).toBeNull();
    await userEvent.click(within(callGroup).getByRole("button", { name: "Web: search" }));
    const attached = within(callGroup).getByRole("group", { name: "Result" });
    expect(attached).toHaveAttribute("data-attached");
    expect(within(attached).queryByRole("link")).toBeNull();
    // In a turn, the arguments and the output read as labelled values, the JSON behind "Show raw".
    expect(within(callGroup).getByRole("group", { name: "Arguments of Web: search" })).toHaveTextContent("Qpartkit");
    expect(within(attached).getByRole("group", { name: "Output of Search" })).toHaveTextContent("Hits3");
    await userEvent.click(within(attached).getByRole("button", { name: "Show raw" }));
    expect(within(attached).getByRole("tree", { name: "Output of Search" })).toHaveTextContent('"hits": 3');
    expect(container.querySelectorAll('[data-slot="tool-result-part"]')).toHaveLength(1);
  });

  it("shows error results and string output", () => {
    const { container } = render(<PartView part={json("application/vnd.partkit.tool-result+json", { callId: "z", name: "calc", output: "division by zero", isError: true })} />);
    expect(screen.getByRole("group", { name: "Error from Calc" })).toHaveTextContent("division by zero");
    expect(slot(container, "tool-result-part")).toHaveAttribute("data-state", "error");
  });

  it("normalises states", () => {
    expect(["input-streaming", "RUNNING", "output-available", "failed", "output-denied", "weird", undefined].map(toolCallState)).toEqual(["streaming", "pending", "complete", "error", "denied", "unknown", "unknown"]);
  });
});

describe("citations, resources, prompts, provider items", () => {
  it("links citations safely and never shows tokens", () => {
    render(<PartView part={json("application/vnd.partkit.citation+json", { url: "https://docs.example/a?token=SECRET", citedText: "quoted", startIndex: 1, endIndex: 5 })} />);
    const link = screen.getByRole("link", { name: "docs.example/a" });
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(document.body.textContent).not.toContain("SECRET");
    expect(screen.getByText("quoted")).toBeInTheDocument();
    expect(screen.getByText("characters 1–5")).toBeInTheDocument();
  });

  it("does not link javascript: citations or resources", () => {
    const { container } = render(
      <>
        <PartView part={json("application/vnd.partkit.citation+json", { url: "javascript:alert(1)", title: "Evil" })} />
        <PartView part={json("application/vnd.partkit.resource-ref+json", { uri: "file:///src/a.ts", name: "a.ts", resourceType: "file", rangeStart: 3, rangeEnd: 9 })} />
      </>,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(slot(container, "citation-part")).toHaveAttribute("data-state", "unlinked");
    expect(screen.getByRole("group", { name: "Resource a.ts" })).toHaveTextContent("range 3–9");
  });

  it("shows prompt requests and results in camelCase or snake_case", () => {
    render(
      <>
        <PartView part={json("application/vnd.partkit.prompt-request+json", { name: "summarize", arguments: { style: "short" }, server_id: "docs" })} />
        <PartView part={json("application/vnd.partkit.prompt-result+json", { prompt_name: "summarize", messages: [{ role: "user", content: "Summarize this" }], is_error: false })} />
        <PartView part={json("application/vnd.partkit.prompt-result+json", { promptName: "broken", isError: true, errorMessage: "missing argument" })} />
      </>,
    );
    expect(screen.getByRole("group", { name: "Prompt request summarize" })).toHaveTextContent("from docs");
    expect(screen.getByRole("group", { name: "Prompt result summarize" })).toHaveTextContent("user Summarize this");
    expect(screen.getByRole("group", { name: "Prompt result broken" })).toHaveTextContent("missing argument");
  });

  it("shows provider items raw with their provider", () => {
    render(<PartView part={{ ...json("application/vnd.partkit.provider-item+json", { type: "web_search_call", id: "ws_1" }), metadata: { provider: "openai", itemType: "web_search_call" } }} />);
    const group = screen.getByRole("group", { name: "Unmapped openai item" });
    expect(within(group).getByRole("tree")).toHaveTextContent('"type": "web_search_call"');
  });

  it("survives vendor JSON that is not an object", () => {
    for (const contentType of ["application/vnd.partkit.tool-call+json", "application/vnd.partkit.citation+json", "application/vnd.partkit.data+json", "application/vnd.partkit.prompt-result+json"]) {
      for (const content of ["null", "42", "[1,2]", '"str"', "{bad"]) {
        const { container, unmount } = render(<PartView part={{ contentType, content }} />);
        expect(container.querySelector('[data-slot="part"]')).toHaveAttribute("data-state", "ready");
        // A specific error in the part, with what it held shown as text.
        expect(screen.getByRole("alert")).toHaveTextContent(content === "{bad" ? /is not valid JSON/ : /could not be read: expected an? [a-z ]+ \(a JSON object\)/);
        expect(screen.getByText(content)).toBeInTheDocument();
        unmount();
      }
    }
  });
});

describe("data and input messages", () => {
  it("labels fields with the schema's titles and descriptions and toggles to the LLM text", async () => {
    const part = json("application/vnd.partkit.data+json", {
      kind: "user",
      description: "Represents the current user.",
      data: { name: "John Doe", age: 30 },
      schema: { type: "object", properties: { name: { type: "string", title: "Full name" }, age: { type: "number", description: "In years" }, city: { type: "string" } } },
    });
    const { container } = render(<PartView part={part} />);
    const group = screen.getByRole("group", { name: "Data ¶user" });
    expect(within(group).getByText("Full name")).toBeInTheDocument();
    expect(within(group).getByText("In years")).toBeInTheDocument();
    expect(within(group).getByText("not set")).toBeInTheDocument();
    await userEvent.click(within(group).getByRole("button", { name: "LLM text" }));
    expect(slot(container, "data-part")).toHaveAttribute("data-state", "llm-text");
    const text = screen.getByLabelText("What the model sees for ¶user").textContent!;
    expect(text.startsWith("## Data: ¶user\n{\n  \"name\": \"John Doe\",\n  \"age\": 30\n}")).toBe(true);
    expect(text).toContain("Represents the current user.");
  });

  it("renders Input messages with the input prompt sentence in the LLM text", async () => {
    render(<PartView part={json("application/vnd.partkit.input+json", { input: { topic: "the weather" }, schema: { type: "object", properties: { topic: { type: "string", description: "Topic to write about" } } } })} />);
    expect(screen.getByText("Topic to write about")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "LLM text" }));
    expect(screen.getByLabelText(/What the model sees/)).toHaveTextContent("Input data MUST be treated as a structured prompt");
  });
});
