import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { queryInt, timestamp } from "@/lib/api/schemas";
import { AI_ACTIONS } from "@/lib/ai/catalog";

/** AI usage and limits of the caller's company (decisions.md "AI"), read from the model-call log. */
const usage = { tag: "Usage", access: "user" } as const;

const action = z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(AI_ACTIONS));
const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "must be an ISO date (2026-11-01) or date-time",
});

/** startDate and endDate (inclusive: a date means the whole day, UTC). */
export const DateRangeQuery = z
  .object({ startDate: day.optional(), endDate: day.optional() })
  .refine((q) => !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate), {
    path: ["endDate"],
    message: "must not be before startDate",
    when: fieldsParsed("startDate", "endDate"),
  });

const allowance = z.object({
  used: z.number(),
  limit: z.number().describe("-1: unlimited"),
  remaining: z.number().describe("-1: unlimited"),
});

export const getEntitlements = contract({
  ...usage,
  method: "GET",
  path: "/api/entitlements",
  summary: "AI usage counts and limits of the current billing period",
  description:
    "Per action type: credits used in the billing period (the calendar month, UTC), the plan's limit and what remains (-1 unlimited). CHAT_MESSAGE's limit is per chat session.",
  response: z.object({
    aiGeneration: z.boolean().describe("The plan's ai_generation entitlement: false stops every AI call"),
    periodStart: timestamp,
    periodEnd: timestamp,
    usage: z.record(z.enum(AI_ACTIONS), allowance.extend({ feature: z.string().nullable() })),
  }),
});

export const checkEntitlement = contract({
  ...usage,
  method: "GET",
  path: "/api/entitlements/check/:action",
  summary: "Whether one more call of an action is allowed",
  params: z.object({ action }),
  response: allowance.extend({ allowed: z.boolean() }),
});

const UsageA = z.object({
  websiteAnalysis: allowance.pick({ used: true, limit: true }),
  fieldAnalysis: allowance.pick({ used: true, limit: true }),
  oneShotRefinement: allowance.pick({ used: true, limit: true }),
  chatSessions: allowance.pick({ used: true, limit: true }),
  messagesPerSession: z.object({ limit: z.number() }),
});
const UsageB = z.object({
  summary: z.object({
    totalTokens: z.number(),
    totalCost: z.number().describe("US dollars"),
    actionsCount: z.number(),
  }),
  byAction: z.record(z.string(), z.object({ count: z.number(), tokens: z.number() })),
});

export const getUsage = contract({
  ...usage,
  method: "GET",
  path: "/api/usage",
  summary: "AI usage: the period's counters, or totals over a date range",
  description:
    "With no query: {websiteAnalysis, fieldAnalysis, oneShotRefinement, chatSessions {used, limit}, messagesPerSession {limit}} for the billing period. With startDate and/or endDate: {summary {totalTokens, totalCost (USD), actionsCount}, byAction {ACTION: {count, tokens}}} of the successful calls in the range.",
  query: DateRangeQuery,
  response: z.union([UsageA, UsageB]),
});

const HistoryItemA = z.object({
  id: z.uuid(),
  actionType: z.string(),
  task: z.string(),
  model: z.string(),
  totalTokens: z.number(),
  totalCostCents: z.number(),
  success: z.boolean(),
  createdAt: timestamp,
});
const HistoryItemB = z.object({
  id: z.uuid(),
  action: z.string(),
  model: z.string(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  cost: z.number().describe("US dollars"),
  createdAt: timestamp,
});

export const getUsageHistory = contract({
  ...usage,
  method: "GET",
  path: "/api/usage/history",
  summary: "Logged AI calls, newest first",
  description:
    "page (default 1), limit (1-100, default 20) and actionType answer {items, total, page, limit, totalPages}; offset (with limit) answers an array of {id, action, model, inputTokens, outputTokens, cost (USD), createdAt}.",
  query: z.object({
    page: z.coerce.number().int().min(1).optional(),
    limit: queryInt(1, 100, 20),
    offset: z.coerce.number().int().min(0).optional(),
    actionType: action.optional(),
  }),
  response: z.union([
    z.object({
      items: z.array(HistoryItemA),
      total: z.number(),
      page: z.number(),
      limit: z.number(),
      totalPages: z.number(),
    }),
    z.array(HistoryItemB),
  ]),
});

export const exportUsage = contract({
  ...usage,
  method: "GET",
  path: "/api/usage/export",
  summary: "AI calls as CSV",
  description:
    "Columns Date, Action, Model, InputTokens, OutputTokens, Cost (USD), oldest first, streamed. Optional startDate and endDate.",
  query: z.object({ format: z.enum(["csv"]).optional() }).and(DateRangeQuery),
  produces: "text/csv",
});

export const getCompanyUsage = contract({
  ...usage,
  roles: ["owner", "admin"],
  method: "GET",
  path: "/api/usage/company",
  summary: "AI usage per member in the billing period (admins)",
  response: z.object({
    totalSpendCents: z.number(),
    userBreakdown: z.array(
      z.object({
        userId: z.string().nullable(),
        userName: z.string().nullable(),
        userEmail: z.string().nullable(),
        websiteAnalysis: z.number(),
        fieldAnalysis: z.number(),
        oneShotRefinement: z.number(),
        chatSessions: z.number(),
        totalCostCents: z.number(),
      }),
    ),
  }),
  errors: [403],
});

export const getUsageLimits = contract({
  ...usage,
  method: "GET",
  path: "/api/usage/limits",
  summary: "The plan's AI post and website-analysis limits",
  response: z.object({
    aiPosts: allowance.extend({ percentUsed: z.number().describe("0-100; 0 when unlimited") }),
    websiteAnalysis: allowance,
  }),
});
