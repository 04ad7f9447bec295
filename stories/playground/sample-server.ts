/**
 * An MCP server that lives in the page, for the MCP playground stories: the sample agents of
 * `sample-agents.ts` as tools, answering with MCP `CallToolResult`s. No network.
 */
import type { ConnectTools, ToolConnection, ToolDefinition } from "../../src/form/index";
import { connectMcp } from "../../src/mcp/index";
import { haiku, tripPlanner, wordStats } from "./sample-agents";

/** The URL {@link connectSampleOrMcp} answers from memory. */
export const sampleServerUrl = "memory://sample-agents/mcp";

const tools: readonly ToolDefinition[] = [
  { name: "word_stats", title: "Word statistics", description: "Counts words and finds the most frequent.", inputSchema: wordStats.inputSchema, outputSchema: wordStats.outputSchema },
  { name: "haiku", title: "Haiku", description: "Writes a short poem.", inputSchema: haiku.inputSchema },
  { name: "plan_trip", title: "Trip planner", description: "Plans a few days in a city.", inputSchema: tripPlanner.inputSchema },
];

/** Runs a sample agent to the end and answers as an MCP tool would. */
async function call(name: string, input: unknown, signal: AbortSignal): Promise<unknown> {
  if (name === "word_stats") {
    let last: unknown;
    for await (const partial of wordStats.run(input, { signal })) last = partial;
    return { content: [{ type: "text", text: JSON.stringify(last) }], structuredContent: last };
  }
  if (name === "haiku") {
    let poem = "";
    for await (const words of haiku.run(input, { signal })) poem += words;
    return { content: [{ type: "text", text: poem.trim() }] };
  }
  if (name === "plan_trip") {
    const [summary, itinerary] = (await tripPlanner.run(input, { signal })).parts;
    return {
      content: [
        { type: "text", text: summary!.content },
        { type: "resource", resource: { uri: "memory://sample-agents/itinerary.json", mimeType: "application/json", text: itinerary!.content } },
      ],
    };
  }
  return { isError: true, content: [{ type: "text", text: `Unknown tool: ${name}` }] };
}

/** A connection to the in-memory sample server. */
function sampleServer(): ToolConnection {
  return {
    server: { name: "sample-agents", version: "1.0.0" },
    listTools: async () => tools,
    callTool: (name, args, options) => call(name, args, options?.signal ?? new AbortController().signal),
    close: async () => {},
  };
}

/** `connectMcp`, except that {@link sampleServerUrl} connects to the sample server in memory. */
export const connectSampleOrMcp: ConnectTools = async (url, options) => (url === sampleServerUrl ? sampleServer() : connectMcp(url, options));
