// Hostile A2A agents for test/hostile/browser/a2a.test.tsx, on the SDK's own server and event
// builders: every broken or hostile thing goes out through the SDK's publisher and transport, as a
// real agent's would. The user's words pick the case (see `hostileCases`).
import { TaskState, type Part, type Task } from "@a2a-js/sdk";
import { InMemoryTaskStore, type AgentExecutor, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";
import type { TestProject } from "vitest/node";
import { Gate, skill, startAgent } from "./a2a-agents";
import { hostileCard, hostileMarkdown, hugeCard, hugeChars, manyChunks, pwn } from "./a2a-hostile-payloads";
import { artifactOf as artifact, sdkPart, taskPublisher as publisher, textOf as text, userText } from "./a2a-publisher";

const html = (s: string) => Buffer.from(s).toString("base64");

/** What each case's agent sends, by the word the user sends. */
const hostileCases: Record<string, (out: ReturnType<typeof publisher>) => void> = {
  parts: (out) => {
    const parts: Part[] = [
      text("Parts follow.", "text/plain"),
      // A part with no content of a known kind: the SDK writes it with none of text, raw, url, data.
      sdkPart({ mediaType: "application/x-unknown", filename: "mystery.bin" }),
      sdkPart({ content: { $case: "url", value: `javascript:${pwn}` }, mediaType: "text/html", filename: "js.html" }),
      sdkPart({ content: { $case: "url", value: `data:text/html,<script>${pwn}</script>` }, mediaType: "text/html", filename: "page.html" }),
      sdkPart({ content: { $case: "url", value: `data:text/html;base64,${html(`<script>${pwn}</script>`)}` }, mediaType: "image/png", filename: "fake.png" }),
      sdkPart({ content: { $case: "raw", value: Buffer.from(`<script>${pwn}</script><img src=x onerror="${pwn}">`) }, mediaType: "text/html", filename: "raw.html" }),
      sdkPart({ content: { $case: "raw", value: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${pwn}"><script>${pwn}</script></svg>`) }, mediaType: "image/svg+xml", filename: "pic.svg" }),
      text("The end of the parts.", "text/plain"),
    ];
    out.chunk(artifact("hostile-parts", parts, "Hostile parts"), false, true);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Parts sent.", "text/plain")]);
  },
  markdown: (out) => {
    out.status(TaskState.TASK_STATE_WORKING, [text(hostileMarkdown)], "markdown-status");
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Markdown sent.", "text/plain")]);
  },
  huge: (out) => {
    out.chunk(artifact("before", [text("Before the huge chunk.")], "Before"), false, true);
    out.chunk(artifact("huge", [text("x".repeat(hugeChars))], "Huge"), false, true);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Huge sent.", "text/plain")]);
  },
  many: (out) => {
    for (let i = 0; i < manyChunks.count; i++) out.chunk(artifact("many", [text(manyChunks.text, "text/plain")], "Many"), i > 0, i === manyChunks.count - 1);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Many sent.", "text/plain")]);
  },
  orphan: (out) => {
    // Appends to, and ends, an artifact that never started.
    out.chunk(artifact("ghost", [text("A chunk for an artifact nobody started.")], "Ghost"), true, false);
    out.chunk(artifact("ghost-2", [text("Its last chunk.")]), true, true);
    out.chunk(artifact("real", [text("The real artifact.")], "Real"), false, true);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Orphans sent.", "text/plain")]);
  },
};

/**
 * The SDK's in-memory store copies the whole task on every load and save, so 10,000 chunks of one
 * artifact cost the server minutes (each copy holds every chunk so far) and reach the page one by
 * one. This one keeps the task itself: the server sends the chunks as fast as a real agent would,
 * and the test measures the page, not the store.
 */
class UncopiedTaskStore extends InMemoryTaskStore {
  private readonly tasks = new Map<string, Task>();
  override load = async (taskId: string): Promise<Task | undefined> => this.tasks.get(taskId);
  override save = async (task: Task): Promise<void> => void this.tasks.set(task.id, task);
}

/** Runs the case the user's words name; anything else is answered plainly. */
class HostileAgent implements AgentExecutor {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    out.status(TaskState.TASK_STATE_WORKING, [text("Working.", "text/plain")], `${context.taskId}-working`);
    const run = hostileCases[userText(context).trim()];
    if (run) run(out);
    else out.status(TaskState.TASK_STATE_COMPLETED, [text(`No case called ${userText(context).slice(0, 40)}.`, "text/plain")]);
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

/** Sends a status update, waits for the test to have seen it, then one its server cuts in half. */
class CutAgent implements AgentExecutor {
  constructor(private readonly gate: Gate) {}
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    out.status(TaskState.TASK_STATE_WORKING, [text("First update, whole.", "text/plain")], `${context.taskId}-first`);
    await this.gate.wait();
    out.status(TaskState.TASK_STATE_WORKING, [text("Second update, cut in half.", "text/plain")], `${context.taskId}-second`);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Never arrives.", "text/plain")]);
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

const modes = { defaultInputModes: ["text/plain"], defaultOutputModes: ["text/markdown", "<script>"] };
const capabilities = { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false };

/** Starts the hostile agent and the cutting one; returns their addresses and a closer. */
export async function startHostileA2AAgents() {
  const hostile = await startAgent(
    {
      name: hostileCard.name,
      description: hostileCard.description,
      capabilities,
      ...modes,
      skills: [
        skill({ id: "x", name: hostileCard.skillName, description: hostileCard.description, tags: [hostileCard.tag], examples: [hostileCard.example, ...Object.keys(hostileCases)] }),
      ],
    },
    new HostileAgent(),
    { taskStore: new UncopiedTaskStore() },
  );
  const cutGate = new Gate();
  const cut = await startAgent({ name: "Cut", description: "Its streams break mid-event.", capabilities, ...modes, skills: [skill({ id: "cut", name: "Cut", examples: ["Go"] })] }, new CutAgent(cutGate), {
    gate: cutGate,
    cutEventStreamsAt: 2,
  });
  const huge = await startAgent(
    {
      name: "Huge card",
      description: "d".repeat(hugeCard.descriptionChars),
      capabilities,
      ...modes,
      skills: Array.from({ length: hugeCard.skills }, (_, i) => skill({ id: `s${i}`, name: `Skill ${i + 1}`, description: "What it does.", tags: ["tag"], examples: [`Example ${i + 1}`] })),
    },
    new HostileAgent(),
  );
  // An interface the page must never be sent to, as the SDK's server publishes it.
  const scripted = await startAgent({ name: "Scripted interface", description: "Its interface is a script.", capabilities, ...modes, skills: [] }, new HostileAgent(), {
    interfaceUrl: () => `javascript:${pwn}`,
  });
  const agents = [hostile, cut, huge, scripted];
  return {
    urls: { hostile: hostile.url, cut: cut.url, huge: huge.url, scripted: scripted.url },
    close: async () => void (await Promise.all(agents.map((a) => a.close()))),
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    a2aHostile: { hostile: string; cut: string; huge: string; scripted: string };
  }
}

/** Vitest global setup of the hostile browser tier: the agents' addresses as `a2aHostile`. */
export default async function setup(project: TestProject) {
  const agents = await startHostileA2AAgents();
  project.provide("a2aHostile", agents.urls);
  return agents.close;
}
