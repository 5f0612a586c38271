import { randomUUID } from "node:crypto";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { adminDb } from "@/lib/db";
import type { RegisteredApp } from "@/lib/integrations/social";

/**
 * The OAuth app Reach registered on a Mastodon instance, one per instance and redirect URI, shared
 * by every company: it names our app, not a company's data, hence adminDb. Its secret is sealed.
 */
export interface StoredMastodonApp {
  id: string;
  instanceUrl: string;
  app: RegisteredApp;
}

const context = (id: string) => `mastodon-app:${id}`;

type Row = {
  id: string;
  instanceUrl: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
};

export function openMastodonApp(row: Row): StoredMastodonApp {
  return {
    id: row.id,
    instanceUrl: row.instanceUrl,
    app: {
      clientId: row.clientId,
      clientSecret: decryptSecret(row.clientSecret, context(row.id)),
      redirectUri: row.redirectUri,
      scopes: row.scopes,
    },
  };
}

export async function findMastodonApp(instanceUrl: string, redirectUri: string): Promise<StoredMastodonApp | null> {
  const row = await adminDb().mastodonApp.findUnique({
    where: { instanceUrl_redirectUri: { instanceUrl, redirectUri } },
  });
  return row ? openMastodonApp(row) : null;
}

export async function mastodonAppById(id: string): Promise<StoredMastodonApp | null> {
  const row = await adminDb().mastodonApp.findUnique({ where: { id } });
  return row ? openMastodonApp(row) : null;
}

/** Keeps a newly registered app; when two connects registered one at once, the first kept wins. */
export async function keepMastodonApp(instanceUrl: string, app: RegisteredApp): Promise<StoredMastodonApp> {
  const id = randomUUID();
  await adminDb().mastodonApp.createMany({
    data: [
      {
        id,
        instanceUrl,
        redirectUri: app.redirectUri,
        clientId: app.clientId,
        clientSecret: encryptSecret(app.clientSecret, context(id)),
        scopes: app.scopes,
      },
    ],
    skipDuplicates: true,
  });
  return (await findMastodonApp(instanceUrl, app.redirectUri))!;
}
