import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ClockIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { currentActor } from "@/lib/auth/session";
import { loadAdminAuditTrail } from "@/lib/admin/audit-trail";
import { AuditChanges } from "@/components/admin/audit-changes";

export const metadata: Metadata = { title: "Audit trail" };
export const dynamic = "force-dynamic";

export default async function AdminAuditPage() {
  // The layout already showed the 403 page to anyone else; this keeps the data itself guarded too.
  const actor = await currentActor();
  if (!actor?.user?.isSuperAdmin) return null;
  const entries = await loadAdminAuditTrail();
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="Audit trail"
        description="Who changed what in the console and the values they sent, newest first (times in UTC). Secrets are masked, never shown."
      />
      <Card>
        {entries.length ? (
          <Table aria-label="Audit trail">
            <THead>
              <tr>
                <TH>When</TH>
                <TH>Who</TH>
                <TH>What</TH>
                <TH>Target</TH>
                <TH>Changes</TH>
              </tr>
            </THead>
            <TBody>
              {entries.map((e) => (
                <TR key={e.id}>
                  <TD className="whitespace-nowrap text-xs">{format.format(e.createdAt)}</TD>
                  <TD className="text-sm">{e.actor?.email ?? "system"}</TD>
                  <TD className="font-mono text-xs text-zinc-800">{e.action}</TD>
                  <TD className="font-mono text-xs text-zinc-500">{e.targetId ?? "—"}</TD>
                  <TD className="text-xs">
                    <AuditChanges changes={e.changes} />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        ) : (
          <EmptyState
            icon={<ClockIcon size={20} />}
            title="No changes yet"
            description="Every change made in the console shows up here."
          />
        )}
      </Card>
    </>
  );
}
