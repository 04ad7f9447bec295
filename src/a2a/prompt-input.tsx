"use client";
import { useId, type KeyboardEvent } from "react";

/**
 * Props of {@link PromptInput}, the playground's input until partkit's `<Composer>` replaces it:
 * the seam is this component, its value is the playground's draft.
 *
 * @example
 * const props: PromptInputProps = { value: draft, onChange: setDraft, onSend: (text) => send(text) };
 */
export interface PromptInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSend: (text: string) => void;
  readonly disabled?: boolean;
  /** Accessible name and placeholder. */
  readonly label?: string;
  /** The send button's label. Default "Send". */
  readonly sendLabel?: string;
}

/**
 * A text area and a send button: Enter sends, Shift+Enter adds a line, and typing with an IME
 * (composition) never sends.
 *
 * @example
 * <PromptInput value={draft} onChange={setDraft} onSend={send} />
 */
export function PromptInput({ value, onChange, onSend, disabled, label = "Message to the agent", sendLabel = "Send" }: PromptInputProps) {
  const id = useId();
  const empty = value.trim() === "";
  const submit = () => {
    if (!empty && !disabled) onSend(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      data-slot="agent-prompt"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} data-slot="agent-prompt-label">
        {label}
      </label>
      <textarea id={id} data-slot="agent-prompt-input" value={value} rows={2} placeholder={label} onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} />
      <button type="submit" data-slot="agent-prompt-send" disabled={empty || disabled}>
        {sendLabel}
      </button>
    </form>
  );
}
