import Link from "next/link";
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";

/** A page outside the app shell (sign-in, onboarding, not found): one centered card on a quiet backdrop. */
export function CenteredCardPage({
  children,
  logoHref,
  footer,
}: {
  children: ReactNode;
  logoHref: string;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-zinc-50 px-4 py-10 sm:justify-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(24_24_27/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(24_24_27/0.035)_1px,transparent_1px)] bg-[size:32px_32px] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <main className="relative w-full max-w-[400px]">
        <Link
          href={logoHref}
          className="mx-auto mb-8 flex w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <BrandMark />
        </Link>
        <div className="animate-pop-in rounded-2xl border border-zinc-200 bg-white p-6 shadow-[0_1px_2px_rgb(24_24_27/0.04),0_8px_24px_-8px_rgb(24_24_27/0.12)] sm:p-8">
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-xs text-zinc-500">{footer}</p> : null}
      </main>
    </div>
  );
}
