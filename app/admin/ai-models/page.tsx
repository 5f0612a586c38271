import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CompanyOverrides } from "@/components/admin/ai/company-overrides";
import { GatewayPanel } from "@/components/admin/ai/gateway-panel";
import { TaskModels } from "@/components/admin/ai/task-models";

export const metadata: Metadata = { title: "AI models" };

export default function AdminAiPage() {
  return (
    <>
      <PageHeader
        eyebrow="AI"
        title="AI models"
        description="Which model every AI task calls, through which adapter, and each company's own models."
      />
      <div className="grid grid-cols-1 gap-6">
        <GatewayPanel />
        <TaskModels />
        <CompanyOverrides />
      </div>
    </>
  );
}
