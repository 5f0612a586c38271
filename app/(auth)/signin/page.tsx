import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/signin-form";
import { safeCallbackUrl } from "@/components/auth/safe-callback";
import { Badge } from "@/components/ui/badge";
import { BuildingIcon } from "@/components/ui/icons";
import { invitationPreview } from "@/lib/auth/invitation";
import { oauthProviders } from "@/lib/auth/next-auth";
import { currentActor } from "@/lib/auth/session";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<{ invite?: string; error?: string; callbackUrl?: string }>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const { invite, error, callbackUrl } = await searchParams;
  const actor = await currentActor();
  if (actor) redirect(actor.user ? safeCallbackUrl(callbackUrl) : "/onboarding");

  const invitation = invite ? await invitationPreview(invite) : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5 text-center">
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">
          {invitation?.usable ? `Join ${invitation.companyName} on Reach` : "Sign in to Reach"}
        </h1>
        <p className="text-sm text-zinc-500">
          {invitation?.usable
            ? "Sign in with the invited e-mail address to accept."
            : "Plan and publish your campaigns. New here? You'll set up your workspace right after signing in."}
        </p>
      </div>

      {invitation ? (
        invitation.usable ? (
          <div
            className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50/70 p-3.5"
            data-testid="invitation-banner"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-200">
              <BuildingIcon />
            </span>
            <div className="min-w-0 text-[13px] leading-relaxed text-zinc-700">
              <p>
                <strong className="font-semibold text-zinc-900">{invitation.companyName}</strong> invited you to join as{" "}
                <Badge tone="brand">{invitation.role}</Badge>
              </p>
              <p className="truncate text-zinc-500">{invitation.email}</p>
            </div>
          </div>
        ) : (
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-800"
          >
            This invitation to {invitation.companyName} has expired or was already accepted. Ask a teammate to send a
            new one.
          </p>
        )
      ) : invite ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-800"
        >
          We couldn&apos;t find that invitation. Check the link, or sign in to create your own workspace.
        </p>
      ) : null}

      <SignInForm
        devLogin={env.devLogin}
        providers={oauthProviders()}
        defaultEmail={invitation?.usable ? invitation.email : undefined}
        callbackUrl={safeCallbackUrl(callbackUrl)}
        error={error}
      />
    </div>
  );
}
