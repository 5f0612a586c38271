import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { SystemSettingsEditor } from "@/components/admin/system-settings-form";

export const metadata: Metadata = { title: "System settings" };

export default function AdminSystemSettingsEditorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Configuration"
        title="System settings"
        description="Installation-wide settings. They apply at once, without a restart."
      />
      <SystemSettingsEditor />
    </>
  );
}
