import type { Metadata } from "next";
import { BrandWizardPanel } from "@/components/settings/brand/brand-wizard-panel";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Set up your brand" };

export default async function BrandSetupPage() {
  const user = await currentShellUser();
  return <BrandWizardPanel canEdit={user.permissions.includes("settings:manage")} />;
}
