import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { BillingStatus } from "@/lib/billing/status";
import { BillingStatusBadge } from "./status-badge";

export interface CompanyPlanRow {
  id: string;
  name: string;
  plan: string;
  status: BillingStatus;
  until: Date | null;
}

/** The Super Admin's view of every company's plan in force and billing status. */
export function CompanyPlansTable({ rows }: { rows: CompanyPlanRow[] }) {
  return (
    <Card>
      <CardHeader
        title="Companies' plans"
        description="The plan in force and the billing status, newest companies first"
      />
      <div className="overflow-x-auto">
        <Table aria-label="Companies' plans">
          <THead>
            <tr>
              <TH>Company</TH>
              <TH>Plan</TH>
              <TH>Status</TH>
              <TH>Renews, ends or trial ends</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((r) => (
              <TR key={r.id}>
                <TD>{r.name}</TD>
                <TD>{r.plan}</TD>
                <TD>
                  <BillingStatusBadge status={r.status} />
                </TD>
                <TD>{r.until ? r.until.toISOString().slice(0, 10) : "—"}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>
      {rows.length === 0 ? <p className="p-5 text-sm text-zinc-500">No companies yet.</p> : null}
    </Card>
  );
}
