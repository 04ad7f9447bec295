import { asNumber, asString, asText, isRecord, type JsonObject } from "../shared/guards";
import type { CitationContent } from "../../model/vocabulary/payloads";

/**
 * Extension URIs partkit reads from A2A metadata (Agent Stack / BeeAI UI extensions). Any key
 * ending in `/ui/citation/v<n>` or `/ui/trajectory/v<n>` is recognised, so later hosts work too.
 *
 * @example
 * message.metadata?.[A2A_EXTENSIONS.citation];
 */
export const A2A_EXTENSIONS = {
  citation: "https://a2a-extensions.agentstack.beeai.dev/ui/citation/v1",
  trajectory: "https://a2a-extensions.agentstack.beeai.dev/ui/trajectory/v1",
} as const;

const CITATION_KEY = /\/ui\/citation\/v\d+\/?$/;
const TRAJECTORY_KEY = /\/ui\/trajectory\/v\d+\/?$/;

function toCitation(value: unknown): CitationContent | undefined {
  if (!isRecord(value)) return undefined;
  const citation: CitationContent = {
    url: asString(value.url),
    title: asString(value.title),
    description: asString(value.description),
    startIndex: asNumber(value.start_index),
    endIndex: asNumber(value.end_index),
  };
  return Object.values(citation).some((v) => v !== undefined) ? citation : undefined;
}

/**
 * Citations found under the citation extension key(s) of `metadata`.
 *
 * @example
 * citationsOf({ [A2A_EXTENSIONS.citation]: { citations: [{ url: "https://x.org", start_index: 0 }] } });
 * // [{ url: "https://x.org", startIndex: 0 }]
 */
export function citationsOf(metadata: JsonObject): CitationContent[] {
  const out: CitationContent[] = [];
  for (const [key, value] of Object.entries(metadata)) {
    if (!CITATION_KEY.test(key)) continue;
    const list = isRecord(value) && Array.isArray(value.citations) ? value.citations : [value];
    for (const item of list) {
      const citation = toCitation(item);
      if (citation) out.push(citation);
    }
  }
  return out;
}

/**
 * Trajectory steps found under the trajectory extension key(s) of `metadata`.
 *
 * @example
 * trajectoriesOf({ [A2A_EXTENSIONS.trajectory]: { title: "Searching", content: "q=…" } });
 * // [{ title: "Searching", content: "q=…" }]
 */
export function trajectoriesOf(metadata: JsonObject): { title?: string; content?: string; groupId?: string }[] {
  const out: { title?: string; content?: string; groupId?: string }[] = [];
  for (const [key, value] of Object.entries(metadata)) {
    if (!TRAJECTORY_KEY.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isRecord(item)) continue;
      const step = { title: asText(item.title), content: asString(item.content), groupId: asText(item.group_id) };
      if (step.title !== undefined || step.content !== undefined) out.push(step);
    }
  }
  return out;
}
