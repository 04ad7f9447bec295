"use client";
import { useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { useControllableState } from "../internal/use-controllable-state";
import { MESSAGE_CHANNELS } from "./channels";
import type { MessageChannel } from "./read-meta";

/**
 * Props of {@link ChannelFilter}: the channels shown plus those of its `<div role="group">`
 * (`onKeyDown` runs before the arrow keys, which `event.preventDefault()` skips).
 *
 * @example
 * const props: ChannelFilterProps = { value: ["final"], onValueChange: setChannels, counts: countByChannel(messages) };
 */
export interface ChannelFilterProps extends Omit<ComponentProps<"div">, "children" | "defaultValue"> {
  /** The channels shown (controlled). */
  readonly value?: readonly MessageChannel[];
  /** The channels shown at first (uncontrolled). Default: all three. */
  readonly defaultValue?: readonly MessageChannel[];
  readonly onValueChange?: (value: MessageChannel[]) => void;
  /** Which toggles to offer, in order. Default `["analysis", "commentary", "final"]`. */
  readonly channels?: readonly MessageChannel[];
  /** Message counts to show on the toggles, e.g. from `countByChannel`. */
  readonly counts?: Partial<Record<MessageChannel, number>>;
  /** Accessible name of the group. Default "Show channels". */
  readonly label?: string;
}

const titles: Record<MessageChannel, string> = { analysis: "Analysis", commentary: "Commentary", final: "Final" };

/**
 * A group of toggle buttons (`aria-pressed`) choosing which channels a transcript shows; pair it
 * with {@link filterByChannel}. One Tab stop: arrow keys move between toggles, Home/End jump,
 * Space/Enter toggles.
 *
 * @selector [data-slot="channel-filter"]
 * @selector [data-slot="channel-filter-item"][data-channel][data-state="on" | "off"]
 * @example
 * const [channels, setChannels] = useState<MessageChannel[]>(["commentary", "final"]);
 * <ChannelFilter value={channels} onValueChange={setChannels} counts={countByChannel(messages)} />
 * {filterByChannel(messages, channels).map((m, i) => <MessageView key={i} message={m} />)}
 */
export function ChannelFilter({ value, defaultValue = MESSAGE_CHANNELS, onValueChange, channels = MESSAGE_CHANNELS, counts, label = "Show channels", onKeyDown: callerKeyDown, ...props }: ChannelFilterProps) {
  const [selected, setSelected] = useControllableState<readonly MessageChannel[]>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = Math.min(active, Math.max(0, channels.length - 1));

  const toggle = (channel: MessageChannel) =>
    setSelected((current) => {
      const on = new Set(current.includes(channel) ? current.filter((c) => c !== channel) : [...current, channel]);
      return MESSAGE_CHANNELS.filter((c) => on.has(c));
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = channels.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (focusable + 1) % channels.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (focusable - 1 + channels.length) % channels.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined || last < 0) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label={label}
      {...props}
      onKeyDown={(event) => {
        // The caller's handler first; its event.preventDefault() keeps the arrow keys from moving.
        callerKeyDown?.(event);
        if (!event.defaultPrevented) onKeyDown(event);
      }}
      data-slot="channel-filter"
    >
      {channels.map((channel, index) => {
        const on = selected.includes(channel);
        const count = counts?.[channel];
        return (
          <button
            key={channel}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            data-slot="channel-filter-item"
            data-channel={channel}
            data-state={on ? "on" : "off"}
            aria-pressed={on}
            tabIndex={index === focusable ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={() => toggle(channel)}
          >
            {titles[channel]}
            {count !== undefined && (
              <>
                {" "}
                <span data-slot="channel-filter-count">{count}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
