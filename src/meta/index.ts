/**
 * partkit's message-level information: `<MessageMeta>` badges (role, channel, CMF extensions,
 * agent-chat run metadata), channel filtering and run grouping, each with a pure helper.
 */
export { MessageMeta, MetaValueView, type MessageMetaProps, type MetaValueViewProps } from "./message-meta";
export { MessageMetaDetails, type MessageMetaDetailsProps } from "./message-meta";
export { readMessageMeta, type MessageChannel, type MessageMetaInfo } from "./read-meta";
export { metaItems, type MetaItem, type MetaItemKind, type MetaTone, type MetaValue } from "./meta-items";
export { isSecretKey, redactSecrets, redactString, type Redacted } from "./secrets";
export { MESSAGE_CHANNELS, countByChannel, filterByChannel, type FilterByChannelOptions } from "./channels";
export { ChannelFilter, type ChannelFilterProps } from "./channel-filter";
export { groupByRun, runIdOf, summarizeRun, type GroupByRunOptions, type RunEntry, type RunStage, type RunSummary, type WithMetadata } from "./group-by-run";
export { RunGroup, RunGroups, type RunGroupProps, type RunGroupsProps } from "./run-group";
