import type { z } from "zod";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { adminDb, type AdminDb, type TenantDb } from "@/lib/db";
import { AI_ADAPTERS, AI_PROVIDERS, type AiAdapter } from "@/lib/ai/catalog";
import { clearAnswerCache } from "@/lib/ai/cache";
import type { GatewayAdapterPatch } from "./contracts/ai-models";
import { adapterKeyContext, gatewayEndpoint } from "./ai-settings";
import { globalWrite } from "./global-write";
import { serviceCredentials } from "./integration-config";
import { nextSecret, openSecret } from "./stored-secret";

type AdapterRow = Awaited<ReturnType<AdminDb["aiGatewayAdapter"]["findMany"]>>[number];

/** Whether an adapter can call a model: direct with any provider's key or URL, gateway with its URL. */
async function isConfigured(row: AdapterRow): Promise<boolean> {
  if (row.id === "gateway") return Boolean(gatewayEndpoint({ baseUrl: row.baseUrl, apiKey: null }).baseUrl);
  const providers = await Promise.all(AI_PROVIDERS.map((p) => serviceCredentials(p)));
  return providers.some((c) => Boolean(c.apiKey || c.apiUrl));
}

async function statusFrom(db: AdminDb) {
  const rows = await db.aiGatewayAdapter.findMany();
  const active = rows.find((r) => r.isActive);
  return {
    activeAdapter: (active?.id ?? "direct") as AiAdapter,
    availableAdapters: [...AI_ADAPTERS],
    status: (active && (await isConfigured(active)) ? "ready" : "not_configured") as "ready" | "not_configured",
  };
}

export const gatewayStatus = () => statusFrom(adminDb());

async function activate(db: AdminDb, row: AdapterRow) {
  if (!(await isConfigured(row))) {
    throw new ApiError(400, "Validation failed", {
      details: {
        adapter:
          row.id === "gateway"
            ? "is not configured: set AI_GATEWAY_URL or the gateway's baseUrl first"
            : "is not configured: set OPENAI_API_KEY or ANTHROPIC_API_KEY first",
      },
    });
  }
  await db.aiGatewayAdapter.updateMany({ where: { id: { not: row.id } }, data: { isActive: false } });
  await db.aiGatewayAdapter.update({ where: { id: row.id }, data: { isActive: true } });
}

export async function switchGateway(ctx: { db: TenantDb }, adapter: string) {
  return globalWrite(ctx, async (db) => {
    const row = await db.aiGatewayAdapter.findUnique({ where: { id: adapter } });
    if (!row) throw badRequest({ adapter: `must be one of: ${AI_ADAPTERS.join(", ")}` });
    await activate(db, row);
    return statusFrom(db);
  });
}

export function clearGatewayCache() {
  const entriesCleared = clearAnswerCache();
  return { success: true, message: `AI answer cache cleared (${entriesCleared} entries)`, entriesCleared };
}

const adapterDTO = (row: AdapterRow) => ({
  id: row.id,
  name: row.name,
  isActive: row.isActive,
  baseUrl: row.baseUrl,
  hasKey: Boolean(openSecret(row.apiKey, adapterKeyContext(row.id))),
});

export async function listGatewayAdapters() {
  return (await adminDb().aiGatewayAdapter.findMany({ orderBy: { id: "asc" } })).map(adapterDTO);
}

export async function updateGatewayAdapter(
  ctx: { db: TenantDb },
  id: string,
  body: z.output<typeof GatewayAdapterPatch>,
) {
  return globalWrite(ctx, async (db) => {
    const stored = await db.aiGatewayAdapter.findUnique({ where: { id } });
    if (!stored) throw notFound("AI adapter");
    const row = await db.aiGatewayAdapter.update({
      where: { id },
      data: {
        ...(body.baseUrl !== undefined ? { baseUrl: body.baseUrl } : {}),
        apiKey: nextSecret(body.apiKey, stored.apiKey, adapterKeyContext(id)),
      },
    });
    if (body.isActive === true && !row.isActive) await activate(db, row);
    if (body.isActive === false && row.isActive) {
      // Turning the active adapter off falls back to direct, so there is always one.
      await db.aiGatewayAdapter.updateMany({ data: { isActive: false } });
      await db.aiGatewayAdapter.update({ where: { id: "direct" }, data: { isActive: true } });
    }
    return adapterDTO(await db.aiGatewayAdapter.findUniqueOrThrow({ where: { id } }));
  });
}
