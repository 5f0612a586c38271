import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { BillingConfigEditor } from "@/components/admin/billing-config-form";

export const metadata: Metadata = { title: "Billing configuration" };

export default function AdminBillingConfigEditorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Configuration"
        title="Billing configuration"
        description="The billing provider's keys and plan mapping."
      />
      <BillingConfigEditor />
    </>
  );
}
