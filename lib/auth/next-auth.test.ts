import { afterEach, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import type { Account, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { adminDb } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { api } from "../../tests/helpers/app";
import { signUp, uniqueEmail } from "../../tests/helpers/users";
import { authOptions, oauthProviders } from "./next-auth";

const OAUTH_ENV = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_AUTH_URL",
  "GITHUB_CLIENT_ID",
  "GITHUB_CLIENT_SECRET",
  "GITHUB_TOKEN_URL",
];
const saved = { ...process.env };
afterEach(() => {
  for (const k of [...OAUTH_ENV, "AUTH_DEV_LOGIN"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

type Provider = ReturnType<typeof authOptions>["providers"][number];
/** next-auth keeps a user-chosen id (our "dev") in options until it merges them at request time. */
const providerId = (p: Provider) => (p as unknown as { options?: { id?: string } }).options?.id ?? p.id;

type Authorize = (credentials: Record<string, string> | undefined) => Promise<User | null>;

function devAuthorize(): Authorize {
  const dev = authOptions().providers.find((p) => providerId(p) === "dev") as unknown as
    { options: { authorize: Authorize } } | undefined;
  if (!dev) throw new Error("no dev provider");
  return dev.options.authorize;
}

async function signInJwt(user: User, account: Partial<Account>): Promise<JWT> {
  const jwt = authOptions().callbacks!.jwt!;
  return jwt({ token: { email: user.email }, user, account: account as Account, trigger: "signIn" } as Parameters<
    typeof jwt
  >[0]);
}

describe("next-auth options", () => {
  it("offers the dev sign-in only while AUTH_DEV_LOGIN is on, and OAuth providers only when configured", () => {
    for (const k of OAUTH_ENV) delete process.env[k];
    process.env.AUTH_DEV_LOGIN = "1";
    expect(authOptions().providers.map(providerId)).toEqual(["dev"]);
    expect(oauthProviders()).toEqual([]);

    process.env.AUTH_DEV_LOGIN = "0";
    process.env.GITHUB_CLIENT_ID = "id";
    process.env.GITHUB_CLIENT_SECRET = "secret";
    process.env.GITHUB_TOKEN_URL = "http://127.0.0.1:9/token";
    const providers = authOptions().providers;
    expect(providers.map(providerId)).toEqual(["github"]);
    expect((providers[0] as unknown as { options: { token: string } }).options.token).toBe("http://127.0.0.1:9/token");
    expect(oauthProviders()).toEqual([{ id: "github", name: "GitHub" }]);

    process.env.GOOGLE_CLIENT_ID = "id";
    process.env.GOOGLE_CLIENT_SECRET = "secret";
    expect(oauthProviders().map((p) => p.id)).toEqual(["google", "github"]);
  });

  it("the dev sign-in accepts an e-mail (lower-cased) and nothing else", async () => {
    process.env.AUTH_DEV_LOGIN = "1";
    const authorize = devAuthorize();
    expect(await authorize({ email: " Ada@Example.TEST " })).toEqual({
      id: "ada@example.test",
      email: "ada@example.test",
    });
    expect(await authorize({ email: "nope" })).toBeNull();
    expect(await authorize(undefined)).toBeNull();
  });

  it("signing in records the identity and puts sub and email in the session token", async () => {
    const email = uniqueEmail("Session").toLowerCase();
    const devToken = await signInJwt(
      { id: email, email },
      { provider: "dev", providerAccountId: email, type: "credentials" },
    );
    expect(devToken).toMatchObject({ sub: email, email });
    expect(
      await adminDb().identity.findUnique({
        where: { provider_providerAccountId: { provider: "dev", providerAccountId: email } },
      }),
    ).not.toBeNull();

    const oauth = await signInJwt(
      { id: "42", email: email.toUpperCase(), name: "Ada" },
      { provider: "github", providerAccountId: "42", type: "oauth" },
    );
    const identity = await adminDb().identity.findUnique({
      where: { provider_providerAccountId: { provider: "github", providerAccountId: "42" } },
    });
    expect(oauth).toMatchObject({ sub: identity!.id, email });
  });

  it("the session cookie it issues authenticates API routes as the user with that e-mail", async () => {
    const user = await signUp();
    const token = await signInJwt(
      { id: user.email, email: user.email },
      { provider: "dev", providerAccountId: user.email, type: "credentials" },
    );
    const cookie = `next-auth.session-token=${await encode({ token, secret: authSecret() })}`;
    const me = await api.get("/api/auth/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.userId, email: user.email });

    const tampered = await api.get("/api/auth/me", { headers: { cookie: `${cookie}x` } });
    expect(tampered.status).toBe(401);
  });
});
