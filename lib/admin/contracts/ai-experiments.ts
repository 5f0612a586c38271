import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { DateRangeQuery } from "@/lib/usage/contracts";
import { aiTask, modelSettings } from "./ai-models";
import { superAdmin, text } from "./shared";

const ai = { ...superAdmin, tag: "Admin: AI" } as const;

const Variant = z.object({
  name: text(100).min(1, "is required"),
  weight: z.number().min(0, "must be at least 0").max(1_000_000, "must be at most 1000000"),
  ...modelSettings,
  maxTokens: modelSettings.maxTokens.default(1024),
  temperature: modelSettings.temperature.default(0.7),
  inputCostPer1M: modelSettings.inputCostPer1M.default(0),
  outputCostPer1M: modelSettings.outputCostPer1M.default(0),
});

const variants = z
  .array(Variant)
  .min(2, "must have at least 2 variants")
  .max(10, "must have at most 10 variants")
  .refine((vs) => new Set(vs.map((v) => v.name)).size === vs.length, "variant names must be unique")
  .refine((vs) => vs.some((v) => v.weight > 0), "at least one variant needs a weight above 0");

const abTestFields = {
  name: text(200).min(1, "is required"),
  task: aiTask,
  description: text(2000),
  isActive: z.boolean(),
  variants,
  targetCompanyIds: z.array(uuid).max(1000, "must have at most 1000 entries"),
  targetUserIds: z.array(uuid).max(1000, "must have at most 1000 entries"),
};

export const AbTestBody = z.object({
  ...abTestFields,
  description: abTestFields.description.default(""),
  isActive: abTestFields.isActive.default(false),
  targetCompanyIds: abTestFields.targetCompanyIds.default([]),
  targetUserIds: abTestFields.targetUserIds.default([]),
});
export const AbTestPatch = z.object(abTestFields).partial();

export const AbTestDTO = z.object({
  id: z.uuid(),
  name: z.string(),
  task: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  variants: z.array(Variant.extend({ provider: z.string() })),
  targetCompanyIds: z.array(z.string()),
  targetUserIds: z.array(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const listAbTests = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ab-tests",
  summary: "A/B tests of AI models",
  response: z.array(AbTestDTO),
});

export const createAbTest = contract({
  ...ai,
  method: "POST",
  path: "/api/admin/ab-tests",
  summary: "Create an A/B test",
  description:
    "While active, calls of its task from targeted callers (empty target lists: everyone) use a variant picked by weight, the same variant for a user every time. A company override still comes first.",
  body: AbTestBody,
  status: 201,
  response: AbTestDTO,
  audit: "admin.ab_test.create",
});

export const updateAbTest = contract({
  ...ai,
  method: "PUT",
  path: "/api/admin/ab-tests/:id",
  summary: "Update an A/B test (partial)",
  params: idParams,
  body: AbTestPatch,
  response: AbTestDTO,
  audit: "admin.ab_test.update",
  errors: [403, 404, 429],
});

export const deleteAbTest = contract({
  ...ai,
  method: "DELETE",
  path: "/api/admin/ab-tests/:id",
  summary: "Delete an A/B test (its logged calls stay)",
  params: idParams,
  response: z.object({ success: z.boolean() }),
  audit: "admin.ab_test.delete",
  errors: [403, 404, 429],
});

export const getAbTestResults = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ab-tests/:id/results",
  summary: "Calls, average latency and cost per variant",
  params: idParams,
  response: z.object({
    test: AbTestDTO,
    results: z.array(
      z.object({
        variant: z.string(),
        count: z.number(),
        successRate: z.number().describe("0-1"),
        avgLatency: z.number().describe("milliseconds"),
        avgCost: z.number().describe("cents"),
        totalCost: z.number().describe("cents"),
      }),
    ),
  }),
  errors: [403, 404, 429],
});

export const getAiAnalyticsSummary = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ai-analytics/summary",
  summary: "Every company's AI calls and spend",
  description: "Optional startDate and endDate (inclusive). Successful calls; image_generation apart from text.",
  query: DateRangeQuery,
  response: z.object({
    textGeneration: z.object({ calls: z.number(), costCents: z.number(), tokens: z.number() }),
    imageGeneration: z.object({ calls: z.number(), costCents: z.number() }),
    totalCostCents: z.number(),
    daily: z
      .array(z.object({ date: z.string(), calls: z.number(), costCents: z.number(), tokens: z.number() }))
      .describe("Per UTC day, for charts"),
  }),
});

export const getAiAnalyticsByDimension = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ai-analytics/by-dimension",
  summary: "AI calls grouped by model, provider or task",
  query: z
    .object({
      dimension: z.enum(["model", "provider", "task"]),
      startDate: DateRangeQuery.shape.startDate,
      endDate: DateRangeQuery.shape.endDate,
    })
    .refine((q) => !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate), {
      path: ["endDate"],
      message: "must not be before startDate",
      when: fieldsParsed("startDate", "endDate"),
    }),
  response: z.array(
    z.object({ key: z.string(), count: z.number(), costCents: z.number(), tokens: z.number(), avgLatency: z.number() }),
  ),
});

export const UsageLogDTO = z.object({
  id: z.uuid(),
  userId: z.string().nullable(),
  actionType: z.string(),
  task: z.string(),
  provider: z.string(),
  model: z.string(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  totalTokens: z.number(),
  costCents: z.number(),
  latencyMs: z.number(),
  success: z.boolean(),
  cached: z.boolean(),
  abTestId: z.string().nullable(),
  variant: z.string().nullable(),
  createdAt: timestamp,
});

export const getCompanyAiAnalytics = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ai-analytics/company/:companyId",
  summary: "One company's AI calls and its 50 latest",
  params: z.object({ companyId: uuid }),
  response: z.object({
    stats: z.object({ calls: z.number(), costCents: z.number(), tokens: z.number() }),
    recentLogs: z.array(UsageLogDTO),
  }),
  errors: [403, 404, 429],
});
