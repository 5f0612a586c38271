import { z } from "zod";
import { contract } from "@/lib/api/contract";

export const healthCheck = contract({
  method: "GET",
  path: "/api/health",
  tag: "System",
  summary: "Database and background-runner status",
  access: "public",
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable(), error: z.string().optional() }),
    backgroundRunner: z.object({
      mode: z.enum(["inngest", "in-process"]),
      running: z.boolean(),
      lastTickAt: z.string().nullable(),
      pendingOutbox: z.number().int().nullable(),
    }),
    time: z.string(),
  }),
});
