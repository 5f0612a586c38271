import { randomInt, randomUUID } from "node:crypto";
import { adminDb } from "@/lib/db";
import { api } from "./app";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function devToken(email: string): Promise<string> {
  // Each sign-in from its own address: dev-login is rate-limited per IP, and test files sign up many users.
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const res = await api.post("/api/auth/dev-login", { body: { email }, headers: { "x-forwarded-for": ip } });
  if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

export interface TestUser {
  token: string;
  email: string;
  userId: string;
  companyId: string;
}

/**
 * Signs in with the development sign-in and onboards a new company; the caller is its owner. The
 * company starts without the trial (on the free allowances) unless `trial` is set, so tests of
 * limits are not on the trial's package by accident.
 */
export async function signUp(
  opts: { email?: string; companyName?: string; timeZone?: string; trial?: boolean } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const token = await devToken(email);
  const res = await api.post("/api/auth/onboarding", {
    token,
    body: {
      companyName: opts.companyName ?? `Company ${email}`,
      firstName: "Test",
      lastName: "User",
      timeZone: opts.timeZone,
    },
  });
  if (res.status !== 201) throw new Error(`onboarding failed: ${res.status} ${res.text}`);
  if (!opts.trial)
    await adminDb().company.updateMany({ where: { id: res.body.company.id }, data: { trialEndsAt: null } });
  return { token: res.body.token, email, userId: res.body.user.id, companyId: res.body.company.id };
}
