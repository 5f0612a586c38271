import type { NextAuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";
import { authSecret, env } from "@/lib/env";
import { recordIdentity } from "./identity";

/** Provider id of the development sign-in; Identity rows and `sub` use it too. */
export const DEV_PROVIDER_ID = "dev";
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

const devEmail = z.email().max(320);

function googleProvider(): OAuthConfig<Record<string, unknown>> | null {
  const clientId = process.env.GOOGLE_CLIENT_ID;
  const clientSecret = process.env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const authUrl = process.env.GOOGLE_AUTH_URL;
  if (!authUrl) return GoogleProvider({ clientId, clientSecret }) as OAuthConfig<Record<string, unknown>>;
  // Endpoints from the environment (a local fake in tests): no discovery, profile from userinfo.
  const apiUrl = process.env.GOOGLE_API_URL ?? "https://openidconnect.googleapis.com";
  return GoogleProvider({
    clientId,
    clientSecret,
    wellKnown: undefined,
    issuer: process.env.GOOGLE_ISSUER ?? new URL(authUrl).origin,
    idToken: false,
    authorization: { url: authUrl, params: { scope: "openid email profile" } },
    token: process.env.GOOGLE_TOKEN_URL ?? `${new URL(authUrl).origin}/token`,
    userinfo: `${apiUrl}/v1/userinfo`,
  }) as OAuthConfig<Record<string, unknown>>;
}

function githubProvider(): OAuthConfig<Record<string, unknown>> | null {
  const clientId = process.env.GITHUB_CLIENT_ID;
  const clientSecret = process.env.GITHUB_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const apiUrl = process.env.GITHUB_API_URL ?? "https://api.github.com";
  return GitHubProvider({
    clientId,
    clientSecret,
    authorization: {
      url: process.env.GITHUB_AUTH_URL ?? "https://github.com/login/oauth/authorize",
      params: { scope: "read:user user:email" },
    },
    token: process.env.GITHUB_TOKEN_URL ?? "https://github.com/login/oauth/access_token",
    userinfo: {
      url: `${apiUrl}/user`,
      // GitHub leaves `email` empty for private addresses; the primary one comes from /user/emails.
      async request({ tokens }) {
        const headers = { Authorization: `Bearer ${tokens.access_token}`, Accept: "application/json" };
        const profile = (await (await fetch(`${apiUrl}/user`, { headers })).json()) as Record<string, unknown>;
        if (!profile.email) {
          const res = await fetch(`${apiUrl}/user/emails`, { headers });
          if (res.ok) {
            const emails = (await res.json()) as Array<{ email: string; primary?: boolean; verified?: boolean }>;
            profile.email = (emails.find((e) => e.primary) ?? emails[0])?.email ?? null;
          }
        }
        return profile;
      },
    },
  }) as unknown as OAuthConfig<Record<string, unknown>>;
}

function devProvider() {
  return CredentialsProvider({
    id: DEV_PROVIDER_ID,
    name: "Development sign-in",
    credentials: { email: { label: "E-mail", type: "email" } },
    async authorize(credentials) {
      if (!env.devLogin) return null;
      const parsed = devEmail.safeParse(credentials?.email?.trim());
      if (!parsed.success) return null;
      const email = parsed.data.toLowerCase();
      return { id: email, email };
    },
  });
}

/** The OAuth providers configured right now, for the sign-in page's buttons. */
export function oauthProviders(): Array<{ id: string; name: string }> {
  return [googleProvider(), githubProvider()].filter((p) => p !== null).map((p) => ({ id: p.id, name: p.name }));
}

/**
 * Built per request (not at import) so the providers follow the environment of the running server,
 * and a build never touches the secret file.
 */
export function authOptions(): NextAuthOptions {
  const providers: NextAuthOptions["providers"] = [googleProvider(), githubProvider()].filter((p) => p !== null);
  if (env.devLogin) providers.push(devProvider());
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers,
    callbacks: {
      signIn({ user }) {
        return Boolean(user.email);
      },
      // The session token carries `sub` (identity id; the e-mail for the dev sign-in) and `email`:
      // lib/auth/actor.ts decodes the cookie and finds the user by that e-mail.
      async jwt({ token, user, account }) {
        if (account && user?.email) {
          const email = user.email.toLowerCase();
          const { identity } = await recordIdentity({
            provider: account.provider,
            providerAccountId: account.provider === DEV_PROVIDER_ID ? email : account.providerAccountId,
            email,
            name: user.name,
            image: user.image,
          });
          token.sub = account.provider === DEV_PROVIDER_ID ? email : identity.id;
          token.email = email;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) session.user.email = token.email ?? session.user.email;
        return session;
      },
    },
  };
}
