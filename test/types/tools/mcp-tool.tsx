// Typed tools (issue 35): an MCP `Tool` (the 1.x SDK's and the 2.x client's) goes in without casts,
// its `inputSchema` as a ToolEntry's schema and the list through toolsFromMcp.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { expectTypeOf } from "vitest";
import { defineTool, type ToolEntry, type ToolsMap } from "../../../src/index";
import { toolsFromMcp, type McpTool } from "../../../src/mcp/index";

declare const listed: { tools: Tool[] };
declare const listedV2: McpTool[];
declare const tool: Tool;

export const fromList: ToolsMap = toolsFromMcp(listed.tools, { get_weather: { render: ({ call }) => <p>{JSON.stringify(call.input)}</p> } });
export const fromClient: ToolsMap = toolsFromMcp(listedV2);
export const entry: ToolEntry = { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, outputSchema: tool.outputSchema };

// A listed tool's schema is known only at run time: its input is an object of unknown fields.
const typed = defineTool({ inputSchema: tool.inputSchema });
expectTypeOf(typed).toEqualTypeOf<ToolEntry<{ [key: string]: unknown }, unknown>>();
