import type { TenantCtx } from "@/lib/db";
import type { AiAction } from "@/lib/ai/catalog";

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A query's range as a createdAt filter: a date-only endDate takes in its whole day (UTC). */
export function createdAtFilter(range: DateRange): { gte?: Date; lt?: Date; lte?: Date } {
  const filter: { gte?: Date; lt?: Date; lte?: Date } = {};
  if (range.startDate) filter.gte = new Date(range.startDate);
  if (range.endDate) {
    if (DATE_ONLY.test(range.endDate)) filter.lt = new Date(Date.parse(range.endDate) + DAY_MS);
    else filter.lte = new Date(range.endDate);
  }
  return filter;
}

/** Variant B of GET /api/usage: successful calls in the range, in total and per action. */
export async function usageInRange(ctx: TenantCtx, range: DateRange) {
  const rows = await ctx.db.aiUsageLog.groupBy({
    by: ["actionType"],
    _count: { _all: true },
    _sum: { totalTokens: true, costCents: true },
    where: { success: true, createdAt: createdAtFilter(range) },
  });
  const byAction = Object.fromEntries(
    rows.map((r) => [r.actionType, { count: r._count._all, tokens: r._sum.totalTokens ?? 0 }]),
  );
  const totalTokens = rows.reduce((n, r) => n + (r._sum.totalTokens ?? 0), 0);
  const totalCents = rows.reduce((n, r) => n + (r._sum.costCents ?? 0), 0);
  const actionsCount = rows.reduce((n, r) => n + r._count._all, 0);
  return { summary: { totalTokens, totalCost: totalCents / 100, actionsCount }, byAction };
}

export interface HistoryQuery {
  page?: number;
  limit: number;
  offset?: number;
  actionType?: AiAction;
}

/** Paged with page (variant A, `{items, total, page, limit, totalPages}`) or offset (variant B, an array). */
export async function usageHistory(ctx: TenantCtx, q: HistoryQuery) {
  const where = q.actionType ? { actionType: q.actionType } : {};
  const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  if (q.offset !== undefined) {
    const rows = await ctx.db.aiUsageLog.findMany({ where, orderBy, skip: q.offset, take: q.limit });
    return rows.map((r) => ({
      id: r.id,
      action: r.actionType,
      model: r.model,
      inputTokens: r.inputTokens,
      outputTokens: r.outputTokens,
      cost: r.costCents / 100,
      createdAt: r.createdAt,
    }));
  }
  const page = q.page ?? 1;
  const [total, rows] = await Promise.all([
    ctx.db.aiUsageLog.count({ where }),
    ctx.db.aiUsageLog.findMany({ where, orderBy, skip: (page - 1) * q.limit, take: q.limit }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actionType: r.actionType,
      task: r.task,
      model: r.model,
      totalTokens: r.totalTokens,
      totalCostCents: r.costCents,
      success: r.success,
      createdAt: r.createdAt,
    })),
    total,
    page,
    limit: q.limit,
    totalPages: Math.ceil(total / q.limit),
  };
}
