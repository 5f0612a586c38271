import { notFound } from "@/lib/api/errors";
import { assertOwned, Prisma, type TenantCtx } from "@/lib/db";
import type { CreateReportBody, ReportDTO, UpdateReportBody } from "./contracts";
import { nextRun, type ReportSchedule } from "./schedule";

type ReportRow = Prisma.ReportGetPayload<object>;

export function reportDTO(r: ReportRow): ReportDTO {
  return {
    id: r.id,
    name: r.name,
    reportType: r.reportType,
    dateRange: r.dateRange as ReportDTO["dateRange"],
    platforms: r.platforms,
    socialAccountIds: r.socialAccountIds,
    metrics: r.metrics,
    campaignId: r.campaignId,
    schedule: (r.schedule as ReportDTO["schedule"]) ?? null,
    recipients: r.recipients,
    format: r.format,
    isActive: r.isActive,
    nextRunAt: r.nextRunAt?.toISOString() ?? null,
    lastGeneratedAt: r.lastGeneratedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function timeZoneOf(ctx: TenantCtx) {
  return (await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { timeZone: true } }))
    .timeZone;
}

const nextRunFor = (schedule: ReportSchedule | null, isActive: boolean, timeZone: string) =>
  schedule && isActive ? nextRun(schedule, timeZone, new Date()) : null;

export async function findReportRow(ctx: TenantCtx, id: string): Promise<ReportRow> {
  const row = await ctx.db.report.findFirst({ where: { id, deletedAt: null } });
  if (!row) throw notFound("Report");
  return row;
}

export async function listReports(
  ctx: TenantCtx,
  q: { status?: "active" | "inactive"; limit: number; offset: number },
) {
  const rows = await ctx.db.report.findMany({
    where: { deletedAt: null, ...(q.status ? { isActive: q.status === "active" } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: q.limit,
    skip: q.offset,
  });
  return rows.map(reportDTO);
}

export async function createReport(ctx: TenantCtx, body: CreateReportBody) {
  await assertOwned(ctx.db, "socialAccount", body.socialAccountIds, "Social account");
  await assertOwned(ctx.db, "campaign", body.campaignId);
  const nextRunAt = nextRunFor(body.schedule as ReportSchedule | null, body.isActive, await timeZoneOf(ctx));
  const row = await ctx.db.report.create({
    data: { companyId: ctx.companyId, ...body, schedule: body.schedule ?? undefined, nextRunAt },
  });
  return reportDTO(row);
}

export async function updateReport(ctx: TenantCtx, id: string, body: UpdateReportBody) {
  const current = await findReportRow(ctx, id);
  await assertOwned(ctx.db, "socialAccount", body.socialAccountIds, "Social account");
  await assertOwned(ctx.db, "campaign", body.campaignId);
  const schedule = (body.schedule === undefined ? current.schedule : body.schedule) as ReportSchedule | null;
  const isActive = body.isActive ?? current.isActive;
  const nextRunAt = nextRunFor(schedule, isActive, await timeZoneOf(ctx));
  const { schedule: newSchedule, ...rest } = body;
  const row = await ctx.db.report.update({
    where: { id },
    data: { ...rest, ...(newSchedule === undefined ? {} : { schedule: newSchedule ?? Prisma.DbNull }), nextRunAt },
  });
  return reportDTO(row);
}

export async function deleteReport(ctx: TenantCtx, id: string) {
  await findReportRow(ctx, id);
  await ctx.db.report.update({ where: { id }, data: { deletedAt: new Date(), isActive: false, nextRunAt: null } });
  return { success: true as const, id };
}
