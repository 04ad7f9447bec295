"use client";
import type { AgentCard } from "@a2a-js/sdk";
import type { ComponentProps } from "react";

/**
 * Props of {@link AgentCardView}.
 *
 * @selector [data-slot="agent-card"] [data-slot="agent-card-skill"] [data-slot="agent-card-example"]
 * @example
 * const props: AgentCardViewProps = { card: agent.card, onExample: setDraft };
 */
export interface AgentCardViewProps extends Omit<ComponentProps<"header">, "children"> {
  readonly card: AgentCard;
  /** Called with a skill's example when the user picks it (the playground fills its input). */
  readonly onExample?: (example: string) => void;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : []);

function Modes({ label, modes }: { label: string; modes: readonly string[] }) {
  if (modes.length === 0) return null;
  return (
    <div data-slot="agent-card-modes">
      <dt>{label}</dt>
      <dd>
        {modes.map((mode) => (
          <code key={mode} data-slot="agent-card-mode">
            {mode}
          </code>
        ))}
      </dd>
    </div>
  );
}

/**
 * What an agent card says, for people: the name, description and version, what it accepts and
 * returns, its capabilities, and each skill with its examples (buttons that fill the input).
 * The card is untrusted: fields of the wrong type are left out.
 *
 * @example
 * <AgentCardView card={agent.card} onExample={(text) => setDraft(text)} />
 */
export function AgentCardView({ card, onExample, ...props }: AgentCardViewProps) {
  const skills = Array.isArray(card.skills) ? card.skills : [];
  const capabilities = card.capabilities ?? { extensions: [] };
  const flags = [
    ["Streaming", capabilities.streaming === true],
    ["Push notifications", capabilities.pushNotifications === true],
    ["Extended card", capabilities.extendedAgentCard === true],
  ] as const;
  const extensions = Array.isArray(capabilities.extensions) ? capabilities.extensions : [];
  return (
    <header {...props} data-slot="agent-card">
      <h2 data-slot="agent-card-name">
        {text(card.name) || "Unnamed agent"}
        {text(card.version) && <span data-slot="agent-card-version"> v{text(card.version)}</span>}
      </h2>
      {text(card.description) && <p data-slot="agent-card-description">{text(card.description)}</p>}
      <dl data-slot="agent-card-facts">
        <Modes label="Accepts" modes={list(card.defaultInputModes)} />
        <Modes label="Returns" modes={list(card.defaultOutputModes)} />
        <div data-slot="agent-card-modes">
          <dt>Capabilities</dt>
          <dd>
            {flags.map(([name, on]) => (
              <span key={name} data-slot="agent-card-capability" data-state={on ? "on" : "off"}>
                {on ? "✓" : "✗"} {name}
              </span>
            ))}
            {extensions.map((e) => (
              <code key={text(e.uri)} data-slot="agent-card-mode" title={text(e.description)}>
                {text(e.uri)}
              </code>
            ))}
          </dd>
        </div>
      </dl>
      {skills.length > 0 && (
        <section data-slot="agent-card-skills" aria-label="Skills">
          <h3>Skills</h3>
          <ul>
            {skills.map((skill, i) => (
              <li key={text(skill.id) || i} data-slot="agent-card-skill">
                <strong>{text(skill.name) || text(skill.id)}</strong>
                {text(skill.description) && <span data-slot="agent-card-skill-description"> — {text(skill.description)}</span>}
                {list(skill.tags).length > 0 && (
                  <span data-slot="agent-card-tags">
                    {list(skill.tags).map((tag) => (
                      <span key={tag} data-slot="agent-card-tag">
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
                {list(skill.examples).length > 0 && (
                  <div data-slot="agent-card-examples" role="group" aria-label={`Examples of ${text(skill.name) || "this skill"}`}>
                    {list(skill.examples).map((example) => (
                      <button key={example} type="button" data-slot="agent-card-example" onClick={() => onExample?.(example)} disabled={!onExample}>
                        {example}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </header>
  );
}
