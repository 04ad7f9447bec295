import type { PartRendererProps } from "../types";
import type { ToolCallContextValue } from "./tool-call-context";
import type { ToolEntry, ToolRenderProps } from "./tools-context";

/**
 * What a `components.ToolCall` replacement receives: the renderer's props, the typed render props
 * of the call (`call`, `result`, `state`, `approve`…), and `card`, the value for `ToolCall.Root`
 * when it composes the default card's parts.
 *
 * @example
 * const Card = ({ card }: ToolCallComponentProps) => <ToolCall.Root value={card}><ToolCall.Trigger /></ToolCall.Root>;
 */
export interface ToolCallComponentProps extends PartRendererProps, ToolRenderProps {
  readonly card: ToolCallContextValue;
  /** The entry of `PartkitProvider`'s `tools` that matched the call's name, if any. */
  readonly tool?: ToolEntry;
}
