import { ApiError, badRequest } from "@/lib/api/errors";

/** decisions.md "Inbox": a missing or wrong signature answers 401 `{error}` and stores nothing. */
export const badSignature = (header: string) => new ApiError(401, `Missing or invalid ${header} signature`);

/** A network whose secret is not configured can verify nothing: every delivery is refused the same way. */
export const cannotVerify = (variable: string) =>
  new ApiError(401, `Deliveries cannot be verified: ${variable} is not set on the server`);

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest({ body: "is not JSON" });
  }
}
