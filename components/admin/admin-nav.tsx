"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { useCurrentTabInView } from "@/components/ui/use-current-tab-in-view";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/billing", label: "Billing" },
  { href: "/admin/templates", label: "E-mails" },
  { href: "/admin/flags", label: "Flags" },
  { href: "/admin/segments", label: "Segments" },
  { href: "/admin/integrations", label: "Integrations" },
  { href: "/admin/entitlements", label: "Entitlements" },
  { href: "/admin/packages", label: "Packages" },
  { href: "/admin/ai-models", label: "AI models" },
  { href: "/admin/ai-tests", label: "A/B tests" },
  { href: "/admin/ai-analytics", label: "AI analytics" },
  { href: "/admin/audit", label: "Audit" },
];

/** The console's sections; scrolls sideways on narrow screens rather than wrapping. */
export function AdminNav() {
  const pathname = usePathname();
  const nav = useCurrentTabInView<HTMLElement>(pathname);
  return (
    <nav ref={nav} aria-label="Admin" className="-mb-px flex gap-1 overflow-x-auto">
      {LINKS.map((link) => {
        const current = link.href === "/admin" ? pathname === "/admin" : pathname.startsWith(link.href);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "whitespace-nowrap border-b-2 px-2.5 py-2.5 text-[13px] font-medium transition-colors",
              current ? "border-brand-400 text-white" : "border-transparent text-zinc-400 hover:text-white",
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
