import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OnboardingForm } from "@/components/auth/onboarding-form";
import { Badge } from "@/components/ui/badge";
import { BuildingIcon } from "@/components/ui/icons";
import { pendingInvitationFor } from "@/lib/auth/invitation";
import { currentActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Set up your workspace" };

export default async function OnboardingPage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=/onboarding");
  if (actor.user) redirect("/");
  const invitation = await pendingInvitationFor(actor.identity.email);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5 text-center">
        <p className="text-xs font-medium uppercase tracking-wider text-brand-600">Step 2 of 2</p>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">
          {invitation ? `You're invited to ${invitation.companyName}` : "Set up your workspace"}
        </h1>
        <p className="text-sm text-zinc-500">
          {invitation
            ? "Tell your teammates who you are, then jump in."
            : "Your workspace is where your team plans and publishes content."}
        </p>
      </div>
      {invitation ? (
        <div
          className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/70 p-3.5"
          data-testid="pending-invitation"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-200">
            <BuildingIcon />
          </span>
          <p className="text-[13px] leading-relaxed text-zinc-700">
            You have a pending invitation to join{" "}
            <strong className="font-semibold text-zinc-900">{invitation.companyName}</strong> as{" "}
            <Badge tone="brand">{invitation.role}</Badge>. No need to create a company.
          </p>
        </div>
      ) : null}
      <OnboardingForm email={actor.identity.email} invitedCompany={invitation?.companyName} />
    </div>
  );
}
