import type { Metadata } from "next";
import { CenteredCardPage } from "@/components/shell/centered-card-page";
import { ButtonLink } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Page not found" };

/** Any address no page answers (API paths answer JSON instead). Signed-out visitors following the link land on sign-in. */
export default function NotFound() {
  return (
    <CenteredCardPage logoHref="/">
      <div className="flex flex-col items-center gap-1.5 text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">404</p>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Page not found</h1>
        <p className="text-sm text-zinc-500">The address may be mistyped, or the page has moved.</p>
        <ButtonLink href="/" icon={<ArrowLeftIcon />} className="mt-5">
          Back to the dashboard
        </ButtonLink>
      </div>
    </CenteredCardPage>
  );
}
