export { MessageView, type MessageViewProps } from "./message-view";
export { SchemaNotice, type SchemaNoticeProps } from "./schema-notice";
