"use client";
import { useState, type ComponentType } from "react";
import { PromptInput } from "./prompt-input";
import type { A2AAsk } from "./task-ask";

/**
 * The props `<AgentPlayground>` gives a schema form: `partkit/form`'s `SchemaForm` fits.
 *
 * @example
 * import { SchemaForm } from "partkit/form";
 * const form: ComponentType<AgentSchemaFormProps> = SchemaForm;
 */
export interface AgentSchemaFormProps {
  /** The agent's JSON Schema, untrusted. */
  readonly schema: { readonly [keyword: string]: unknown };
  readonly onSubmit?: (data: unknown) => void;
  readonly submitLabel?: string | false;
  readonly idPrefix?: string;
}

/**
 * Props of {@link TaskReply}.
 *
 * @example
 * const props: TaskReplyProps = { ask, onAnswer: (answer) => send(answer) };
 */
export interface TaskReplyProps {
  readonly ask: A2AAsk;
  /** Sends the answer to the same task: `data` from the form, else `text`. */
  readonly onAnswer: (answer: { text?: string; data?: unknown }) => void;
  /** Renders the form when the agent asks with a schema (pass `SchemaForm` from `partkit/form`, or a lazy one). */
  readonly schemaForm?: ComponentType<AgentSchemaFormProps>;
  readonly disabled?: boolean;
}

/**
 * The agent's question (`input-required`, `auth-required`) and the user's answer inline: a
 * schema form when the agent's message carries a schema and a form component is given, text
 * otherwise.
 *
 * @selector [data-slot="agent-task-reply"][data-state="input-required" | "auth-required"]
 * @example
 * <TaskReply ask={ask} onAnswer={answer} schemaForm={SchemaForm} />
 */
export function TaskReply({ ask, onAnswer, schemaForm: Form, disabled }: TaskReplyProps) {
  const [text, setText] = useState("");
  const title = ask.state === "auth-required" ? "The agent needs you to sign in or authorise it" : "The agent asks";
  return (
    <section data-slot="agent-task-reply" data-state={ask.state} aria-label={title}>
      <p data-slot="agent-task-reply-question">
        <strong>{title}:</strong> {ask.question || "(no question text)"}
      </p>
      {ask.schema && Form ? (
        <Form
          schema={ask.schema}
          idPrefix={`reply-${ask.taskId}`}
          submitLabel="Answer"
          onSubmit={(data) => {
            if (!disabled) onAnswer({ data });
          }}
        />
      ) : (
        <PromptInput label="Your answer" sendLabel="Answer" value={text} onChange={setText} disabled={disabled} onSend={(value) => onAnswer({ text: value })} />
      )}
    </section>
  );
}
