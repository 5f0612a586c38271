import { badRequest } from "@/lib/api/errors";
import { readBodyText } from "@/lib/api/body";
import { jsonProblem } from "@/lib/api/storable";
import { adminDb } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueue } from "@/lib/jobs/enqueue";
import { webhookDeliveryReceived } from "@/lib/jobs/events";
import { wakeRunnersAt } from "@/lib/jobs/runners";
import type { WebhookNetwork } from "./types";

/**
 * The shared intake of every inbound notification endpoint: read the raw body (capped), check the
 * network's signature (401, nothing kept), check its form (400), then keep it as an outbox row for
 * the background function that stores its items, and answer at once. Networks retry what is not
 * answered 2xx quickly, so no network call or item parsing happens here; a repeated delivery is
 * stored once because items are unique per (account, network item id).
 */
export async function acceptDelivery(req: Request, network: WebhookNetwork): Promise<{ received: true }> {
  const raw = await readBodyText(req, env.bodyLimitBytes);
  await network.verify(raw, req.headers);
  network.assertWellFormed(raw);
  const problem = jsonProblem(raw, "body");
  if (problem) throw badRequest({ body: problem.message });
  await enqueue(adminDb(), { event: webhookDeliveryReceived, data: { network: network.name, body: raw } });
  wakeRunnersAt(new Date());
  return { received: true };
}
