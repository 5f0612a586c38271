import type { Metadata } from "next";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { BuildingIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { currentActor } from "@/lib/auth/session";
import { loadPlatformOverview } from "@/lib/admin/platform-overview";

export const metadata: Metadata = { title: "Overview" };

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-[13px] font-medium text-zinc-500">{label}</p>
      <p className="mt-2 text-2xl font-semibold tabular-nums tracking-tight text-zinc-900">
        {value.toLocaleString("en-US")}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-zinc-500">{hint}</p> : null}
    </Card>
  );
}

export default async function AdminOverviewPage() {
  // The layout already showed the 403 page to anyone else; this keeps the data itself guarded too.
  const actor = await currentActor();
  if (!actor?.user?.isSuperAdmin) return null;
  const overview = await loadPlatformOverview();
  const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="Overview"
        description="Every company and user on this Reach installation."
      />
      <section aria-label="Platform numbers" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Companies" value={overview.companies} hint={`${overview.companiesLast30Days} new in 30 days`} />
        <Stat label="Users" value={overview.users} />
        <Stat label="Super Admins" value={overview.superAdmins} />
        <Stat label="Pending invitations" value={overview.pendingInvitations} />
      </section>
      <Card className="mt-6">
        <CardHeader title="Newest companies" description="The ten most recent sign-ups" />
        {overview.recentCompanies.length ? (
          <Table aria-label="Newest companies">
            <THead>
              <tr>
                <TH>Company</TH>
                <TH>Members</TH>
                <TH>Created</TH>
              </tr>
            </THead>
            <TBody>
              {overview.recentCompanies.map((c) => (
                <TR key={c.id}>
                  <TD className="font-medium text-zinc-900">{c.name}</TD>
                  <TD className="tabular-nums">{c.members}</TD>
                  <TD className="whitespace-nowrap">{format.format(c.createdAt)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        ) : (
          <EmptyState
            icon={<BuildingIcon size={20} />}
            title="No companies yet"
            description="Companies appear here as people finish onboarding."
          />
        )}
      </Card>
    </>
  );
}
