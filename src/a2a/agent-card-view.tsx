"use client";
import type { AgentCard } from "@a2a-js/sdk";
import { memo, useState, type ComponentProps } from "react";

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
/** Skills shown before "Show more": about a screenful. */
const SKILLS_AT_FIRST = 12;
/** Skills each "Show more" adds, so a card with 20,000 costs a page at a time, never all at once. */
const SKILLS_PER_PAGE = 100;
/** Characters of a description shown before "Show all": a 10 MB one must not be laid out on mount. */
const DESCRIPTION_AT_FIRST = 2_000;

function Folded({ value, slot }: { value: string; slot: string }) {
  const [whole, setWhole] = useState(false);
  if (value.length <= DESCRIPTION_AT_FIRST || whole) return <p data-slot={slot}>{value}</p>;
  return (
    <p data-slot={slot} data-folded="">
      {value.slice(0, DESCRIPTION_AT_FIRST)}…{" "}
      <button type="button" data-slot="agent-card-unfold" onClick={() => setWhole(true)}>
        Show all {value.length.toLocaleString()} characters
      </button>
    </p>
  );
}
/** A card's list of strings, without the rest, at most 20 (a hostile card may send thousands). */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.slice(0, 200).filter((v): v is string => typeof v === "string" && v !== "").slice(0, 20) : []);

function Modes({ label, modes }: { label: string; modes: readonly string[] }) {
  if (modes.length === 0) return null;
  return (
    <div data-slot="agent-card-modes">
      <dt>{label}</dt>
      <dd>
        {modes.map((mode, i) => (
          <code key={i} data-slot="agent-card-mode">
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
 * The card is untrusted: fields of the wrong type are left out, a long description is folded after
 * 2,000 characters and skills after 12 (then 100 a click). Memoised: typing in the playground's
 * input does not draw it again.
 *
 * @example
 * <AgentCardView card={agent.card} onExample={(text) => setDraft(text)} />
 */
export const AgentCardView = memo(function AgentCardView({ card, onExample, ...props }: AgentCardViewProps) {
  const skills = Array.isArray(card.skills) ? card.skills : [];
  const [shown, setShown] = useState(SKILLS_AT_FIRST);
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
      {text(card.description) && <Folded slot="agent-card-description" value={text(card.description)} />}
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
            {extensions.slice(0, 20).map((e, i) => (
              <code key={i} data-slot="agent-card-mode" title={text(e?.description)}>
                {text(e?.uri)}
              </code>
            ))}
          </dd>
        </div>
      </dl>
      {skills.length > 0 && (
        <section data-slot="agent-card-skills" aria-label="Skills">
          <h3>Skills</h3>
          <ul>
            {skills.slice(0, shown).map((skill, i) => (
              // Ids come from the card and may repeat: the position is the key.
              <li key={i} data-slot="agent-card-skill">
                <strong>{text(skill.name) || text(skill.id)}</strong>
                {text(skill.description) && <span data-slot="agent-card-skill-description"> — {clip(text(skill.description))}</span>}
                {list(skill.tags).length > 0 && (
                  <span data-slot="agent-card-tags">
                    {list(skill.tags).map((tag, j) => (
                      <span key={j} data-slot="agent-card-tag">
                        {tag}
                      </span>
                    ))}
                  </span>
                )}
                {list(skill.examples).length > 0 && (
                  <div data-slot="agent-card-examples" role="group" aria-label={`Examples of ${text(skill.name) || "this skill"}`}>
                    {list(skill.examples).map((example, j) => (
                      <button key={j} type="button" data-slot="agent-card-example" onClick={() => onExample?.(example)} disabled={!onExample}>
                        {example}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {skills.length > shown ? (
            <button type="button" data-slot="agent-card-more-skills" onClick={() => setShown(shown + SKILLS_PER_PAGE)}>
              Show {Math.min(SKILLS_PER_PAGE, skills.length - shown).toLocaleString()} more of {skills.length.toLocaleString()} skills
            </button>
          ) : null}
        </section>
      )}
    </header>
  );
});

/** A skill's description, cut where a line of a list stops being read. */
const clip = (value: string) => (value.length > 500 ? `${value.slice(0, 500)}…` : value);
