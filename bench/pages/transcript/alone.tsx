import { useLayoutEffect, useRef } from "react";
import type { Message } from "../../../src/model/types";
import { MessageRow, registerTranscript } from "../shared/transcript";

// Streaming alone: the same message and renderers without a transcript around it, in a scroller
// that follows the growing message (as any chat view must), with the least code that does it.
function Subject({ messages }: { readonly messages: readonly Message[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current!;
    const observer = new ResizeObserver(() => {
      el.scrollTop = el.scrollHeight;
    });
    observer.observe(content.current!);
    return () => observer.disconnect();
  }, []);
  const last = messages.at(-1);
  return (
    <div ref={scroller} data-naive-scroller="" style={{ height: 800, overflowY: "auto" }}>
      <div ref={content}>{last && <MessageRow message={last} />}</div>
    </div>
  );
}

registerTranscript(Subject);
