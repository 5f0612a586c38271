"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { PageHeader } from "@/components/ui/page-header";

const SECTIONS = [
  { href: "/content/social", label: "Social posts" },
  { href: "/content/blog", label: "Blog posts" },
  { href: "/content/scripts", label: "Video scripts" },
];

/** The Content area's title and its three lists as tabs. */
export function ContentHeader({ actions }: { actions?: ReactNode }) {
  const pathname = usePathname();
  return (
    <>
      <PageHeader
        title="Content"
        description="Everything you publish: social posts, blog articles and video scripts."
        actions={actions}
      />
      <nav
        aria-label="Content type"
        className="-mx-4 mb-6 overflow-x-auto border-b border-zinc-200 px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex gap-1">
          {SECTIONS.map((s) => {
            const active = pathname === s.href;
            return (
              <li key={s.href}>
                <Link
                  href={s.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "-mb-px block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500",
                    active ? "border-brand-600 text-zinc-900" : "border-transparent text-zinc-500 hover:text-zinc-800",
                  )}
                >
                  {s.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
