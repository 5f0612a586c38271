import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { BrandMark } from "@/components/shell/brand-mark";
import { AdminNav } from "./admin-nav";

/** The Super Admin area has its own dark bar so nobody mistakes it for their workspace. */
export function AdminHeader({ email }: { email?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-800 bg-zinc-950 text-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-10">
        <Link
          href="/admin"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <BrandMark inverted />
          <span className="rounded-md bg-brand-500/20 px-1.5 py-0.5 text-[11px] font-semibold uppercase tracking-wider text-brand-200 ring-1 ring-brand-400/30">
            Admin
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {email ? <span className="hidden truncate text-xs text-zinc-400 md:block">{email}</span> : null}
          <Link
            href="/"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-[13px] font-medium text-zinc-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            Back to workspace <ArrowRightIcon />
          </Link>
        </div>
      </div>
      {email ? (
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-10">
          <AdminNav />
        </div>
      ) : null}
    </header>
  );
}
