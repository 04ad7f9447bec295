import type { ChatStatus, UIMessage } from "ai";
import { memo, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Streamdown } from "streamdown";
import "streamdown/styles.css";
import { registerUseChat } from "../shared/use-chat";

// The same useChat page with its rows as AI Elements renders them: a scroller that sticks to the
// bottom, the messages mapped to rows, each text part in streamdown behind a memo that compares
// only the text (as AI Elements' MessageResponse), `isAnimating` while the last message streams,
// streamdown's other defaults (parseIncompleteMarkdown on); reasoning in a collapsible that is open
// while it streams and folds a second after, with its text in streamdown too; tool parts as a card
// with their JSON input and output.

const Response = memo(
  (props: ComponentProps<typeof Streamdown>) => <Streamdown {...props} />,
  (before, after) => before.children === after.children,
);

function Reasoning({ text, streaming }: { readonly text: string; readonly streaming: boolean }) {
  const [open, setOpen] = useState(true);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (streaming || folded || !open) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setFolded(true);
    }, 1000);
    return () => clearTimeout(timer);
  }, [streaming, folded, open]);
  return (
    <div data-part="reasoning" style={{ margin: "0 0 12px", fontSize: 14, color: "#555" }}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {streaming ? "Thinking…" : "Thought for a few seconds"}
      </button>
      {open ? <Response>{text}</Response> : null}
    </div>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function ToolCard({ part }: { readonly part: Extract<UIMessage["parts"][number], { toolCallId: string }> }) {
  const name = part.type === "dynamic-tool" ? part.toolName : part.type.slice("tool-".length);
  return (
    <div data-part="tool" style={{ border: "1px solid #ddd", borderRadius: 6, margin: "8px 0", fontSize: 13 }}>
      <div style={{ padding: "6px 10px", borderBottom: "1px solid #eee" }}>
        <strong>{name}</strong> <span>{part.state}</span>
      </div>
      <div style={{ padding: "6px 10px" }}>
        <div>Parameters</div>
        <pre style={{ whiteSpace: "pre-wrap", margin: 0 }}>{json(part.input ?? {})}</pre>
        {part.state === "output-available" ? (
          <>
            <div>Result</div>
            <pre style={{ whiteSpace: "pre-wrap", margin: 0 }}>{json(part.output)}</pre>
          </>
        ) : null}
        {part.state === "output-error" ? <div role="alert">{part.errorText}</div> : null}
      </div>
    </div>
  );
}

function Row({ message, streaming }: { readonly message: UIMessage; readonly streaming: boolean }) {
  const last = message.parts.length - 1;
  return (
    <div data-role={message.role} style={{ padding: "8px 12px", ...(message.role === "user" ? { marginLeft: "auto", maxWidth: "80%", background: "#f2f2f2", borderRadius: 8 } : {}) }}>
      {message.parts.map((part, i): ReactNode => {
        const key = `${message.id}-${i}`;
        if (part.type === "text") return <Response key={key} isAnimating={streaming}>{part.text}</Response>;
        if (part.type === "reasoning") return <Reasoning key={key} text={part.text} streaming={streaming && i === last} />;
        if (part.type === "dynamic-tool" || part.type.startsWith("tool-")) return <ToolCard key={key} part={part as Parameters<typeof ToolCard>[0]["part"]} />;
        return null;
      })}
    </div>
  );
}

/** A scroller that sticks to the bottom while its content grows, unless the reader scrolled up. */
function Conversation({ children }: { readonly children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current!;
    el.scrollTop = el.scrollHeight;
    const observer = new ResizeObserver(() => {
      if (stuck.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={scroller}
      data-scroller=""
      role="log"
      style={{ height: 800, overflowY: "auto" }}
      // The reader scrolling up lets go; scrolling back to the bottom sticks again. Scroll events
      // alone cannot tell: the content grows again before the event of the last scroll arrives.
      onWheel={(e) => {
        if (e.deltaY < 0) stuck.current = false;
      }}
      onScroll={(e) => {
        if (e.currentTarget.scrollHeight - e.currentTarget.scrollTop - e.currentTarget.clientHeight < 8) stuck.current = true;
      }}
    >
      <div ref={content} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
        {children}
      </div>
    </div>
  );
}

function Subject({ messages, status }: { readonly messages: UIMessage[]; readonly status: ChatStatus }) {
  return (
    <Conversation>
      {messages.map((message, i) => (
        <Row key={message.id} message={message} streaming={status === "streaming" && i === messages.length - 1} />
      ))}
    </Conversation>
  );
}

registerUseChat(Subject);
