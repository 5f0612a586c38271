import { adminDb } from "@/lib/db";

export interface PlatformOverview {
  companies: number;
  users: number;
  superAdmins: number;
  pendingInvitations: number;
  companiesLast30Days: number;
  recentCompanies: Array<{ id: string; name: string; createdAt: Date; members: number }>;
}

/** Cross-tenant numbers for the Super Admin overview; only the /admin pages call this. */
export async function loadPlatformOverview(): Promise<PlatformOverview> {
  const db = adminDb();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const [companies, users, superAdmins, pendingInvitations, companiesLast30Days, recent] = await Promise.all([
    db.company.count(),
    db.user.count(),
    db.user.count({ where: { isSuperAdmin: true } }),
    db.invitation.count({ where: { acceptedAt: null, expiresAt: { gt: new Date() } } }),
    db.company.count({ where: { createdAt: { gte: monthAgo } } }),
    db.company.findMany({
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, name: true, createdAt: true, _count: { select: { users: true } } },
    }),
  ]);
  return {
    companies,
    users,
    superAdmins,
    pendingInvitations,
    companiesLast30Days,
    recentCompanies: recent.map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt, members: c._count.users })),
  };
}
