// The two chat-ui components the page uses, re-exported so that type-checking reads
// chat-ui-lib.d.ts beside this file instead of the package's own types: those pull in
// react-markdown 8's lib/complex-types.ts, which does not compile against React 19's types (no
// global JSX namespace), and a .ts file is checked even under skipLibCheck.
export { ChatMessages, ChatSection } from "@llamaindex/chat-ui";
