import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";

export interface UnmatchedEventRow {
  id: string;
  eventName: string;
  claimedCompany: string | null;
  variantId: string | null;
  reason: string | null;
  createdAt: Date;
}

/**
 * Lemon Squeezy events that named no known company or variant: answered 200 and kept here for a
 * Super Admin (map the variant in the configuration above, or look the company up), nothing applied.
 */
export function UnmatchedEventsTable({ rows, total }: { rows: UnmatchedEventRow[]; total: number }) {
  return (
    <Card>
      <CardHeader
        title="Unmatched billing events"
        description={`Deliveries for an unknown company or variant, newest first (${total} in all; GET /api/admin/billing/events?outcome=unmatched)`}
      />
      {rows.length === 0 ? (
        <p className="p-5 text-sm text-zinc-500">None: every delivery matched a company and a package.</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label="Unmatched billing events">
            <THead>
              <tr>
                <TH>Received</TH>
                <TH>Event</TH>
                <TH>Company named</TH>
                <TH>Variant</TH>
                <TH>Why</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((e) => (
                <TR key={e.id}>
                  <TD>{e.createdAt.toISOString().slice(0, 16).replace("T", " ")}</TD>
                  <TD>{e.eventName}</TD>
                  <TD className="font-mono text-xs">{e.claimedCompany ?? "—"}</TD>
                  <TD>{e.variantId ?? "—"}</TD>
                  <TD>{e.reason ?? "—"}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
