"use client";
import { JsonTree } from "../json/json-tree";
import { readProviderItem } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent } from "./json-content";

/**
 * Anything an adapter could not map (`application/vnd.partkit.provider-item+json`): which
 * provider and item type it came from, why it was not mapped, and the raw item as a JSON tree.
 *
 * @selector [data-slot="provider-item-part"][data-state="ready" | "error"]
 * @example
 * <ProviderItemPart part={{ contentType: "application/vnd.partkit.provider-item+json", content: '{"type":"web_search_call"}', metadata: { provider: "openai" } }} />
 */
export function ProviderItemPart({ part }: PartRendererProps) {
  const { provider = "unknown provider", itemType, error } = readProviderItem(part);
  return (
    <JsonContent part={part} slot="provider-item-part">
      {(value) => (
        <div data-slot="provider-item-part" data-state={error ? "error" : "ready"} role="group" aria-label={`Unmapped ${provider} item`}>
          <div data-slot="provider-item-header">
            <span data-slot="provider-item-provider">{provider}</span>
            {itemType && <code data-slot="provider-item-type">{itemType}</code>}
            <span data-slot="provider-item-note">shown as received</span>
          </div>
          {error && <p data-slot="provider-item-error">{error}</p>}
          <JsonTree value={value} aria-label={`Raw ${provider} item`} toolbar={false} />
        </div>
      )}
    </JsonContent>
  );
}

