"use client";

import { signOut } from "next-auth/react";
import Link from "next/link";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon, FileTextIcon, LogOutIcon } from "@/components/ui/icons";
import { useMenuButton } from "@/components/ui/menu";

export interface ShellUserInfo {
  name: string;
  email: string;
  companyName: string;
  role: string;
  isSuperAdmin: boolean;
}

const ITEM =
  "flex w-full items-center gap-2 rounded-lg px-2.5 py-2 text-[13px] text-zinc-700 hover:bg-zinc-100 focus:bg-zinc-100 focus:outline-none";

/** Name and company, opening a menu with sign-out (a menu button like components/ui/menu, with its own trigger and header). */
export function UserMenu({ user, placement = "up" }: { user: ShellUserInfo; placement?: "up" | "down" }) {
  const { open, close, menuId, rootProps, buttonProps } = useMenuButton();

  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        className="flex w-full items-center gap-2.5 rounded-lg p-2 text-left transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Avatar name={user.name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[13px] font-medium text-zinc-900">{user.name}</span>
          <span className="block truncate text-xs text-zinc-500">{user.companyName}</span>
        </span>
        <ChevronDownIcon className={cn("shrink-0 text-zinc-400 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className={cn(
            "absolute z-50 w-64 animate-pop-in rounded-xl border border-zinc-200 bg-white p-1.5 shadow-pop",
            placement === "up" ? "bottom-full left-0 mb-2" : "right-0 top-full mt-2",
          )}
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-[13px] font-medium text-zinc-900">{user.name}</p>
            <p className="truncate text-xs text-zinc-500">{user.email}</p>
            <p className="mt-1 truncate text-xs text-zinc-500">
              {user.companyName} · <span className="capitalize">{user.role}</span>
            </p>
          </div>
          <div className="my-1 h-px bg-zinc-100" />
          <Link href="/docs/api" role="menuitem" className={ITEM} onClick={close}>
            <FileTextIcon className="text-zinc-500" />
            API reference
          </Link>
          <button type="button" role="menuitem" onClick={() => signOut({ callbackUrl: "/signin" })} className={ITEM}>
            <LogOutIcon className="text-zinc-500" />
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
