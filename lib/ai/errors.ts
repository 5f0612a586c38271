import { ApiError } from "@/lib/api/errors";
import { limitReached as planLimitReached } from "@/lib/entitlements/limit-reached";
import type { AiAction } from "./catalog";

/** The AI refusals of decisions.md "AI"; none of them consumes a credit. */
export const aiNotConfigured = (message: string) => new ApiError(503, "AI_NOT_CONFIGURED", { message });

export const aiBadOutput = () =>
  new ApiError(502, "AI_BAD_OUTPUT", {
    message: "The AI model answered twice with output that does not fit what was asked; try again",
  });

export const aiProviderError = (detail: string) =>
  new ApiError(502, "AI_PROVIDER_ERROR", { message: `The AI provider failed: ${detail}` });

export const aiBudgetExceeded = (period: "daily" | "monthly") =>
  new ApiError(503, "AI_BUDGET_EXCEEDED", {
    message: `The platform's ${period} AI budget is spent; AI features are paused until it resets or is raised`,
  });

/** The plan's AI limit: the one LIMIT_REACHED refusal of every plan limit (lib/entitlements), with how to upgrade. */
export function limitReached(action: AiAction, limit: number, used: number, message?: string) {
  const inPeriod =
    limit === 0 ? undefined : `Your plan allows ${limit} ${action} this billing period and ${used} are used`;
  return planLimitReached({ action, what: action, limit, used, message: message ?? inPeriod });
}
