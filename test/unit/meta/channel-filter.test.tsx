import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChannelFilter, filterByChannel, type MessageChannel } from "../../../src/meta";
import type { Message } from "../../../src/model/types";

const transcript: Message[] = [
  { role: "user", parts: [{ contentType: "text/plain", content: "question" }] },
  { role: "assistant", channel: "analysis", parts: [{ contentType: "text/plain", content: "thinking" }] },
  { role: "assistant", channel: "final", parts: [{ contentType: "text/plain", content: "answer" }] },
];

function Transcript() {
  const [channels, setChannels] = useState<MessageChannel[]>(["analysis", "commentary", "final"]);
  return (
    <>
      <ChannelFilter value={channels} onValueChange={setChannels} counts={{ analysis: 1, final: 1 }} />
      <ul>
        {filterByChannel(transcript, channels).map((m, i) => (
          <li key={i}>{m.parts[0]!.content}</li>
        ))}
      </ul>
    </>
  );
}

describe("ChannelFilter", () => {
  it("is a labelled group of toggle buttons with aria-pressed", () => {
    render(<ChannelFilter defaultValue={["final"]} />);
    const group = screen.getByRole("group", { name: "Show channels" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Final" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Analysis" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Analysis" })).toHaveAttribute("data-state", "off");
  });

  it("hides and shows a channel of a transcript", async () => {
    render(<Transcript />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["question", "thinking", "answer"]);
    await userEvent.click(screen.getByRole("button", { name: "Analysis 1" }));
    expect(screen.getByRole("button", { name: "Analysis 1" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["question", "answer"]);
    await userEvent.click(screen.getByRole("button", { name: "Analysis 1" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("has one Tab stop; arrows, Home and End move focus; Space and Enter toggle", async () => {
    const onValueChange = vi.fn();
    render(<ChannelFilter onValueChange={onValueChange} />);
    const [analysis, commentary, final] = screen.getAllByRole("button");
    await userEvent.tab();
    expect(analysis).toHaveFocus();
    expect(commentary).toHaveAttribute("tabindex", "-1");
    await userEvent.keyboard("{ArrowRight}");
    expect(commentary).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(final).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(analysis).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(final).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(analysis).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onValueChange).toHaveBeenLastCalledWith(["commentary", "final"]);
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith(["analysis", "commentary", "final"]);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it("offers only the channels asked for, under a custom label", () => {
    render(<ChannelFilter channels={["analysis", "final"]} label="Channels" />);
    expect(screen.getByRole("group", { name: "Channels" })).toBeInTheDocument();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Analysis", "Final"]);
  });
});
