// What <MessageView> loads on demand that is built on the part tree or the virtual list, and the
// scrolling to a part that links and the navigator use: one chunk, so the first screen carries
// one import for all of them.
export { MessageAttachments } from "./message-attachments";
export { MessageNavigator } from "./message-navigator";
export { MessagePartsWindow } from "./message-parts-window";
export { reveal } from "./reveal";
