"use client";
import { useEffect, useMemo, useState, type ComponentProps, type ComponentType } from "react";
import { Composer } from "../composer/composer";
import type { UploadFile } from "../composer/use-attachments";
import { MessageList } from "../list";
import { A2AConnectionError, describeA2AFailure, type A2AFailure } from "./a2a-failure";
import { AgentCardView } from "./agent-card-view";
import { a2aParts, inputModesSchema } from "./body-parts";
import { a2aUserMessage, connectA2A, type A2AConnection, type ConnectA2AOptions } from "./connect-a2a";
import { pendingAsk } from "./task-ask";
import { TaskList } from "./task-list";
import { TaskReply, type AgentSchemaFormProps } from "./task-reply";
import { FINAL_STATES, useAgentSession } from "./use-agent-session";

/**
 * Props of {@link AgentPlayground}: an agent's address (read with {@link connectA2A}) or a
 * connection made already.
 *
 * @selector [data-slot="agent-playground"][data-state="connecting" | "ready" | "error"]
 * @selector [data-slot="agent-playground-error"][data-kind] (the failure's kind: unreachable, cors, json-rpc, stream-cut…)
 * @example
 * const props: AgentPlaygroundProps = { url: "http://127.0.0.1:41241", schemaForm: SchemaForm };
 */
export interface AgentPlaygroundProps extends Omit<ComponentProps<"div">, "children"> {
  /** The agent's address (its card at `/.well-known/agent-card.json`), or the card's own URL. */
  readonly url?: string;
  /** Options of `connectA2A` (an in-page `fetch`, the card's path). Read once per `url`. */
  readonly connectOptions?: ConnectA2AOptions;
  /** A connection made already; wins over `url`. */
  readonly connection?: A2AConnection;
  /**
   * The form for answers the agent asks with a JSON Schema: `SchemaForm` from `partkit/form`, or
   * `lazy(() => import("partkit/form").then((m) => ({ default: m.SchemaForm })))`. Without it the
   * answer is text. `partkit/a2a` never imports the form itself.
   */
  readonly schemaForm?: ComponentType<AgentSchemaFormProps>;
  /**
   * Uploads a file the user attaches and returns its URL (see `<Composer upload>`): the agent then
   * gets a file part by `url`. Without it, files go inline.
   */
  readonly upload?: UploadFile;
  /** Height of the transcript. Default 420. */
  readonly transcriptHeight?: number | string;
}

type Connecting = { state: "connecting" } | { state: "ready"; connection: A2AConnection } | { state: "error"; failure: A2AFailure };

function useConnection(url: string | undefined, given: A2AConnection | undefined, options: ConnectA2AOptions | undefined): Connecting {
  const [result, setResult] = useState<{ url: string; state: Connecting }>();
  // The options object is read once per url: a literal in the parent must not reconnect on every render.
  const [initialOptions] = useState(options);
  useEffect(() => {
    if (given || url === undefined) return;
    const abort = new AbortController();
    connectA2A(url, { ...initialOptions, signal: abort.signal }).then(
      (connection) => !abort.signal.aborted && setResult({ url, state: { state: "ready", connection } }),
      (error: unknown) =>
        !abort.signal.aborted && setResult({ url, state: { state: "error", failure: error instanceof A2AConnectionError ? error.failure : describeA2AFailure(error, "card") } }),
    );
    return () => abort.abort();
  }, [url, given, initialOptions]);
  if (given) return { state: "ready", connection: given };
  if (url === undefined) return { state: "error", failure: { kind: "invalid-url", message: "No agent address was given." } };
  return result?.url === url ? result.state : { state: "connecting" };
}

function Failure({ failure, onResubscribe }: { failure: A2AFailure & { taskId?: string }; onResubscribe?: () => void }) {
  return (
    <div role="alert" data-slot="agent-playground-error" data-kind={failure.kind}>
      <p>{failure.message}</p>
      {onResubscribe && (
        <button type="button" onClick={onResubscribe}>
          Resubscribe
        </button>
      )}
    </div>
  );
}

/**
 * A playground for an A2A agent: its card (name, description, skills with examples that fill
 * the input, input and output modes, capabilities), a `<Composer>` that takes what the agent's
 * input modes accept (files become A2A file parts), a transcript where each task streams live
 * through `reduceA2AThread` (status messages, artifacts chunk by chunk, the final state),
 * `input-required` / `auth-required` questions answered inline on the same task, Cancel,
 * Resubscribe after a cut stream, and the session's tasks. Every failure shows what it was.
 *
 * @example
 * import { SchemaForm } from "partkit/form";
 * <AgentPlayground url="http://127.0.0.1:41241" schemaForm={SchemaForm} />
 */
export function AgentPlayground({ url, connectOptions, connection: given, schemaForm, upload, transcriptHeight = 420, ...props }: AgentPlaygroundProps) {
  const connecting = useConnection(url, given, connectOptions);
  if (connecting.state !== "ready") {
    return (
      <div {...props} data-slot="agent-playground" data-state={connecting.state}>
        {connecting.state === "connecting" ? (
          <p role="status" data-slot="agent-playground-loading">
            Reading the agent card{url ? ` at ${url}` : ""}…
          </p>
        ) : (
          <Failure failure={connecting.failure} />
        )}
      </div>
    );
  }
  // Keyed by the connection: another agent starts a new session.
  return <Session key={connectionKey(connecting.connection)} connection={connecting.connection} schemaForm={schemaForm} upload={upload} transcriptHeight={transcriptHeight} {...props} />;
}

const keys = new WeakMap<A2AConnection, number>();
let nextKey = 0;
function connectionKey(connection: A2AConnection): number {
  let key = keys.get(connection);
  if (key === undefined) keys.set(connection, (key = nextKey++));
  return key;
}

/** What the composer says when the agent did not take a message; the agent's own error shows above it. */
const NOT_TAKEN = "the agent did not take it (see the error above)";

function Session({ connection, schemaForm, upload, transcriptHeight, ...props }: Omit<AgentPlaygroundProps, "url" | "connectOptions" | "connection"> & { connection: A2AConnection }) {
  const session = useAgentSession(connection);
  const [draft, setDraft] = useState("");
  const ask = pendingAsk(session.thread);
  const current = session.thread.tasks.find((t) => t.taskId === session.currentTaskId);
  const cancellable = current !== undefined && current.state !== undefined && !FINAL_STATES.has(current.state);
  const failure = session.failure;
  const inputSchema = useMemo(() => inputModesSchema(connection.card.defaultInputModes), [connection.card]);
  return (
    <div {...props} data-slot="agent-playground" data-state="ready">
      <AgentCardView card={connection.card} onExample={setDraft} />
      <div data-slot="agent-playground-main">
        {session.thread.messages.length === 0 ? (
          <p data-slot="agent-playground-empty">No messages yet. Pick an example or write to the agent.</p>
        ) : (
          <MessageList messages={session.thread.messages} label="Transcript" style={{ height: transcriptHeight }} />
        )}
        {session.busy && (
          <p role="status" data-slot="agent-playground-status">
            {current?.state ? `Task ${current.state}…` : "Sending…"}
          </p>
        )}
        {failure && <Failure failure={failure} onResubscribe={failure.kind === "stream-cut" && failure.taskId ? () => session.resubscribe(failure.taskId!) : undefined} />}
        {ask && !session.busy && (
          <TaskReply
            key={`${ask.taskId}-${session.thread.turns.length}`}
            ask={ask}
            schemaForm={schemaForm}
            disabled={session.busy}
            inputSchema={inputSchema}
            upload={upload}
            onAnswer={async ({ parts, ...answer }) => {
              const message = parts ? { parts } : a2aUserMessage(answer);
              await session.send({ ...message, taskId: ask.taskId, contextId: ask.contextId }).catch(() => Promise.reject(new Error(NOT_TAKEN)));
            }}
          />
        )}
        <div data-slot="agent-playground-actions">
          {cancellable && (
            <button type="button" data-slot="agent-playground-cancel" onClick={() => session.cancel()}>
              Cancel task
            </button>
          )}
        </div>
        <Composer
          label="Message to the agent"
          value={draft}
          onValueChange={setDraft}
          schema={inputSchema}
          upload={upload}
          status={session.busy ? "streaming" : "ready"}
          onStop={cancellable ? () => session.cancel() : undefined}
          onSend={(body) => session.send({ parts: a2aParts(body) }).catch(() => Promise.reject(new Error(NOT_TAKEN)))}
        />
      </div>
      <TaskList tasks={session.thread.tasks} currentTaskId={session.currentTaskId} onRefresh={session.refresh} />
    </div>
  );
}
