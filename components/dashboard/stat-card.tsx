import Link from "next/link";
import type { ReactNode } from "react";

interface StatCardProps {
  label: string;
  value: number;
  hint: ReactNode;
  icon: ReactNode;
  href: string;
}

export function StatCard({ label, value, hint, icon, href }: StatCardProps) {
  return (
    <Link
      href={href}
      className="group flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-card transition-all hover:-translate-y-px hover:border-zinc-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 text-[13px] font-medium text-zinc-500">{label}</span>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-zinc-50 text-zinc-500 ring-1 ring-zinc-200 transition-colors group-hover:bg-brand-50 group-hover:text-brand-600 group-hover:ring-brand-200">
          {icon}
        </span>
      </div>
      <div>
        <p className="text-2xl font-semibold tabular-nums tracking-tight text-zinc-900">
          {value.toLocaleString("en-US")}
        </p>
        <p className="mt-0.5 text-xs text-zinc-500">{hint}</p>
      </div>
    </Link>
  );
}
