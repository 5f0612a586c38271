import { ProviderError, type HttpClient } from "@/lib/integrations/http";
import type { NetworkConfig } from "../config";
import { authorizationUrl, exchangeCode, type OAuthClientConfig } from "../oauth";
import type { AccountChoice, AccountContext, Connection, SocialProvider, TokenSet } from "../types";
import { graphFailure, notConfigured, type Graph, type GraphList } from "./graph";

/** A page the person manages, with its page token (from a long-lived user token: it does not expire). */
export interface ManagedPage {
  id: string;
  name: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
}

const PAGE_FIELDS =
  "id,name,access_token,tasks,picture{url},instagram_business_account{id,username,name,profile_picture_url}";

/**
 * Facebook Login, shared by Facebook Pages and Instagram (one Meta app): the code flow, the
 * short-lived user token exchanged for a long-lived one (fb_exchange_token, about 60 days), and
 * the pages it manages (`/me/accounts`) with their page tokens.
 */
export function metaLogin(
  http: HttpClient,
  graph: Graph,
  config: NetworkConfig,
  meta: { network: string; label: string; service: string; scopes: string[] },
) {
  function oauth(): OAuthClientConfig {
    if (!config.clientId) throw notConfigured(meta.network, meta.label, meta.service);
    return {
      authUrl: config.authUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scopes: meta.scopes,
      scopeSeparator: ",",
      pkce: false,
      clientAuth: "body",
    };
  }

  async function longLived(shortLived: string): Promise<TokenSet> {
    const client = oauth();
    const res = await http.request({
      op: "token-exchange",
      method: "GET",
      url: config.tokenUrl,
      query: {
        grant_type: "fb_exchange_token",
        client_id: client.clientId,
        client_secret: client.clientSecret,
        fb_exchange_token: shortLived,
      },
    });
    if (!res.ok) throw graphFailure(res, meta.network, meta.label);
    const answer = res.json<{ access_token: string; expires_in?: number }>()!;
    return {
      accessToken: answer.access_token,
      refreshToken: null,
      expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
      scopes: meta.scopes,
    };
  }

  return {
    authorizationUrl: (input: { redirectUri: string; state: string }) => authorizationUrl(oauth(), input),

    /** The code exchanged, then made long-lived: the user token the pages are listed with. */
    async userToken(input: { code: string; redirectUri: string }): Promise<TokenSet> {
      const short = await exchangeCode(http, oauth(), input);
      return longLived(short.accessToken);
    },

    async pages(userToken: string): Promise<ManagedPage[]> {
      const list = await graph<GraphList<ManagedPage>>({
        op: "pages",
        method: "GET",
        path: "/me/accounts",
        query: { fields: PAGE_FIELDS, limit: 100 },
        token: userToken,
      });
      return list.data ?? [];
    },
  };
}

/** The page token as the account's token: it does not expire while the person keeps the app. */
export function pageTokens(page: ManagedPage, scopes: string[], network: string): TokenSet {
  if (!page.access_token)
    throw new ProviderError("needs_reconnect", `No page token for ${page.name}: grant the app access to the page.`, {
      network,
    });
  return { accessToken: page.access_token, refreshToken: null, expiresAt: null, scopes };
}

export const pageChoice = (page: ManagedPage): AccountChoice => ({
  id: page.id,
  name: page.name,
  username: null,
  avatarUrl: page.picture?.data?.url ?? null,
});

/**
 * What Facebook and Instagram share once a login has its pages: connecting acts as the first
 * account, the others are listed and connected on request with the kept user token, and page
 * tokens have nothing to refresh.
 */
export function pageAccounts<P extends ManagedPage>(options: {
  login: ReturnType<typeof metaLogin>;
  network: string;
  label: string;
  /** The login's pages that give an account of this network, the one to connect first at the head. */
  pages: (userToken: string) => Promise<P[]>;
  connection: (page: P, userToken: string) => Connection;
  choice: (page: P) => AccountChoice;
}): Pick<
  SocialProvider,
  "startAuthorization" | "completeAuthorization" | "accountChoices" | "chooseAccount" | "canRefresh" | "refresh"
> {
  const { login, network, label } = options;
  function userToken(account: AccountContext): string {
    const kept = account.credentials?.userToken;
    if (!kept)
      throw new ProviderError("needs_reconnect", `Connect ${label} again to choose another account.`, { network });
    return kept;
  }
  return {
    startAuthorization: async ({ redirectUri, state }) => ({
      url: login.authorizationUrl({ redirectUri, state }),
      codeVerifier: "",
    }),
    async completeAuthorization({ code, redirectUri }) {
      const user = await login.userToken({ code, redirectUri });
      const [first] = await options.pages(user.accessToken);
      return options.connection(first, user.accessToken);
    },
    accountChoices: async (account) => (await options.pages(userToken(account))).map(options.choice),
    async chooseAccount(account, choiceId) {
      const token = userToken(account);
      const page = (await options.pages(token)).find((p) => options.choice(p).id === choiceId);
      if (!page)
        throw new ProviderError("bad_request", `This ${label} login does not reach that account.`, {
          network,
          code: "UNKNOWN_ACCOUNT",
        });
      return options.connection(page, token);
    },
    canRefresh: () => false,
    async refresh() {
      throw new ProviderError("needs_reconnect", `${label} access ended; connect the account again.`, { network });
    },
  };
}
