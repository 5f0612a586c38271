import { TEXT_FIELDS } from "@/lib/brand/contracts";
import type { TenantCtx } from "@/lib/db";

const ACTIVITY_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

export interface DashboardSummary {
  timeZone: string;
  campaigns: { total: number; active: number };
  content: { social: number; blog: number; video: number; scheduled: number };
  teamSize: number;
  /** Social accounts connected and able to publish. */
  connectedAccounts: number;
  /** Invitations sent and not yet accepted or expired. */
  pendingInvitations: number;
  brandCompleteness: { filled: number; total: number };
  activity: Array<{ day: string; label: string; count: number }>;
  upcoming: Array<{ id: string; content: string; platforms: string[]; scheduledAt: Date }>;
  recentCampaigns: Array<{ id: string; name: string; status: string; updatedAt: Date }>;
}

/** Calendar day of an instant in the company's time zone, as YYYY-MM-DD. */
function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

function brandCompleteness(profile: Record<string, unknown> | null): { filled: number; total: number } {
  const filledText = TEXT_FIELDS.filter(
    (f) => typeof profile?.[f] === "string" && (profile[f] as string).trim() !== "",
  ).length;
  const colors = profile?.colors as Record<string, unknown> | undefined;
  const typography = profile?.typography as Record<string, unknown> | undefined;
  const hasColors = Boolean(colors && Object.values(colors).some(Boolean));
  const hasFonts = Boolean(typography && Object.values(typography).some(Boolean));
  return { filled: filledText + Number(hasColors) + Number(hasFonts), total: TEXT_FIELDS.length + 2 };
}

/** Everything the dashboard shows, for one company, in a handful of counted queries. */
export async function loadDashboardSummary(ctx: TenantCtx): Promise<DashboardSummary> {
  const { db, companyId } = ctx;
  const now = new Date();
  const since = new Date(now.getTime() - (ACTIVITY_DAYS - 1) * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);

  const [
    company,
    campaignsTotal,
    campaignsActive,
    social,
    blog,
    video,
    scheduled,
    teamSize,
    connectedAccounts,
    pendingInvitations,
    profile,
    createdSocial,
    createdBlog,
    createdVideo,
    upcoming,
    recentCampaigns,
  ] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { timeZone: true } }),
    db.campaign.count({ where: { isArchived: false } }),
    db.campaign.count({ where: { isArchived: false, status: "ACTIVE" } }),
    db.socialPost.count(),
    db.blogPost.count(),
    db.videoScript.count(),
    db.socialPost.count({ where: { status: "SCHEDULED" } }),
    db.user.count(),
    db.socialAccount.count({ where: { status: "connected" } }),
    db.invitation.count({ where: { acceptedAt: null, expiresAt: { gt: now } } }),
    db.brandProfile.findFirst(),
    db.socialPost.findMany({ where: { createdAt: { gte: since } }, select: { createdAt: true } }),
    db.blogPost.findMany({ where: { createdAt: { gte: since } }, select: { createdAt: true } }),
    db.videoScript.findMany({ where: { createdAt: { gte: since } }, select: { createdAt: true } }),
    db.socialPost.findMany({
      where: { status: "SCHEDULED", scheduledAt: { gte: now } },
      orderBy: { scheduledAt: "asc" },
      take: 5,
      select: { id: true, content: true, platforms: true, scheduledAt: true },
    }),
    db.campaign.findMany({
      where: { isArchived: false },
      orderBy: { updatedAt: "desc" },
      take: 5,
      select: { id: true, name: true, status: true, updatedAt: true },
    }),
  ]);

  const tz = company.timeZone;
  const counts = new Map<string, number>();
  for (const row of [...createdSocial, ...createdBlog, ...createdVideo]) {
    const key = dayKey(row.createdAt, tz);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const labelFormat = new Intl.DateTimeFormat("en-US", { timeZone: tz, month: "short", day: "numeric" });
  const activity = Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const date = new Date(now.getTime() - (ACTIVITY_DAYS - 1 - i) * DAY_MS);
    const day = dayKey(date, tz);
    return { day, label: labelFormat.format(date), count: counts.get(day) ?? 0 };
  });

  return {
    timeZone: tz,
    campaigns: { total: campaignsTotal, active: campaignsActive },
    content: { social, blog, video, scheduled },
    teamSize,
    connectedAccounts,
    pendingInvitations,
    brandCompleteness: brandCompleteness(profile as Record<string, unknown> | null),
    activity,
    upcoming: upcoming.map((p) => ({ ...p, scheduledAt: p.scheduledAt! })),
    recentCampaigns,
  };
}
