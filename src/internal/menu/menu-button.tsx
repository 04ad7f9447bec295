"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * One action of a {@link MenuButton}'s menu.
 *
 * @example
 * const item: MenuItem = { label: "Copy as CSV", icon: <CopyIcon />, onSelect: copyCsv };
 */
export interface MenuItem {
  readonly label: string;
  readonly icon?: ReactNode;
  readonly onSelect: () => void;
}

/**
 * Props of {@link MenuButton}.
 *
 * @example
 * const props: MenuButtonProps = { label: "Table actions", icon: <MoreIcon />, items };
 */
export interface MenuButtonProps {
  /** The button's accessible name and tooltip (it shows only its icon), and the menu's name. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly items: readonly MenuItem[];
  readonly disabled?: boolean;
  /** `data-slot` of the trigger button, so a component's theme rules can reach it. */
  readonly slot?: string;
  /** Which edge of the button its tooltip lines up with (`theme/buttons.css`); centred by default. */
  readonly tooltip?: "start" | "end";
}

/**
 * An icon button that opens a menu of actions (the WAI-ARIA menu button pattern): Enter, Space or
 * Arrow Down open it on the first item, Arrow Up on the last; arrows, Home and End move between
 * items; Enter or a click runs one; Escape closes it and focus returns to the button; Tab or a
 * click elsewhere closes it. Styled by theme/buttons.css (`.pk-button[data-variant="icon"]`) and
 * theme/menu.css (`.pk-menu-popup`, `.pk-menu-item`).
 *
 * @example
 * <MenuButton label="Table actions" icon={<MoreIcon />} items={[{ label: "Download CSV", onSelect: download }]} />
 */
export function MenuButton({ label, icon, items, disabled = false, slot, tooltip }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  // Which item takes the focus when the menu opens: the first, or the last (Arrow Up).
  const [start, setStart] = useState<"first" | "last">("first");
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (start === "last" ? list.at(-1) : list[0])?.focus();
    // A press outside closes the menu (focus stays where the press put it).
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, start]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const show = (from: "first" | "last") => {
    setStart(from);
    setOpen(true);
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowUp" ? "last" : "first");
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };
  return (
    <span className="pk-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="pk-button"
        data-variant="icon"
        data-size="sm"
        data-slot={slot}
        data-tooltip={tooltip}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onTriggerKey}
      >
        {icon}
      </button>
      {open && (
        <div ref={menu} id={`${id}-menu`} role="menu" aria-label={label} className="pk-menu-popup" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="pk-menu-item"
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
