import { Role, type AgentCard, type Message, type Part, type StreamResponse, type Task } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions, DefaultAgentCardResolver, JsonRpcTransportFactory, RestTransportFactory, type Client } from "@a2a-js/sdk/client";
import { A2AConnectionError, describeA2AFailure, isNetworkError } from "./a2a-failure";
import { bytesAtTheDoor, restoreBytes } from "./incoming-bytes";

/**
 * Options of {@link connectA2A}.
 *
 * @example
 * const options: ConnectA2AOptions = { fetch: inPageFetch, signal: AbortSignal.timeout(10_000) };
 */
export interface ConnectA2AOptions {
  /** The `fetch` the SDK uses for the card and every call (default: the page's). */
  readonly fetch?: typeof fetch;
  /** Where the card is, relative to `url` (default `/.well-known/agent-card.json`; `""` when `url` is the card's own address). */
  readonly cardPath?: string;
  /** Stop reading the card. */
  readonly signal?: AbortSignal;
}

/**
 * What the user sends: parts in the SDK's shape (see {@link a2aUserMessage}), and the task and
 * context it answers, if any.
 *
 * @example
 * const out: A2AOutgoing = { parts: [textPart("Hi")], taskId: "t1" };
 */
export interface A2AOutgoing {
  readonly parts: readonly Part[];
  /** Default: a random id. */
  readonly messageId?: string;
  readonly taskId?: string;
  readonly contextId?: string;
}

/**
 * A connection made by {@link connectA2A}. Every call throws an {@link A2AConnectionError} whose
 * `failure` says what went wrong (JSON-RPC error with its code, stream cut, unreachable…).
 *
 * @example
 * const agent: A2AConnection = await connectA2A("http://127.0.0.1:41241");
 * for await (const event of agent.send(a2aUserMessage({ text: "Hi" }))) thread = reduceA2AThread(thread, event);
 */
export interface A2AConnection {
  /** The address it was made with. */
  readonly url: string;
  /** The agent card, as the SDK read it. */
  readonly card: AgentCard;
  /** The SDK client, for everything else (push notifications, the extended card…). Incoming bytes reach its results as `data:application/x-partkit-a2a-raw;base64,…` URLs (its parser needs Node's `Buffer` for them); the calls above turn them back into `raw` parts. */
  readonly client: Client;
  /** Sends a message and streams the task's events (one result when the agent does not stream). */
  send(message: A2AOutgoing, options?: { signal?: AbortSignal }): AsyncGenerator<StreamResponse, void, undefined>;
  /** Follows a running task again after its stream was cut: its current snapshot, then its events. */
  resubscribe(taskId: string, options?: { signal?: AbortSignal }): AsyncGenerator<StreamResponse, void, undefined>;
  /** Asks the agent to cancel a task; resolves with the task as the agent left it. */
  cancel(taskId: string, options?: { signal?: AbortSignal }): Promise<Task>;
  /** The task now (state, artifacts, history). */
  getTask(taskId: string, options?: { signal?: AbortSignal; historyLength?: number }): Promise<Task>;
}

const randomId = (): string => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `m-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * A text part in the SDK's shape.
 *
 * @example
 * const part = textPart("Write a report on Lyon");
 */
export function textPart(text: string, mediaType = "text/plain"): Part {
  return { content: { $case: "text", value: text }, mediaType, filename: "", metadata: undefined };
}

/**
 * A data part (a form's answer) in the SDK's shape.
 *
 * @example
 * const part = dataPart({ people: 2 });
 */
export function dataPart(value: unknown, mediaType = "application/json"): Part {
  return { content: { $case: "data", value }, mediaType, filename: "", metadata: undefined };
}

/**
 * The user's message for {@link A2AConnection.send}: text and/or data, answering `taskId` if given.
 *
 * @example
 * agent.send(a2aUserMessage({ data: { people: 2 }, taskId: "t1", contextId: "c1" }));
 */
export function a2aUserMessage(input: { text?: string; data?: unknown; taskId?: string; contextId?: string }): A2AOutgoing {
  const parts: Part[] = [];
  if (input.text !== undefined && input.text !== "") parts.push(textPart(input.text));
  if (input.data !== undefined) parts.push(dataPart(input.data));
  return { parts, taskId: input.taskId, contextId: input.contextId };
}

/** The full SDK message of an outgoing one. */
export function toSdkMessage(message: A2AOutgoing): Message {
  return {
    messageId: message.messageId ?? randomId(),
    contextId: message.contextId ?? "",
    taskId: message.taskId ?? "",
    role: Role.ROLE_USER,
    parts: [...message.parts],
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}

/**
 * Iterates an SDK stream, turning its errors into classified ones: before the agent answered a
 * request failure, after it (`answered`, or an event came) a cut stream.
 */
async function* classified(stream: () => AsyncGenerator<StreamResponse, void, undefined>, answered: () => boolean): AsyncGenerator<StreamResponse, void, undefined> {
  let started = false;
  try {
    for await (const event of stream()) {
      started = true;
      yield restoreBytes(event);
    }
  } catch (error) {
    throw new A2AConnectionError(describeA2AFailure(error, started || answered() ? "stream" : "request"), { cause: error });
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return restoreBytes(await run());
  } catch (error) {
    throw new A2AConnectionError(describeA2AFailure(error, "request"), { cause: error });
  }
}

/**
 * Reads an A2A agent's card and makes a client for it with the official SDK (`@a2a-js/sdk`,
 * JSON-RPC or HTTP+JSON as the card offers, v0.3 agents too). Throws an
 * {@link A2AConnectionError}: `invalid-url`, `unreachable` (nothing answered), `cors` (the
 * server answered but does not allow this page), `card` (not a readable card).
 *
 * @example
 * const agent = await connectA2A("http://127.0.0.1:41241");
 * console.log(agent.card.name, agent.card.skills.map((s) => s.name));
 * for await (const event of agent.send(a2aUserMessage({ text: "Hi" }))) thread = reduceA2AThread(thread, event);
 */
export async function connectA2A(url: string, options: ConnectA2AOptions = {}): Promise<A2AConnection> {
  let base: URL;
  try {
    base = new URL(url);
  } catch {
    throw new A2AConnectionError({ kind: "invalid-url", message: `“${url}” is not a valid URL. Enter the agent's address, like http://127.0.0.1:41241.` });
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new A2AConnectionError({ kind: "invalid-url", message: `Only http and https agents are supported (got ${base.protocol}).` });
  }
  // The SDK calls fetchImpl as a method of its own objects: the page's fetch must not be called on them.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const signalled: typeof fetch = options.signal ? (input, init) => fetchImpl(input, { ...init, signal: init?.signal ?? options.signal }) : fetchImpl;
  const resolver = new DefaultAgentCardResolver({ fetchImpl: signalled, legacyCompat: { enabled: true } });
  const cardPath = options.cardPath ?? (/\.json$/i.test(base.pathname) ? "" : undefined);
  let card: AgentCard;
  try {
    card = await resolver.resolve(base.href, cardPath);
  } catch (error) {
    const failure = describeA2AFailure(error, "card");
    if (failure.kind === "aborted" || !isNetworkError(error)) throw new A2AConnectionError(failure, { cause: error });
    // A refused CORS request and a dead server look the same to the page; an opaque request tells them apart.
    const cardUrl = new URL(cardPath ?? "/.well-known/agent-card.json", base);
    const answered = await fetchImpl(cardUrl, { mode: "no-cors" }).then(
      () => true,
      () => false,
    );
    throw new A2AConnectionError(
      answered
        ? { kind: "cors", message: `${base.origin} answered but does not allow requests from this page (CORS): its card at ${cardUrl.href} cannot be read here.` }
        : { kind: "unreachable", message: `Nothing answered at ${base.origin}: the agent is down or the address is wrong.` },
      { cause: error },
    );
  }
  // Incoming bytes pass the SDK's parser as text, and are decoded here (see incoming-bytes.ts).
  // Which calls the agent answered (their signal, one per call): a body that breaks after that is a cut stream, not an unreachable agent.
  const answered = new WeakSet<AbortSignal>();
  const transportFetch = bytesAtTheDoor(fetchImpl, (init) => init?.signal && answered.add(init.signal));
  const callSignal = (given: AbortSignal | undefined) => (given ? AbortSignal.any([given]) : new AbortController().signal);
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [
        new JsonRpcTransportFactory({ fetchImpl: transportFetch, legacyCompat: { enabled: true } }),
        new RestTransportFactory({ fetchImpl: transportFetch, legacyCompat: { enabled: true } }),
      ],
    }),
  );
  const unsafe = nonHttpInterface(card, base);
  if (unsafe) throw new A2AConnectionError({ kind: "card", message: `The agent card offers an interface at “${unsafe.slice(0, 80)}”: only http and https agents are supported, so nothing was sent.` });
  let client: Client;
  try {
    client = await factory.createFromAgentCard(card);
  } catch (error) {
    throw new A2AConnectionError({ kind: "card", message: `The agent card offers no transport this client speaks: ${error instanceof Error ? error.message : String(error)}` }, { cause: error });
  }
  return {
    url: base.href,
    card,
    client,
    send: (message, callOptions) => {
      const signal = callSignal(callOptions?.signal);
      return classified(
        () => client.sendMessageStream({ tenant: "", message: toSdkMessage(message), configuration: undefined, metadata: undefined }, { signal }),
        () => answered.has(signal),
      );
    },
    resubscribe: (taskId, callOptions) => {
      const signal = callSignal(callOptions?.signal);
      return classified(
        () => client.resubscribeTask({ tenant: "", id: taskId }, { signal }),
        () => answered.has(signal),
      );
    },
    cancel: (taskId, callOptions) => call(() => client.cancelTask({ tenant: "", id: taskId, metadata: undefined }, { signal: callOptions?.signal })),
    getTask: (taskId, callOptions) => call(() => client.getTask({ tenant: "", id: taskId, historyLength: callOptions?.historyLength }, { signal: callOptions?.signal })),
  };
}

/** The first address in the card's interfaces (today's and the legacy fields) that is not http(s). */
function nonHttpInterface(card: AgentCard, base: URL): string | undefined {
  const legacy = card as unknown as { url?: unknown; additionalInterfaces?: unknown };
  const interfaces = [...(Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces : []), ...(Array.isArray(legacy.additionalInterfaces) ? legacy.additionalInterfaces : [])];
  const urls = [legacy.url, ...interfaces.map((i: unknown) => (typeof i === "object" && i !== null ? (i as { url?: unknown }).url : undefined))];
  for (const url of urls) {
    if (url === undefined) continue;
    if (typeof url !== "string") return String(url);
    try {
      const { protocol } = new URL(url, base);
      if (protocol !== "http:" && protocol !== "https:") return url;
    } catch {
      return url;
    }
  }
  return undefined;
}
