import { eventType } from "inngest";
import { z } from "zod";

/**
 * Typed events. Send them with `enqueue(tx, ...)` (lib/jobs/enqueue.ts, inside the transaction that
 * makes the change) or `sendEvent(...)` from inngest/outbox; trigger functions with `triggers: [someEvent]`.
 *
 * An event about one company's data is a `tenantEvent`: it carries `companyId`, and the function
 * rebuilds its services' context from it (`companyCtx(event)`) and uses it as its concurrency key
 * (`concurrency: perCompany()`, both in inngest/tenant.ts). Define events here, next to each other.
 */
export function tenantEvent<TName extends string, TShape extends z.ZodRawShape>(name: TName, shape: TShape) {
  const schema = z.object({ companyId: z.uuid(), ...shape });
  // Inngest refuses schemas with transforms; TypeScript cannot check that for a generic shape, so
  // the check is ours: keep transforms out of event shapes.
  return eventType<TName, typeof schema>(name, { schema: schema as never });
}

/** An asset's bytes are stored and it is READY: its thumbnail is made in the background (inngest/functions/media). */
export const mediaAssetStored = tenantEvent("media/asset.stored", { assetId: z.uuid() });

/** An occurrence is due (its outbox row's dueAt is its time): published by inngest/functions/scheduling. */
export const occurrenceDue = tenantEvent("scheduling/occurrence.due", { occurrenceId: z.uuid() });

/** A report's file is asked for (POST /api/reports/:id/generate, or its schedule): made in the background (inngest/functions/reports). */
export const reportJobRequested = tenantEvent("reports/job.requested", { jobId: z.uuid() });

/**
 * A network's inbound webhook delivery, its signature checked (app/api/webhooks): the accounts it
 * names are found and its items stored in the background (inngest/functions/inbox). Not a tenant
 * event: one delivery may concern accounts of several companies.
 */
export const webhookDeliveryReceived = eventType("inbox/webhook.received", {
  schema: z.object({ network: z.enum(["x", "meta", "youtube"]), body: z.string() }),
});

/** A team chat message is due to one connection (its ChatDelivery row): sent by inngest/functions/teamchat, again at its retry time. */
export const chatDeliveryDue = tenantEvent("teamchat/delivery.due", { deliveryId: z.uuid() });

/** A blog post is due to one destination, to publish or to take back (its BlogDelivery row): sent by inngest/functions/blog, again at its retry time. */
export const blogDeliveryDue = tenantEvent("blog/delivery.due", { deliveryId: z.uuid() });

/**
 * A deleted blog post is to be taken down at one destination (lib/blog-publishing/takedown.ts). The
 * post and its delivery are gone, so the event carries what the take-down needs: the delivery's id
 * (the webhook's Idempotency-Key), the remote post and what names the post; `attempt` counts tries.
 */
export const blogTakedownDue = tenantEvent("blog/takedown.due", {
  deliveryId: z.uuid(),
  destinationId: z.uuid(),
  remoteId: z.string(),
  url: z.string().nullable(),
  post: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), publishedAt: z.string().nullable() }),
  attempt: z.number().int().min(1),
});

/** A blog post's scheduled publish is due; stale when the post's scheduledAt no longer equals `scheduledAt`. */
export const blogPostPublishDue = tenantEvent("blog/post.publish-due", { postId: z.uuid(), scheduledAt: z.string() });
