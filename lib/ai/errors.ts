import { ApiError } from "@/lib/api/errors";
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

export function limitReached(action: AiAction, limit: number, used: number, message?: string) {
  return new ApiError(403, "LIMIT_REACHED", {
    message:
      message ??
      (limit === 0
        ? `Your plan does not include ${action}`
        : `Your plan allows ${limit} ${action} this billing period and ${used} are used`),
    fields: { action, limit, used },
  });
}
