import type { Metadata } from "next";
import { ApprovalGateSettings } from "@/components/approvals/approval-gate-settings";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Approvals" };

export default async function ApprovalSettingsPage() {
  const user = await currentShellUser();
  const canEdit = user.permissions.includes("settings:manage");
  return (
    <>
      {canEdit ? null : <ReadOnlyNotice permission="settings:manage" />}
      <ApprovalGateSettings canEdit={canEdit} />
    </>
  );
}
