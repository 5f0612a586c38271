import type { Metadata } from "next";
import { CompanyForm } from "@/components/settings/company/company-form";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { timeZoneGroups } from "@/components/ui/time-zones";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getCompany } from "@/lib/company/company";

export const metadata: Metadata = { title: "Company" };

export default async function CompanySettingsPage() {
  const [user, company] = await Promise.all([currentShellUser(), currentTenantCtx().then(getCompany)]);
  const canEdit = user.permissions.includes("settings:manage");
  return (
    <>
      {canEdit ? null : <ReadOnlyNotice permission="settings:manage" />}
      {/* Keyed by what is stored: a save re-renders the page and resets the form to it. */}
      <CompanyForm
        key={`${company.name}\n${company.timeZone}`}
        company={company}
        zones={timeZoneGroups()}
        canEdit={canEdit}
      />
    </>
  );
}
