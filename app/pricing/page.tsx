import type { Metadata } from "next";
import Link from "next/link";
import { PlanPicker } from "@/components/billing/plan-picker";
import { systemSettings } from "@/lib/admin/settings";
import { listPublicPackages } from "@/lib/admin/packages";

export const metadata: Metadata = { title: "Pricing" };
export const dynamic = "force-dynamic";

/** Public: the active packages with their prices now (sales within their dates) and the trial. */
export default async function PricingPage() {
  const [packages, settings] = await Promise.all([listPublicPackages(), systemSettings()]);
  return (
    <main className="mx-auto flex min-h-screen max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6">
      <header className="flex flex-col items-center gap-2 text-center">
        <Link href="/" className="text-sm font-semibold text-brand-700">
          {settings.appName}
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900">Plans and pricing</h1>
        <p className="max-w-xl text-zinc-500">
          {settings.defaultTrialDays > 0
            ? `Every new company starts with a ${settings.defaultTrialDays}-day trial of Professional. Change or cancel any time.`
            : "Change or cancel any time."}
        </p>
      </header>
      {packages.length === 0 ? (
        <p className="text-center text-zinc-500">No plans are on offer yet.</p>
      ) : (
        <PlanPicker packages={packages} trialDays={settings.defaultTrialDays} signInReturn="/pricing" />
      )}
    </main>
  );
}
