import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { BillingConfigEditor } from "@/components/admin/billing-config-form";
import { CompanyPlansTable } from "@/components/billing/company-plans-table";
import { UnmatchedEventsTable } from "@/components/billing/unmatched-events-table";
import { listCompanyPlans } from "@/lib/billing/company-plans-admin";
import { listBillingEvents } from "@/lib/billing/webhook-events-admin";

export const metadata: Metadata = { title: "Billing configuration" };

export const dynamic = "force-dynamic";

export default async function AdminBillingConfigEditorPage() {
  const [companies, unmatched] = await Promise.all([
    listCompanyPlans(),
    listBillingEvents({ limit: 20, offset: 0, outcome: "unmatched" }),
  ]);
  return (
    <>
      <PageHeader
        eyebrow="Configuration"
        title="Billing configuration"
        description="The billing provider's keys and plan mapping."
      />
      <BillingConfigEditor />
      <div className="mt-6">
        <CompanyPlansTable rows={companies} />
      </div>
      <div className="mt-6">
        <UnmatchedEventsTable rows={unmatched.items} total={unmatched.total} />
      </div>
    </>
  );
}
