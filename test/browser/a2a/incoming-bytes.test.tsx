// Files an agent sends as bytes (`raw`) reach the browser: the SDK's client decodes them with
// Node's `Buffer`, which a page does not have, so partkit/a2a reads them at the door. The agent
// (test/setup/a2a-agents.ts, `media`) runs on the SDK's own server.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, it } from "vitest";
import { AgentPlayground, connectA2A } from "../../../src/a2a";
import { PartkitProvider } from "../../../src/index";
import { markdownRenderers } from "../../../src/markdown";
import "../../../src/theme/theme.css";

const agents = inject("a2aAgents");

const transcript = () => screen.getByRole("log", { name: "Transcript" });
const taskState = () => document.querySelector('[data-slot="agent-task"] [data-slot="agent-task-state"]')?.textContent;

describe("files an A2A agent sends as bytes, in Chromium", { timeout: 60_000 }, () => {
  it("the page has no Buffer, as in any browser app", () => {
    expect("Buffer" in globalThis).toBe(false);
  });

  it("shows an image and a PDF sent as bytes and an image sent by URL, with no error", async () => {
    const user = userEvent.setup();
    render(
      <PartkitProvider renderers={markdownRenderers}>
        <AgentPlayground url={agents.media} />
      </PartkitProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Send the Q3 chart" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(taskState()).toBe("completed"));
    expect(screen.queryByRole("alert")).toBeNull();
    const log = transcript();
    // The status message's picture (bytes), the artifact's (bytes) and the linked one (URL).
    await waitFor(() => {
      const images = within(log).getAllByRole("img") as HTMLImageElement[];
      const loaded = images.filter((img) => img.tagName === "IMG" && img.complete && img.naturalWidth > 0);
      expect(loaded.map((img) => img.naturalWidth)).toEqual([48, 48, 48]);
    });
    const pdf = log.querySelector('[data-slot="pdf-part"]');
    expect(pdf).toHaveAttribute("data-view", "card");
    expect(pdf).not.toHaveAttribute("data-state", "error");
    expect(pdf).toHaveTextContent("q3-report.pdf");
    expect(log.querySelector('[data-slot="provider-item"], [data-state="error"], [data-state="invalid"]')).toBeNull();
  });

  it("connectA2A hands out the bytes, decoded without Buffer, for the caller's own use", async () => {
    const agent = await connectA2A(agents.media);
    const parts = [];
    for await (const event of agent.send({ parts: [{ content: { $case: "text", value: "Send the Q3 chart" }, mediaType: "text/plain", filename: "", metadata: undefined }] })) {
      if (event.payload?.$case === "artifactUpdate") parts.push(...(event.payload.value.artifact?.parts ?? []));
    }
    expect(parts.map((p) => [p.filename, p.mediaType, p.content?.$case])).toEqual([
      ["chart.png", "image/png", "raw"],
      ["q3-report.pdf", "application/pdf", "raw"],
      ["linked.png", "image/png", "url"],
    ]);
    const pdf = parts[1]!.content;
    expect(pdf?.$case === "raw" && new TextDecoder().decode(pdf.value.subarray(0, 8))).toBe("%PDF-1.4");
  });
});
