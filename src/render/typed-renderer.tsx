"use client";
import type { ComponentType } from "react";
import { readPart } from "../model/read-part";
import type { PartRendererProps } from "./types";

/**
 * Renders a tool part's renderer with the part's full typed view (`readPart`: the call or result
 * read from its payload). Fetched with the first tool part, so a message without tools never loads
 * the tool payload reader.
 *
 * @example
 * <TypedRenderer component={ToolCallPart} part={part} />
 */
export function TypedRenderer({ component: Renderer, ...props }: PartRendererProps & { readonly component: ComponentType<PartRendererProps> }) {
  return <Renderer {...props} typed={readPart(props.part)} />;
}
