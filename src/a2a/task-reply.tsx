"use client";
import type { Part } from "@a2a-js/sdk";
import type { ComponentType } from "react";
import { Composer } from "../composer/composer";
import type { UploadFile } from "../composer/use-attachments";
import type { MessageBodySchema } from "../model/types";
import { a2aParts } from "./body-parts";
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
  /**
   * Sends the answer to the same task: `data` from the form, else the composer's `parts` (text and
   * files, in the SDK's shape). A rejected promise keeps the answer in the composer.
   */
  readonly onAnswer: (answer: { text?: string; data?: unknown; parts?: readonly Part[] }) => void | Promise<void>;
  /** What the agent accepts, for a text answer (see `inputModesSchema`). */
  readonly inputSchema?: MessageBodySchema;
  /** Uploads a file of a text answer (see `<Composer upload>`). */
  readonly upload?: UploadFile;
  /** Renders the form when the agent asks with a schema (pass `SchemaForm` from `partkit/form`, or a lazy one). */
  readonly schemaForm?: ComponentType<AgentSchemaFormProps>;
  readonly disabled?: boolean;
}

/**
 * The agent's question (`input-required`, `auth-required`) and the user's answer inline: a
 * schema form when the agent's message carries a schema and a form component is given, text
 * otherwise, written in a `<Composer>` (files too, as the agent accepts).
 *
 * @selector [data-slot="agent-task-reply"][data-state="input-required" | "auth-required"]
 * @example
 * <TaskReply ask={ask} onAnswer={answer} schemaForm={SchemaForm} />
 */
export function TaskReply({ ask, onAnswer, schemaForm: Form, disabled, inputSchema, upload }: TaskReplyProps) {
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
        <Composer label="Your answer" sendLabel="Answer" schema={inputSchema} upload={upload} disabled={disabled} onSend={(body) => onAnswer({ parts: a2aParts(body) })} />
      )}
    </section>
  );
}
