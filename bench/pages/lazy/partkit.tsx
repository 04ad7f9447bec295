import type { Message } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { registerLazy } from "../shared/lazy";

// The default provider: its loader fetches a remote part once it comes near the viewport.
function Subject({ message }: { readonly message: Message }) {
  return (
    <PartkitProvider>
      <MessageView message={message} layout="inline" />
    </PartkitProvider>
  );
}

registerLazy(
  Subject,
  { item: "[data-slot='message-part']", textReady: "[data-slot='text-part'][data-state='ready']", failed: "[data-slot='content-status'][data-state='error']" },
  // As an app would at start-up: fetch the lazily loaded renderers before the first message.
  () => preloadRenderers(),
);
