import type { z } from "zod";
import { badRequest, notFound } from "@/lib/api/errors";
import { adminDb, type AdminDb, type TenantDb } from "@/lib/db";
import type { AiConfigPatch, CompanyAiConfigBody } from "./contracts/ai-models";
import { companyKeyContext } from "./ai-settings";
import { globalWrite } from "./global-write";
import { maskSecret, nextSecret, openSecret } from "./stored-secret";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ConfigRow = Awaited<ReturnType<AdminDb["aiModelConfig"]["findMany"]>>[number];
type OverrideRow = Awaited<ReturnType<AdminDb["companyAiConfig"]["findMany"]>>[number];

const configDTO = (row: ConfigRow) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listAiConfigs() {
  return (await adminDb().aiModelConfig.findMany({ orderBy: { task: "asc" } })).map(configDTO);
}

export async function updateAiConfig(ctx: { db: TenantDb }, taskOrId: string, body: z.output<typeof AiConfigPatch>) {
  return globalWrite(ctx, async (db) => {
    const where = UUID.test(taskOrId) ? { id: taskOrId } : { task: taskOrId };
    const stored = await db.aiModelConfig.findUnique({ where });
    if (!stored) throw notFound("AI config");
    return configDTO(await db.aiModelConfig.update({ where: { id: stored.id }, data: body }));
  });
}

function overrideDTO(row: OverrideRow) {
  const { apiKey, updatedAt, ...rest } = row;
  return {
    ...rest,
    apiKey: maskSecret(openSecret(apiKey, companyKeyContext(row.companyId, row.task))),
    updatedAt: updatedAt.toISOString(),
  };
}

async function assertCompany(db: AdminDb, companyId: string) {
  if (!(await db.company.findUnique({ where: { id: companyId }, select: { id: true } }))) throw notFound("Company");
}

export async function listCompanyAiConfigs(companyId: string) {
  const db = adminDb();
  await assertCompany(db, companyId);
  return (await db.companyAiConfig.findMany({ where: { companyId }, orderBy: { task: "asc" } })).map(overrideDTO);
}

type OverrideBody = z.output<typeof CompanyAiConfigBody>;

/** Creates or replaces a company's override of one task; its own key is sealed to that company and task. */
export async function setCompanyAiConfig(ctx: { db: TenantDb }, companyId: string, task: string, body: OverrideBody) {
  return globalWrite(ctx, async (db) => {
    await assertCompany(db, companyId);
    const stored = await db.companyAiConfig.findUnique({ where: { companyId_task: { companyId, task } } });
    const apiKey = nextSecret(body.apiKey, stored?.apiKey ?? null, companyKeyContext(companyId, task));
    const useOwnKey = body.useOwnKey ?? stored?.useOwnKey ?? false;
    if (useOwnKey && !apiKey) throw badRequest({ apiKey: "is required when useOwnKey is true" });
    const data = { provider: body.provider, model: body.model, useOwnKey, apiKey };
    const row = await db.companyAiConfig.upsert({
      where: { companyId_task: { companyId, task } },
      create: { companyId, task, ...data },
      update: data,
    });
    return overrideDTO(row);
  });
}

export async function deleteCompanyAiConfig(ctx: { db: TenantDb }, companyId: string, task: string) {
  return globalWrite(ctx, async (db) => {
    await assertCompany(db, companyId);
    const { count } = await db.companyAiConfig.deleteMany({ where: { companyId, task } });
    if (!count) throw notFound("AI config override");
    return { success: true };
  });
}
