import { createServer, type IncomingMessage, type RequestListener, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { A2A_PROTOCOL_VERSION, TaskState, type AgentCard, type AgentSkill } from "@a2a-js/sdk";
import { ContentTypeNotSupportedError } from "@a2a-js/sdk/errors";
import { DefaultRequestHandler, InMemoryTaskStore, type AgentExecutor, type TaskStore, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";
import { agentCardHandler, jsonRpcHandler, UserBuilder } from "@a2a-js/sdk/server/express";
import express from "express";
import type { TestProject } from "vitest/node";
import { PDF_ONE_PAGE, PNG_GRADIENT } from "../fixtures/render/assets";
import { artifactOf as artifact, bookingSchema, dataOf as data, publishCanceled, sdkPart, signInCode, taskPublisher as publisher, textOf as text, userData, userText } from "./a2a-publisher";

/**
 * Chunks that wait for the test: each `wait()` resolves when `POST /control/release` is called
 * (the oldest waiter first), so a test sees every intermediate state whatever the machine's load.
 */
export class Gate {
  private waiters: (() => void)[] = [];
  wait(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const release = () => resolve();
      this.waiters.push(release);
      signal?.addEventListener("abort", () => {
        this.waiters = this.waiters.filter((w) => w !== release);
        reject(new Error("canceled"));
      });
    });
  }
  release(): boolean {
    const next = this.waiters.shift();
    next?.();
    return next !== undefined;
  }
  get waiting(): number {
    return this.waiters.length;
  }
}

/** The markdown report, in the chunks the writer streams (a split inside a bold and a list). */
export const reportChunks = ["# Lyon report\n\nThe city is **bus", "tling** today.\n\n- markets: ", "open\n- museums: ", "free on Sunday"];

/** Streams `reportChunks` as one artifact, each chunk after a release, then completes. */
class WriterAgent implements AgentExecutor {
  private readonly running = new Map<string, AbortController>();
  constructor(private readonly gate: Gate) {}
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const abort = new AbortController();
    this.running.set(context.taskId, abort);
    const out = publisher(context, bus);
    out.task();
    out.status(TaskState.TASK_STATE_WORKING, [text("Writing the report…", "text/plain")], `${context.taskId}-working`);
    try {
      for (const [i, chunk] of reportChunks.entries()) {
        if (i > 0) await this.gate.wait(abort.signal);
        out.chunk(artifact("report", [text(chunk)], "Report"), i > 0, i === reportChunks.length - 1);
      }
      out.status(TaskState.TASK_STATE_COMPLETED, [text("Report ready.", "text/plain")], `${context.taskId}-done`);
    } catch {
      // Canceled: cancelTask published the final state.
    } finally {
      this.running.delete(context.taskId);
      bus.finished();
    }
  }

  cancelTask = async (taskId: string, bus: ExecutionEventBus): Promise<void> => {
    this.running.get(taskId)?.abort();
    publishCanceled(taskId, bus);
  };
}

/**
 * Asks back (`input-required`) with a JSON Schema in a data part (`application/schema+json`);
 * the answer's data part books the table and the task completes.
 */
class BookingAgent implements AgentExecutor {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    if (context.task === undefined) {
      out.status(TaskState.TASK_STATE_INPUT_REQUIRED, [text("How many people, and which sitting?", "text/plain"), data(bookingSchema, "application/schema+json")], `${context.taskId}-ask`);
    } else {
      const value = (userData(context) ?? {}) as { people?: number; sitting?: string };
      out.chunk(artifact("booking", [text(`Booked a table for **${value.people ?? "?"}** at ${value.sitting ?? "?"}.`)], "Booking"), false, true);
      out.status(TaskState.TASK_STATE_COMPLETED, [text("Booked.", "text/plain")], `${context.taskId}-done`);
    }
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

/**
 * Asks for sign-in first (`auth-required`, text: a one-time code), on the same task: a wrong
 * code asks again, the right one completes the task with what was unlocked.
 */
class SignInAgent implements AgentExecutor {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    const answer = userText(context).trim();
    if (context.task === undefined) {
      out.status(TaskState.TASK_STATE_AUTH_REQUIRED, [text("Sign in to read your calendar: enter the one-time code sent to your phone.", "text/plain")], `${context.taskId}-auth`);
    } else if (answer !== signInCode) {
      out.status(TaskState.TASK_STATE_AUTH_REQUIRED, [text(`“${answer.slice(0, 40)}” is not the code. Enter the six digits sent to your phone.`, "text/plain")], `${context.taskId}-auth-again`);
    } else {
      out.chunk(artifact("calendar", [text("Signed in. **3 meetings** today; the first at 09:30.")], "Calendar"), false, true);
      out.status(TaskState.TASK_STATE_COMPLETED, [text("Done.", "text/plain")], `${context.taskId}-done`);
    }
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

/**
 * Reads what it was sent: replies with an artifact listing each part (text, or a file with its
 * name, type and byte count, whether sent as bytes or as a `data:` URL), so a test sees the files
 * the composer sent arrive as A2A file parts.
 */
class InboxAgent implements AgentExecutor {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    const lines = context.userMessage.parts.map((p) => {
      const content = p.content;
      if (content?.$case === "text") return `- text (${p.mediaType || "text/plain"}): ${content.value}`;
      if (content?.$case === "raw") return `- file **${p.filename}** (${p.mediaType}, ${content.value.length} bytes)`;
      if (content?.$case === "url") {
        const inline = /^data:[^,]*;base64,(.*)$/s.exec(content.value);
        if (inline) return `- file **${p.filename}** (${p.mediaType}, ${Buffer.from(inline[1]!, "base64").length} bytes, inline)`;
        return `- file **${p.filename}** (${p.mediaType}) at ${new URL(content.value).origin}`;
      }
      return `- ${content?.$case ?? "empty"} part`;
    });
    out.chunk(artifact("receipt", [text(`Received:\n\n${lines.join("\n")}`)], "Receipt"), false, true);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Read.", "text/plain")], `${context.taskId}-done`);
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

/** The PNG the media agent serves by URL (`/files/gradient.png`), the same picture it sends as bytes. */
const gradient = Buffer.from(PNG_GRADIENT, "base64");

/**
 * Sends files back: its status message carries a PNG as bytes (`raw`), then an artifact holds
 * the PNG and a one-page PDF as bytes and the PNG again by URL (served by the agent itself), so
 * a browser client must decode incoming bytes (the SDK does that with Node's `Buffer`).
 */
class MediaAgent implements AgentExecutor {
  constructor(private readonly url: () => string) {}
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = publisher(context, bus);
    out.task();
    out.status(TaskState.TASK_STATE_WORKING, [text("Here is the chart:", "text/plain"), sdkPart({ content: { $case: "raw", value: gradient }, mediaType: "image/png", filename: "preview.png" })], `${context.taskId}-working`);
    const files = [
      sdkPart({ content: { $case: "raw", value: gradient }, mediaType: "image/png", filename: "chart.png" }),
      sdkPart({ content: { $case: "raw", value: Buffer.from(PDF_ONE_PAGE, "base64") }, mediaType: "application/pdf", filename: "q3-report.pdf" }),
      sdkPart({ content: { $case: "url", value: `${this.url()}/files/gradient.png` }, mediaType: "image/png", filename: "linked.png" }),
    ];
    out.chunk(artifact("files", files, "Files"), false, true);
    out.status(TaskState.TASK_STATE_COMPLETED, [text("Sent.", "text/plain")], `${context.taskId}-done`);
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

/** Never runs: the refusing agent's handler turns every message down first. */
class IdleAgent implements AgentExecutor {
  async execute(): Promise<void> {}
  cancelTask = async (): Promise<void> => {};
}

/**
 * The SDK's handler, refusing every streamed message with an A2A error before any event, which
 * the SDK's transport answers as a JSON-RPC error (code -32005). An executor that throws would
 * become a failed task instead.
 */
class RefusingHandler extends DefaultRequestHandler {
  override sendMessageStream(): ReturnType<DefaultRequestHandler["sendMessageStream"]> {
    throw new ContentTypeNotSupportedError("This agent only reads text/csv");
  }
}

const cors = (_req: express.Request, res: express.Response, next: express.NextFunction) => {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Headers", "content-type, a2a-version, a2a-extensions, x-a2a-extensions");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  if (_req.method === "OPTIONS") return void res.status(204).end();
  next();
};

/** The SDK's express transport writes each event with one `write`: event `at` goes out half written, then the connection closes (after what was written is flushed). */
function cutMidEvent(res: ServerResponse, at: number): void {
  const write = res.write.bind(res) as (chunk: string) => boolean;
  let count = 0;
  res.write = ((chunk: string) => {
    if (count++ < at) return write(chunk);
    write(String(chunk).slice(0, Math.floor(String(chunk).length / 2)));
    res.socket?.end();
    return false;
  }) as typeof res.write;
}

export interface AgentServer {
  readonly url: string;
  close(): Promise<void>;
}

async function listen(app: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export const skill = (fields: Partial<AgentSkill> & Pick<AgentSkill, "id" | "name">): AgentSkill => ({ description: "", tags: [], examples: [], inputModes: [], outputModes: [], securityRequirements: [], ...fields });

/**
 * Options of {@link startAgent}.
 *
 * @example
 * await startAgent(card, new CutAgent(), { cutEventStreamsAt: 2 });
 */
export interface StartAgentOptions {
  /** Holds the agent's chunks until the test releases them. */
  readonly gate?: Gate;
  /** The SDK's request handler, or a subclass. */
  readonly Handler?: typeof DefaultRequestHandler;
  /** Filled with the agent's address as soon as it listens (before the executor runs). */
  readonly started?: { url: string };
  /** Where tasks are kept (default: the SDK's in-memory store). */
  readonly taskStore?: TaskStore;
  /** Writes only the first half of event stream event number n (from 0), then closes the connection: a stream cut mid-event. */
  readonly cutEventStreamsAt?: number;
  /** The interface address the card gives, from the agent's own (default: `${url}/a2a`). */
  readonly interfaceUrl?: (url: string) => string;
}

/**
 * One agent on its own port: the SDK's `DefaultRequestHandler` and express JSON-RPC transport,
 * its card at `/.well-known/agent-card.json`, CORS open. `/control/release` releases the next
 * gated chunk; `/control/drop` destroys every open event stream (a dropped connection).
 */
export async function startAgent(
  card: Omit<AgentCard, "supportedInterfaces" | "signatures" | "securitySchemes" | "securityRequirements" | "version" | "provider" | "documentationUrl" | "iconUrl">,
  executor: AgentExecutor,
  { gate, Handler = DefaultRequestHandler, started, cutEventStreamsAt, taskStore = new InMemoryTaskStore(), interfaceUrl = (u) => `${u}/a2a` }: StartAgentOptions = {},
): Promise<AgentServer> {
  const app = express();
  const { server, url } = await listen(app);
  if (started) started.url = url;
  const full: AgentCard = {
    ...card,
    version: "1.0.0",
    supportedInterfaces: [{ url: interfaceUrl(url), protocolBinding: "JSONRPC", tenant: "", protocolVersion: A2A_PROTOCOL_VERSION }],
    provider: undefined,
    documentationUrl: undefined,
    securitySchemes: {},
    securityRequirements: [],
    signatures: [],
    iconUrl: undefined,
  };
  const handler = new Handler(full, taskStore, executor);
  const streams = new Set<ServerResponse>();
  app.use(cors);
  app.get("/files/gradient.png", (_req, res) => void res.type("image/png").send(gradient));
  app.post("/control/release", (_req, res) => void res.status(gate?.release() ? 200 : 409).end());
  app.get("/control/waiting", (_req, res) => void res.json({ waiting: gate?.waiting ?? 0 }));
  app.post("/control/drop", (_req, res) => {
    const count = streams.size;
    for (const stream of streams) stream.socket?.destroy();
    streams.clear();
    res.json({ dropped: count });
  });
  app.use("/a2a", (req, res, next) => {
    if (String(req.headers.accept).includes("text/event-stream")) {
      streams.add(res);
      res.on("close", () => streams.delete(res));
      if (cutEventStreamsAt !== undefined) cutMidEvent(res, cutEventStreamsAt);
    }
    next();
  });
  app.use("/.well-known/agent-card.json", agentCardHandler({ agentCardProvider: handler }));
  app.use("/a2a", jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }));
  return { url, close: closer(server) };
}

const modes = { defaultInputModes: ["text/plain"], defaultOutputModes: ["text/markdown"] };

/** Every agent of the A2A browser tests, plus a card without CORS and an address nothing listens on. */
export async function startA2AAgents() {
  const gate = new Gate();
  const writer = await startAgent(
    {
      name: "Report writer",
      description: "Writes a short markdown report about a city, streamed as it is written.",
      capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
      ...modes,
      skills: [skill({ id: "report", name: "City report", description: "A markdown report on a city.", tags: ["travel"], examples: ["Write a report on Lyon", "What is on in Lyon today?"] })],
    },
    new WriterAgent(gate),
    { gate },
  );
  const booking = await startAgent(
    {
      name: "Table booking",
      description: "Books a restaurant table; asks how many people and which sitting.",
      capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
      ...modes,
      defaultInputModes: ["text/plain", "application/json"],
      skills: [skill({ id: "book", name: "Book a table", examples: ["Book a table at Le Bouchon"] })],
    },
    new BookingAgent(),
  );
  const signIn = await startAgent(
    {
      name: "Calendar",
      description: "Reads your calendar once you sign in.",
      capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
      ...modes,
      skills: [skill({ id: "today", name: "Today", examples: ["What is on today?"] })],
    },
    new SignInAgent(),
  );
  const inbox = await startAgent(
    {
      name: "Inbox",
      description: "Reads text, CSV tables and PNG images.",
      capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
      defaultInputModes: ["text/plain", "text/csv", "image/png"],
      defaultOutputModes: ["text/markdown"],
      skills: [skill({ id: "read", name: "Read files", examples: ["Read these"] })],
    },
    new InboxAgent(),
  );
  const refusing = await startAgent(
    { name: "CSV reader", description: "Only reads CSV.", capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false }, ...modes, skills: [] },
    new IdleAgent(),
    { Handler: RefusingHandler },
  );
  const mediaAddress = { url: "" };
  const media = await startAgent(
    {
      name: "Charts",
      description: "Sends back a chart and a report as files.",
      capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
      defaultInputModes: ["text/plain"],
      defaultOutputModes: ["image/png", "application/pdf"],
      skills: [skill({ id: "chart", name: "Chart", examples: ["Send the Q3 chart"] })],
    },
    new MediaAgent(() => mediaAddress.url),
    { started: mediaAddress },
  );
  const noCors = await listen((_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ name: "Hidden" }));
  });
  const gone = await listen(() => {});
  await closer(gone.server)();
  return {
    urls: { writer: writer.url, booking: booking.url, signIn: signIn.url, inbox: inbox.url, refusing: refusing.url, media: media.url, noCors: noCors.url, gone: gone.url },
    close: async () => {
      await Promise.all([writer.close(), booking.close(), signIn.close(), inbox.close(), refusing.close(), media.close(), closer(noCors.server)()]);
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    a2aAgents: { writer: string; booking: string; signIn: string; inbox: string; refusing: string; media: string; noCors: string; gone: string };
  }
}

/** Vitest global setup: the agents for one run, their addresses handed to browser tests as `a2aAgents`. */
export default async function setup(project: TestProject) {
  const agents = await startA2AAgents();
  project.provide("a2aAgents", agents.urls);
  return agents.close;
}
