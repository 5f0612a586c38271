import type { ReactNode } from "react";
import { SettingsNav } from "@/components/settings/settings-nav";
import { PageHeader } from "@/components/ui/page-header";

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Where you publish, your company, brand and team, and how other tools connect to your workspace."
      />
      <SettingsNav />
      {children}
    </>
  );
}
