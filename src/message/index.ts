export { MessageAttachments } from "./message-attachments";
export { MessageView, type MessageViewProps } from "./message-view";
export { SchemaNotice, type SchemaNoticeProps } from "./schema-notice";
