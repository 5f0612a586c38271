import type { TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import { isProviderError, type ProviderError } from "@/lib/integrations/http";
import { reconcilePublish, type PublishedPost } from "@/lib/integrations/social";
import { logger } from "@/lib/logger";
import { withAccount, type SocialAccountRow } from "../account-session";
import { reconnectReason } from "../account-health";
import { loadMedia } from "./media";
import { loadVideo } from "./video";
import type { OccurrenceRow } from "./occurrence-dto";
import { syncPostStatus } from "./post-status";
import { accountById, claimAttempt, markPublished } from "./rows";

/**
 * Moves an occurrence into PUBLISHING for one attempt, if it is still waiting (SCHEDULED or FAILED):
 * counts the attempt and notes its start (reconciling an unknown outcome looks from there). One
 * conditional update returning the claimed row, so of two runners only one gets the attempt. Null
 * when someone else has it.
 */
export function startAttempt(ctx: TenantCtx, occurrenceId: string, now = new Date()): Promise<OccurrenceRow | null> {
  return claimAttempt(ctx, occurrenceId, now);
}

type Failure = { kind: ProviderError["kind"] | "internal"; message: string; retryAfterSeconds?: number };

/** How stale the account's lastSyncedAt (its last contact with the network) may get: a burst of posts writes it once. */
const SYNC_NOTE_EVERY_MS = 60_000;

async function published(
  ctx: TenantCtx,
  occurrence: OccurrenceRow,
  post: { id: string; url: string | null },
  account: SocialAccountRow,
) {
  const now = new Date();
  const row = await markPublished(ctx, occurrence.id, post, now);
  if (!account.lastSyncedAt || now.getTime() - account.lastSyncedAt.getTime() >= SYNC_NOTE_EVERY_MS) {
    await ctx.db.socialAccount.updateMany({
      where: {
        id: account.id,
        OR: [{ lastSyncedAt: null }, { lastSyncedAt: { lt: new Date(now.getTime() - SYNC_NOTE_EVERY_MS) } }],
      },
      data: { lastSyncedAt: now },
    });
  }
  return row;
}

/** A failure without effect waits 15 s after the first attempt, then twice as long each time (at most 5 minutes). */
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 5 * 60_000;
/** An outcome the network could not be asked about yet is asked again this soon. */
export const RECONCILE_AGAIN_MS = 30_000;

const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** How long before the next try a failure asks for; null: no automatic retry. */
function waitFor(failure: Failure, attempts: number): number | null {
  if (failure.kind === "rate_limited") return (failure.retryAfterSeconds ?? 60) * 1000;
  if (failure.kind === "transient") return backoffMs(attempts);
  return null;
}

async function failed(
  ctx: TenantCtx,
  occurrence: OccurrenceRow,
  failure: Failure,
  status: "FAILED" | "UNKNOWN" = "FAILED",
  waitMs = waitFor(failure, occurrence.attempts),
) {
  return ctx.db.postOccurrence.update({
    where: { id: occurrence.id },
    data: {
      status,
      lastError: failure.message,
      lastErrorKind: failure.kind,
      nextAttemptAt: waitMs === null ? null : new Date(Date.now() + waitMs),
    },
  });
}

/** What a failed attempt says, in plain words, from the network's classified error. */
function failureOf(err: unknown, platform: string): Failure {
  const label = platformLabel(platform);
  if (!isProviderError(err))
    return {
      kind: "internal",
      message: `Something went wrong on our side while publishing to ${label}; nothing was sent.`,
    };
  switch (err.kind) {
    case "needs_reconnect":
      return { kind: err.kind, message: reconnectReason(platform, err) };
    case "bad_request":
      return { kind: err.kind, message: `${label} refused the post: ${err.message}` };
    case "rate_limited":
      return {
        kind: err.kind,
        message: `${label}'s posting limit was reached; it can go out in ${Math.ceil(err.retryAfterSeconds ?? 60)} s.`,
        retryAfterSeconds: err.retryAfterSeconds,
      };
    case "transient":
      return { kind: err.kind, message: `${label} could not be reached (${err.message}); nothing was published.` };
    case "outcome_unknown":
      return {
        kind: err.kind,
        message: `${label} did not answer, so it may or may not have published the post; checking with ${label} before anything else.`,
      };
  }
}

export interface DeliveryResult {
  occurrence: OccurrenceRow;
  /** Set when the attempt did not publish. */
  failure: Failure | null;
}

/**
 * Asks the network whether an occurrence whose outcome is unknown went out, before anything is
 * retried: found, it is PUBLISHED with the post the network has; not found, FAILED and retried
 * after the usual backoff (nothing went out); a network that cannot list posts (LinkedIn) leaves
 * it UNKNOWN for a person to decide. When the network cannot be asked right now, it stays UNKNOWN
 * and is asked again RECONCILE_AGAIN_MS later.
 */
export async function reconcileOccurrence(
  ctx: TenantCtx,
  occurrence: OccurrenceRow,
  account: SocialAccountRow,
): Promise<DeliveryResult> {
  const label = platformLabel(occurrence.platform);
  try {
    const startedAt = occurrence.attemptStartedAt ?? occurrence.updatedAt;
    const answer = await withAccount(ctx, account, (s) =>
      reconcilePublish(s.provider, s.account, { text: occurrence.content, startedAt }),
    );
    if (answer.state === "published")
      return { occurrence: await published(ctx, occurrence, answer.post, account), failure: null };
    if (answer.state === "not_published") {
      const failure: Failure = {
        kind: "outcome_unknown",
        message: `${label} did not answer, and it has not published the post: nothing went out, retry it.`,
      };
      return { occurrence: await failed(ctx, occurrence, failure, "FAILED", backoffMs(occurrence.attempts)), failure };
    }
    const failure: Failure = {
      kind: "outcome_unknown",
      message: `${label} did not answer and cannot tell us whether the post went out: check the profile on ${label}, then retry or cancel it.`,
    };
    return { occurrence: await failed(ctx, occurrence, failure, "UNKNOWN"), failure };
  } catch (err) {
    logger.warn({ err, occurrenceId: occurrence.id }, "reconciling an unknown publish failed; it stays UNKNOWN");
    const failure: Failure = {
      kind: "outcome_unknown",
      message: `${label} did not answer, and could not be asked yet whether the post went out; we will ask again before any retry.`,
    };
    return { occurrence: await failed(ctx, occurrence, failure, "UNKNOWN", RECONCILE_AGAIN_MS), failure };
  }
}

/**
 * One attempt to publish an occurrence the caller moved to PUBLISHING (`startAttempt`, or created so).
 * The delivery's idempotency key goes with it, so a network that takes one never applies it twice.
 * The outcome is recorded on the occurrence (and its post's status follows): PUBLISHED with the
 * network's id and URL, FAILED with lastError in plain words (and nextAttemptAt when waiting helps),
 * or, when the network may have taken it without answering, reconciled at once (see above).
 */
export async function deliverOccurrence(ctx: TenantCtx, occurrence: OccurrenceRow): Promise<DeliveryResult> {
  const account = occurrence.socialAccountId ? await accountById(ctx, occurrence.socialAccountId) : null;
  let result: DeliveryResult;
  if (!account || account.status !== "connected") {
    const label = platformLabel(occurrence.platform);
    const failure: Failure = {
      kind: "needs_reconnect",
      message:
        account?.statusReason ??
        `No connected ${label} account to publish to: connect one in Settings → Connected accounts, then retry.`,
    };
    result = { occurrence: await failed(ctx, occurrence, failure), failure };
  } else {
    let post: PublishedPost | null = null;
    let error: unknown = null;
    try {
      const media = await loadMedia(ctx, occurrence.mediaAssetIds);
      post = await withAccount(ctx, account, async (s) =>
        s.publish({
          text: occurrence.content,
          media,
          video: occurrence.videoUrl
            ? await loadVideo(occurrence.videoUrl, await s.limits(), occurrence.platform)
            : undefined,
          idempotencyKey: occurrence.idempotencyKey,
          keyTime: occurrence.createdAt,
        }),
      );
    } catch (err) {
      error = err;
      if (!isProviderError(err)) logger.error({ err, occurrenceId: occurrence.id }, "publishing failed on our side");
    }
    if (post) result = { occurrence: await published(ctx, occurrence, post, account), failure: null };
    else if (isProviderError(error, "outcome_unknown")) {
      await failed(ctx, occurrence, failureOf(error, occurrence.platform), "UNKNOWN");
      result = await reconcileOccurrence(ctx, occurrence, account);
    } else {
      const failure = failureOf(error, occurrence.platform);
      result = { occurrence: await failed(ctx, occurrence, failure), failure };
    }
  }
  await syncPostStatus(ctx, occurrence.sourcePostId);
  return result;
}
