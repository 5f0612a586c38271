import { expect, type APIRequestContext } from "@playwright/test";

export interface ApiUser {
  token: string;
  user: { id: string };
  company: { id: string };
}

/**
 * A new user with their own company, made through the API (dev-login, then onboarding) as a script
 * would. Each call signs in from its own made-up address: dev-login's rate limit counts per address,
 * and journeys running side by side would otherwise share one allowance.
 */
export async function apiUser(
  request: APIRequestContext,
  address: string,
  companyName: string,
  name: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Writer" },
): Promise<ApiUser> {
  const octet = () => Math.floor(Math.random() * 250);
  const login = await request.post("/api/auth/dev-login", {
    data: { email: address },
    headers: { "x-forwarded-for": `10.${octet()}.${octet()}.1` },
  });
  expect(login.status()).toBe(200);
  const onboarding = await request.post("/api/auth/onboarding", {
    data: { companyName, ...name },
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
  });
  expect(onboarding.status()).toBe(201);
  return (await onboarding.json()) as ApiUser;
}
