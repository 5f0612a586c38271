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

export const getOpenApiDocument = contract({
  method: "GET",
  path: "/api/openapi.json",
  tag: "System",
  summary: "This API described as an OpenAPI 3.1 document",
  description:
    "Built from the same contracts that validate every request, so it cannot drift from the routes. Rendered for people at /docs/api.",
  access: "public",
  response: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
});
