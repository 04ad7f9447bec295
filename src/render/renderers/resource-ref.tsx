"use client";
import { displayUrl, safeUrl } from "../../internal/url-policy";
import type { ResourceRefContent } from "../../model/vocabulary/payloads";
import { readResourceRef } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const read = payloadOf(readResourceRef, "a resource reference");

function ResourceView({ resource }: { resource: ResourceRefContent }) {
  const { uri, rangeStart: start, rangeEnd: end, selector, description } = resource;
  const href = safeUrl(uri, "link");
  const name = resource.title ?? resource.name ?? (uri ? displayUrl(uri) : "Unnamed resource");
  const kind = resource.resourceType ?? resource.mimeType;
  const range = typeof start === "number" ? (typeof end === "number" ? `${start}–${end}` : `from ${start}`) : undefined;
  return (
    <div data-slot="resource-ref-part" data-state={href ? "linked" : "unlinked"} role="group" aria-label={`Resource ${name}`}>
      <span data-slot="resource-ref-name">{name}</span>
      {kind && <span data-slot="resource-ref-type">{kind}</span>}
      {uri &&
        (href ? (
          <a data-slot="resource-ref-uri" href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
            {displayUrl(uri)}
          </a>
        ) : (
          <code data-slot="resource-ref-uri">{displayUrl(uri)}</code>
        ))}
      {range && <span data-slot="resource-ref-range">range {range}</span>}
      {selector && <code data-slot="resource-ref-selector">{selector}</code>}
      {description && <p data-slot="resource-ref-description">{description}</p>}
    </div>
  );
}

/**
 * A resource reference (`application/vnd.partkit.resource-ref+json`, CMF/MCP): name, type, URI
 * (a link only for web addresses), range and selector.
 *
 * @selector [data-slot="resource-ref-part"][data-state="linked" | "unlinked"]
 * @example
 * <ResourceRefPart part={{ contentType: "application/vnd.partkit.resource-ref+json", content: '{"uri":"file:///src/a.ts","rangeStart":3,"rangeEnd":9}' }} />
 */
export function ResourceRefPart({ part }: PartRendererProps) {
  return (
    <JsonContent part={part} slot="resource-ref-part" read={read}>
      {(resource) => <ResourceView resource={resource} />}
    </JsonContent>
  );
}

