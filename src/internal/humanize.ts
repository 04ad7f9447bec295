/**
 * What a key or identifier reads as in words: `first_name` → "First name", `startDate` → "Start
 * date", `HTTPStatus` → "HTTP status". Keys that are already words keep their case.
 *
 * @example
 * humanize("first_name"); // "First name"
 * humanize("startDate");  // "Start date"
 */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!words) return key;
  // Lower-case every word but acronyms (two or more capitals), then capitalise the first.
  const lowered = words
    .split(" ")
    .map((word) => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
  return lowered[0]!.toUpperCase() + lowered.slice(1);
}

/**
 * What people call a tool when nothing gives it a title: its name in words, with the server or
 * namespace it comes from in front. `plan_itinerary` → "Plan itinerary", `deleteFile` → "Delete
 * file", `mcp__calendar__list_events` (Claude's MCP naming) → "Calendar: list events",
 * `deepwiki.ask_question` or namespace `deepwiki` → "Deepwiki: ask question".
 *
 * @example
 * humanizeToolName("mcp__calendar__list"); // "Calendar: list"
 * humanizeToolName("search", "web");        // "Web: search"
 */
export function humanizeToolName(name: string, namespace?: string): string {
  const trimmed = name.trim();
  if (trimmed === "") return namespace ? humanize(namespace) : "Unnamed tool";
  const mcp = /^mcp__(.+?)__(.+)$/.exec(trimmed);
  const [server, tool] = mcp ? [mcp[1]!, mcp[2]!] : namespace ? [namespace, trimmed] : splitDotted(trimmed);
  const words = humanize(tool);
  if (server === undefined) return words;
  return `${humanize(server)}: ${/^[A-Z0-9]{2,}/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1)}`;
}

// "server.tool" names the server; a dotted name with more than one dot is left as one phrase.
function splitDotted(name: string): [string | undefined, string] {
  const parts = name.split(".");
  return parts.length === 2 && parts[0] !== "" && parts[1] !== "" ? [parts[0], parts[1]!] : [undefined, name];
}
