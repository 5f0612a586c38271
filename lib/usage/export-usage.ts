import type { TenantCtx } from "@/lib/db";
import { createdAtFilter, type DateRange } from "./history";

const BATCH = 500;
const HEADER = "Date,Action,Model,InputTokens,OutputTokens,Cost\r\n";

const cell = (v: string) => (/[",\r\n]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The company's AI calls in the range as CSV, oldest first, read and sent in batches. */
export function exportUsage(ctx: TenantCtx, range: DateRange): Response {
  const encoder = new TextEncoder();
  const createdAt = createdAtFilter(range);
  let after: { createdAt: Date; id: string } | null = null;
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(HEADER));
        return;
      }
      const rows = await ctx.db.aiUsageLog.findMany({
        where: {
          createdAt,
          ...(after
            ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
            : {}),
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: BATCH,
        select: {
          id: true,
          createdAt: true,
          actionType: true,
          model: true,
          inputTokens: true,
          outputTokens: true,
          costCents: true,
        },
      });
      if (rows.length) {
        const text = rows
          .map(
            (r) =>
              [
                r.createdAt.toISOString(),
                r.actionType,
                cell(r.model),
                r.inputTokens,
                r.outputTokens,
                (r.costCents / 100).toFixed(6),
              ].join(",") + "\r\n",
          )
          .join("");
        controller.enqueue(encoder.encode(text));
        after = rows[rows.length - 1];
      }
      if (rows.length < BATCH) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="ai-usage.csv"',
    },
  });
}
