import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CachePanel } from "@/components/admin/cache-panel";
import { IntegrationsList } from "@/components/admin/integrations-list";

export const metadata: Metadata = { title: "Integrations" };

export default function AdminIntegrationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Configuration"
        title="Integrations"
        description="Keys and settings of the external services; an enabled config overrides the environment."
      />
      {/* One column that never grows past the screen: the table scrolls inside its own box. */}
      <div className="grid grid-cols-1 gap-6">
        <CachePanel />
        <IntegrationsList />
      </div>
    </>
  );
}
