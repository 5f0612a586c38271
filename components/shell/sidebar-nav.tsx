"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { isActive, type NavSection } from "./nav-items";

export function SidebarNav({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-5">
      {sections.map((section, i) => (
        <div key={section.title ?? i} className="flex flex-col gap-0.5">
          {section.title ? (
            <p className="px-2.5 pb-1 text-[11px] font-medium uppercase tracking-wider text-zinc-400">
              {section.title}
            </p>
          ) : null}
          {section.items.map((item) => {
            const active = isActive(pathname, item.href);
            const Icon = item.icon;
            return (
              <Link
                key={item.href}
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "group flex items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-[13.5px] font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500",
                  active
                    ? "bg-white text-zinc-900 shadow-card ring-1 ring-zinc-200"
                    : "text-zinc-600 hover:bg-zinc-200/50 hover:text-zinc-900",
                )}
              >
                <Icon size={16} className={cn(active ? "text-brand-600" : "text-zinc-400 group-hover:text-zinc-600")} />
                {item.label}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
