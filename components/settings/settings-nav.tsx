"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { useCurrentTabInView } from "@/components/ui/use-current-tab-in-view";

const LINKS = [
  { href: "/settings/accounts", label: "Connected accounts" },
  { href: "/settings/team-chat", label: "Team chat" },
  { href: "/settings/blog-destinations", label: "Blog destinations" },
  { href: "/settings/posting-schedule", label: "Posting schedule" },
  { href: "/settings/company", label: "Company" },
  { href: "/settings/brand", label: "Brand" },
  { href: "/settings/team", label: "Team" },
  { href: "/settings/approvals", label: "Approvals" },
  { href: "/settings/notifications", label: "Notifications" },
  { href: "/settings/roles", label: "Roles" },
  { href: "/settings/tokens", label: "API tokens" },
  { href: "/settings/usage", label: "AI usage" },
  { href: "/settings/billing", label: "Billing" },
];

export function SettingsNav() {
  const pathname = usePathname();
  // Wider screens show every tab, wrapped, so none is cut off at an edge.
  const nav = useCurrentTabInView<HTMLElement>(pathname);
  return (
    <nav
      ref={nav}
      aria-label="Settings"
      className="-mx-4 mb-6 overflow-x-auto border-b border-zinc-200 px-4 sm:mx-0 sm:overflow-visible sm:px-0"
    >
      <ul className="flex gap-1 sm:flex-wrap">
        {LINKS.map((link) => {
          const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500",
                  active ? "border-brand-600 text-zinc-900" : "border-transparent text-zinc-500 hover:text-zinc-800",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
