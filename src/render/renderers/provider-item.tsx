"use client";
import { useState } from "react";
import { humanize } from "../../internal/humanize";
import { JsonTree } from "../json/json-tree";
import { useInTurn } from "../message-context";
import { RawToggle } from "../tools/raw-toggle";
import { ValueSummary } from "../value/value-summary";
import { readProviderItem } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent } from "./json-content";

/**
 * Anything an adapter could not map (`application/vnd.partkit.provider-item+json`): which
 * provider and item type it came from and, in a conversation turn, the item as labelled values
 * with the JSON behind "Show raw"; elsewhere (an inspector) why it was not mapped and the raw item
 * as a JSON tree.
 *
 * @selector [data-slot="provider-item-part"][data-state="ready" | "error"]
 * @example
 * <ProviderItemPart part={{ contentType: "application/vnd.partkit.provider-item+json", content: '{"type":"web_search_call"}', metadata: { provider: "openai" } }} />
 */
export function ProviderItemPart({ part }: PartRendererProps) {
  const { provider = "unknown provider", itemType, error } = readProviderItem(part);
  const inTurn = useInTurn();
  const [raw, setRaw] = useState(false);
  return (
    <JsonContent part={part} slot="provider-item-part">
      {(value) => (
        <div data-slot="provider-item-part" data-state={error ? "error" : "ready"} role="group" aria-label={`Unmapped ${provider} item`}>
          <div data-slot="provider-item-header">
            {inTurn && itemType ? <span data-slot="provider-item-title">{humanize(itemType)}</span> : null}
            <span data-slot="provider-item-provider">{provider}</span>
            {!inTurn && itemType && <code data-slot="provider-item-type">{itemType}</code>}
            {inTurn ? <RawToggle pressed={raw} onPressedChange={setRaw} what={`${provider} item`} /> : <span data-slot="provider-item-note">shown as received</span>}
          </div>
          {error && <p data-slot="provider-item-error">{error}</p>}
          {inTurn && !raw ? <ValueSummary value={value} label={`${provider} item`} /> : <JsonTree value={value} aria-label={`Raw ${provider} item`} toolbar={false} />}
        </div>
      )}
    </JsonContent>
  );
}
