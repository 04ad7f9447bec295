export { fromDataMessages, type DataMessagesOptions } from "./from-data-messages";
