"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";
import { cn } from "./cn";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  destructive?: boolean;
  disabled?: boolean;
}

interface MenuProps {
  /** Accessible name of the trigger and the menu, e.g. "More actions". */
  label: string;
  /** What the trigger shows; defaults to the label. */
  trigger?: ReactNode;
  items: Array<MenuItem | "separator">;
  variant?: ButtonVariant;
  size?: ButtonSize;
  align?: "left" | "right";
  className?: string;
}

/**
 * The behaviour of a WAI-ARIA menu button: arrow keys, Home and End move between enabled items,
 * Escape closes and returns focus to the trigger, a click outside or Tab closes. Spread
 * `rootProps` on the wrapper around trigger and menu, `buttonProps` on the trigger, and give the
 * menu `id={menuId}`.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    rootRef.current?.querySelector<HTMLElement>("[role=menuitem]:not([disabled])")?.focus();
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function onMenuKey(e: KeyboardEvent) {
    const enabled = Array.from(rootRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]:not([disabled])") ?? []);
    const index = enabled.indexOf(document.activeElement as HTMLElement);
    if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = (index + (e.key === "ArrowDown" ? 1 : -1) + enabled.length) % enabled.length;
      enabled[next]?.focus();
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      enabled[e.key === "Home" ? 0 : enabled.length - 1]?.focus();
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  }

  return {
    open,
    close: () => setOpen(false),
    menuId,
    rootProps: { ref: rootRef, onKeyDown: open ? onMenuKey : undefined },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-haspopup": "menu" as const,
      "aria-expanded": open,
      "aria-controls": open ? menuId : undefined,
      onClick: () => setOpen((o) => !o),
    },
  };
}

/** A button that opens a list of actions; see `useMenuButton` for the keyboard and pointer behaviour. */
export function Menu({
  label,
  trigger,
  items,
  variant = "secondary",
  size = "md",
  align = "right",
  className,
}: MenuProps) {
  const { open, close, menuId, rootProps, buttonProps } = useMenuButton();

  return (
    <div {...rootProps} className={cn("relative", className)}>
      <button {...buttonProps} aria-label={trigger ? label : undefined} className={buttonClass(variant, size)}>
        {trigger ?? label}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={cn(
            "absolute top-full z-50 mt-1.5 min-w-52 animate-pop-in rounded-xl border border-zinc-200 bg-white p-1.5 shadow-pop",
            align === "right" ? "right-0" : "left-0",
          )}
        >
          {items.map((item, i) =>
            item === "separator" ? (
              <div key={`sep-${i}`} role="separator" className="my-1 h-px bg-zinc-100" />
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                disabled={item.disabled}
                onClick={() => {
                  // Focus goes back to the trigger, as Escape does, so a dialog the item opens returns it there.
                  buttonProps.ref.current?.focus();
                  close();
                  item.onSelect();
                }}
                className={cn(
                  "flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-[13px] focus:outline-none disabled:cursor-not-allowed disabled:opacity-50",
                  item.destructive
                    ? "text-red-700 hover:bg-red-50 focus:bg-red-50"
                    : "text-zinc-700 hover:bg-zinc-100 focus:bg-zinc-100",
                )}
              >
                {item.icon ? (
                  <span className={item.destructive ? "text-red-500" : "text-zinc-500"}>{item.icon}</span>
                ) : null}
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
