/**
 * What the test agents (test/setup/a2a-agents.ts, a2a-weather-agent.ts) and the stories' in-page
 * agent (stories/playground/in-page-a2a.ts) publish, in one place: parts, artifacts and the events
 * of one task on the SDK's own `AgentEvent` builders. No node-only imports, so the page can load it.
 */
import { Role, TaskState, type Artifact, type Message, type Part } from "@a2a-js/sdk";
import { AgentEvent, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";

/**
 * The schema the booking agents (the tests' and the story's) ask their question with.
 *
 * @example
 * out.status(TaskState.TASK_STATE_INPUT_REQUIRED, [textOf("How many?", "text/plain"), dataOf(bookingSchema, "application/schema+json")]);
 */
export const bookingSchema = {
  type: "object",
  title: "Booking",
  required: ["people", "sitting"],
  properties: {
    people: { type: "integer", title: "People", minimum: 1, maximum: 12, default: 2 },
    sitting: { type: "string", title: "Sitting", enum: ["19:00", "21:00"], default: "19:00" },
  },
};

/**
 * The one-time code the tests' sign-in agent takes (`auth-required`), shared with the tests.
 *
 * @example
 * await user.type(answer, signInCode);
 */
export const signInCode = "424242";

/**
 * A part with every field the SDK's type has, the given ones filled in.
 *
 * @example
 * const png = sdkPart({ content: { $case: "raw", value: bytes }, mediaType: "image/png", filename: "chart.png" });
 */
export const sdkPart = (fields: Partial<Part>): Part => ({ content: undefined, metadata: undefined, filename: "", mediaType: "", ...fields });

/**
 * A text part (markdown unless told).
 *
 * @example
 * const part = textOf("Booked.", "text/plain");
 */
export const textOf = (value: string, mediaType = "text/markdown"): Part => sdkPart({ content: { $case: "text", value }, mediaType });

/**
 * A data part, such as the JSON Schema an agent asks with (`application/schema+json`).
 *
 * @example
 * const ask = dataOf({ type: "object" }, "application/schema+json");
 */
export const dataOf = (value: unknown, mediaType: string): Part => sdkPart({ content: { $case: "data", value }, mediaType });

/**
 * An artifact (or one chunk of it) with the given parts.
 *
 * @example
 * const chunk = artifactOf("report", [textOf("# Lyon")], "Report");
 */
export const artifactOf = (artifactId: string, parts: Part[], name = ""): Artifact => ({ artifactId, name, description: "", parts, metadata: undefined, extensions: [] });

/**
 * The agent's message in a status update.
 *
 * @example
 * const ask = agentMessageOf("t1-ask", "t1", "c1", [textOf("Which city?", "text/plain")]);
 */
export const agentMessageOf = (messageId: string, taskId: string, contextId: string, parts: Part[]): Message => ({
  messageId,
  contextId,
  taskId,
  role: Role.ROLE_AGENT,
  parts,
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
});

/**
 * Options of {@link taskPublisher}.
 *
 * @example
 * const options: TaskPublisherOptions = { timestamps: false };
 */
export interface TaskPublisherOptions {
  /** Stamp status updates with the time. Default true; stories leave it out so screenshots agree. */
  readonly timestamps?: boolean;
}

/**
 * The events of the task a request runs, with its ids and bus filled in: the task itself (the one
 * being answered, or a new submitted one), status updates with an optional agent message, and
 * artifact chunks.
 *
 * @example
 * const out = taskPublisher(context, bus);
 * out.task();
 * out.status(TaskState.TASK_STATE_WORKING, [textOf("Writing…", "text/plain")]);
 * out.chunk(artifactOf("report", [textOf("# Lyon")]), false, true);
 * out.status(TaskState.TASK_STATE_COMPLETED);
 * bus.finished();
 */
export function taskPublisher(context: RequestContext, bus: ExecutionEventBus, { timestamps = true }: TaskPublisherOptions = {}) {
  const { taskId, contextId } = context;
  return {
    task: () =>
      bus.publish(
        AgentEvent.task(
          context.task ?? {
            id: taskId,
            contextId,
            status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: undefined },
            artifacts: [],
            history: [context.userMessage],
            metadata: undefined,
          },
        ),
      ),
    /** A status update; its message id defaults to `<task>-<state>`. */
    status: (state: TaskState, parts?: Part[], messageId?: string) =>
      bus.publish(
        AgentEvent.statusUpdate({
          taskId,
          contextId,
          metadata: undefined,
          status: {
            state,
            timestamp: timestamps ? new Date().toISOString() : undefined,
            message: parts ? agentMessageOf(messageId ?? `${taskId}-${state}`, taskId, contextId, parts) : undefined,
          },
        }),
      ),
    chunk: (artifact: Artifact, append: boolean, lastChunk: boolean) => bus.publish(AgentEvent.artifactUpdate({ taskId, contextId, artifact, append, lastChunk, metadata: undefined })),
  };
}

/**
 * Publishes a task's `canceled` state from an executor's `cancelTask`, and ends its events.
 *
 * @example
 * cancelTask = async (taskId: string, bus: ExecutionEventBus) => publishCanceled(taskId, bus);
 */
export function publishCanceled(taskId: string, bus: ExecutionEventBus): void {
  bus.publish(
    AgentEvent.statusUpdate({ taskId, contextId: "", metadata: undefined, status: { state: TaskState.TASK_STATE_CANCELED, timestamp: new Date().toISOString(), message: undefined } }),
  );
  bus.finished();
}

/**
 * The user's words in a request (its text parts, joined by a space).
 *
 * @example
 * if (/book/i.test(userText(context))) askForTheBooking();
 */
export const userText = (context: RequestContext): string => context.userMessage.parts.map((p) => (p.content?.$case === "text" ? p.content.value : "")).join(" ");

/**
 * The user's data answer in a request (its first data part), or undefined.
 *
 * @example
 * const { people } = (userData(context) ?? {}) as { people?: number };
 */
export function userData(context: RequestContext): unknown {
  const content = context.userMessage.parts.find((p) => p.content?.$case === "data")?.content;
  return content?.$case === "data" ? content.value : undefined;
}
