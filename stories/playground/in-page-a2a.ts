/**
 * The sample A2A agent of the stories, running inside the page: the SDK's `DefaultRequestHandler`
 * and `JsonRpcTransportHandler` answer the SDK client's requests through a `fetch` function given
 * to `connectA2A`, so the playground reads a real card and streams real tasks over the real
 * JSON-RPC protocol (server-sent events included) with no network at all.
 */
import { AgentCard, A2A_PROTOCOL_VERSION, TaskState, type Part } from "@a2a-js/sdk";
import {
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  defaultServerCallContextBuilder,
  UnauthenticatedUser,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from "@a2a-js/sdk/server";
import { artifactOf as artifact, bookingSchema, dataOf as data, taskPublisher, textOf as text, userData, userText } from "../../test/setup/a2a-publisher";

/** The in-page agent's address: only {@link inPageA2AFetch} answers it. */
export const inPageAgentUrl = "http://travel-agent.invalid";

const guideChunks = ["## Lyon in a day\n\n1. **Morning**: the ", "Croix-Rousse market and the *traboules*\n2. **Noon**: a ", "*bouchon* on rue Mercière\n3. **Evening**: ", "the Fourvière hill at sunset"];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams a guide in chunks, or asks back with a schema to book a table. */
class TravelAgent implements AgentExecutor {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const out = taskPublisher(context, bus, { timestamps: false });
    const status = (state: TaskState, parts: Part[], id: string) => out.status(state, parts, `${context.taskId}-${id}`);
    out.task();
    const answer = userData(context);
    if (context.task !== undefined && answer !== undefined) {
      const { people, sitting } = answer as { people?: number; sitting?: string };
      out.chunk(artifact("booking", [text(`Booked **${people ?? "?"}** at Le Bouchon des Filles, ${sitting ?? "?"}.`)], "Booking"), false, true);
      status(TaskState.TASK_STATE_COMPLETED, [text("Booked.", "text/plain")], "done");
    } else if (/book/i.test(userText(context))) {
      status(TaskState.TASK_STATE_INPUT_REQUIRED, [text("How many people, and which sitting?", "text/plain"), data(bookingSchema, "application/schema+json")], "ask");
    } else {
      status(TaskState.TASK_STATE_WORKING, [text("Writing the guide…", "text/plain")], "working");
      for (const [i, value] of guideChunks.entries()) {
        await pause(40);
        out.chunk(artifact("guide", [text(value)], "Guide"), i > 0, i === guideChunks.length - 1);
      }
      status(TaskState.TASK_STATE_COMPLETED, [text("Enjoy Lyon.", "text/plain")], "done");
    }
    bus.finished();
  }
  cancelTask = async (): Promise<void> => {};
}

const card: AgentCard = {
  name: "Travel agent",
  description: "Plans a day in a city, streamed as it is written, and books restaurant tables.",
  version: "1.0.0",
  supportedInterfaces: [{ url: `${inPageAgentUrl}/a2a`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: A2A_PROTOCOL_VERSION }],
  provider: { organization: "partkit stories", url: "" },
  documentationUrl: undefined,
  capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
  securitySchemes: {},
  securityRequirements: [],
  defaultInputModes: ["text/plain", "application/json"],
  defaultOutputModes: ["text/markdown"],
  skills: [
    { id: "guide", name: "Day guide", description: "A day in a city, as markdown.", tags: ["travel"], examples: ["A day in Lyon"], inputModes: [], outputModes: [], securityRequirements: [] },
    { id: "book", name: "Book a table", description: "Asks how many people and which sitting.", tags: ["food"], examples: ["Book a table for tonight"], inputModes: [], outputModes: [], securityRequirements: [] },
  ],
  signatures: [],
  iconUrl: undefined,
};

const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), new TravelAgent());
const transport = new JsonRpcTransportHandler(handler);
const encoder = new TextEncoder();

/**
 * A `fetch` that is the in-page agent: the card at `/.well-known/agent-card.json`, JSON-RPC
 * at `/a2a` (a JSON answer, or server-sent events when the SDK's handler streams).
 *
 * @example
 * <AgentPlayground url={inPageAgentUrl} connectOptions={{ fetch: inPageA2AFetch }} />
 */
export const inPageA2AFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  if (request.method === "GET" && path === "/.well-known/agent-card.json") return Response.json(AgentCard.toJSON(card));
  if (request.method !== "POST" || path !== "/a2a") return new Response("not found", { status: 404 });
  const context = defaultServerCallContextBuilder({ extensions: undefined, user: new UnauthenticatedUser(), headers: {}, requestedVersion: request.headers.get("A2A-Version") ?? undefined });
  const result = await transport.handle(await request.text(), context);
  if (!(Symbol.asyncIterator in Object(result))) return Response.json(result);
  const events = result as AsyncGenerator<unknown>;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
    },
    cancel: () => void events.return(undefined),
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
};
