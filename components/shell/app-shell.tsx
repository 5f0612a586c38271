"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Button } from "@/components/ui/button";
import { MenuIcon, XIcon } from "@/components/ui/icons";
import { BrandMark } from "./brand-mark";
import { navSections } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu, type ShellUserInfo } from "./user-menu";

/**
 * Signed-in frame: a fixed sidebar on wide screens; on phones a top bar whose menu button opens the
 * same navigation in a modal drawer (native <dialog>: focus stays inside, Escape closes).
 */
export function AppShell({ user, children }: { user: ShellUserInfo; children: ReactNode }) {
  const sections = navSections(user.isSuperAdmin);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawerOpen && !drawer.open) drawer.showModal();
    if (!drawerOpen && drawer.open) drawer.close();
  }, [drawerOpen]);

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-dvh lg:pl-60">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-pop"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-zinc-200 bg-zinc-100/60 px-3 py-4 lg:flex">
        <div className="mb-6 flex items-center justify-between">
          <Link href="/" className="flex rounded-lg px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-500">
            <BrandMark />
          </Link>
          <NotificationBell align="left" />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav sections={sections} />
        </div>
        <div className="border-t border-zinc-200 pt-3">
          <UserMenu user={user} />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-zinc-200 bg-white/85 px-4 backdrop-blur lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2"
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={20} />
        </Button>
        <Link href="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <BrandMark />
        </Link>
        <NotificationBell />
      </header>

      <dialog
        ref={drawerRef}
        aria-label="Navigation"
        onCancel={(e) => {
          e.preventDefault();
          setDrawerOpen(false);
        }}
        onClick={(e) => {
          if (e.target === drawerRef.current) setDrawerOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] animate-slide-in border-r border-zinc-200 bg-zinc-50 p-0 shadow-pop lg:hidden"
      >
        {drawerOpen ? (
          <div className="flex h-full flex-col px-3 py-4">
            <div className="mb-6 flex items-center justify-between px-2">
              <BrandMark />
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Close navigation"
                onClick={() => setDrawerOpen(false)}
              >
                <XIcon />
              </Button>
            </div>
            <div className="flex-1 overflow-y-auto">
              <SidebarNav sections={sections} onNavigate={() => setDrawerOpen(false)} />
            </div>
            <div className="border-t border-zinc-200 pt-3">
              <UserMenu user={user} />
            </div>
          </div>
        ) : null}
      </dialog>

      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        {children}
      </main>
    </div>
  );
}
