import { adminDb, type TenantDb } from "@/lib/db";
import { configCache } from "./config-cache";
import { globalWrite } from "./global-write";

/** The system settings row ("default") as the app uses it: budgets as numbers of dollars. */
export interface SystemSettingsValues {
  appName: string;
  appUrl: string;
  supportEmail: string;
  alertEmail: string;
  allowSignups: boolean;
  requireEmailVerification: boolean;
  defaultTrialDays: number;
  maxTeamMembersDefault: number;
  maxSocialAccountsDefault: number;
}

export type SystemSettingsUpdate = Partial<
  SystemSettingsValues & { dailyAIBudgetUSD: number; monthlyAIBudgetUSD: number }
>;

const ID = "default";

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof adminDb>["systemSettings"]["findUnique"]>>>;

/** Decimals leave as decimal strings with two places ("50.00"), as the reference says. */
export function systemSettingsDTO(row: Row) {
  return {
    ...row,
    dailyAIBudgetUSD: row.dailyAIBudgetUSD.toFixed(2),
    monthlyAIBudgetUSD: row.monthlyAIBudgetUSD.toFixed(2),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadRow(): Promise<Row> {
  // The migration creates the row; upsert keeps a database restored without it working.
  return adminDb().systemSettings.upsert({ where: { id: ID }, create: { id: ID }, update: {} });
}

const cache = configCache(loadRow);

/** Cached: read by onboarding and every limit; a change applies everywhere once it commits. */
export async function systemSettings(): Promise<SystemSettingsValues> {
  return cache.get();
}

/** The platform's daily and monthly AI budgets, in US dollars (lib/ai stops calls once either is spent). */
export async function aiBudgetsUSD(): Promise<{ daily: number; monthly: number }> {
  const row = await cache.get();
  return { daily: Number(row.dailyAIBudgetUSD), monthly: Number(row.monthlyAIBudgetUSD) };
}

export async function getSystemSettings() {
  return systemSettingsDTO(await loadRow());
}

export async function updateSystemSettings(ctx: { db: TenantDb }, body: SystemSettingsUpdate) {
  return globalWrite(ctx, async (db) =>
    systemSettingsDTO(await db.systemSettings.upsert({ where: { id: ID }, create: { id: ID, ...body }, update: body })),
  );
}

/** The reference's separate, minimal admin settings: the same defaultTrialDays, one source of truth. */
export async function getAdminSettings() {
  const row = await loadRow();
  return { id: row.id, defaultTrialDays: row.defaultTrialDays };
}

export async function updateAdminSettings(ctx: { db: TenantDb }, body: { defaultTrialDays?: number }) {
  const row = await updateSystemSettings(ctx, body);
  return { id: row.id, defaultTrialDays: row.defaultTrialDays };
}
