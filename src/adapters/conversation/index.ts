export { joinToolResults, type JoinedConversation, type PartLocation, type ToolCallLink } from "./join-tool-results";
export { attachToolResults } from "./attach-tool-results";
