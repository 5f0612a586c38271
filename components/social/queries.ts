"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import {
  connectSocialAccountChoice,
  disconnectSocialAccounts,
  listSocialAccountChoices,
  listSocialAccounts,
  startSocialConnect,
} from "@/lib/social/contracts";
import type { SocialPlatform } from "@/lib/content/platforms";

export const ACCOUNTS_KEY = ["social-accounts"] as const;

export function useSocialAccounts() {
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => apiRequest(listSocialAccounts, {}) });
}

/** Where the network sends the browser back: this page, which then says what happened. */
export const RETURN_TO = "/settings/accounts";

/**
 * Starts connecting: OAuth networks answer a URL the browser goes to (the network returns it to
 * our callback, then here); Bluesky connects at once and the list refreshes.
 */
export function useStartConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      platform: SocialPlatform;
      instanceUrl?: string;
      identifier?: string;
      appPassword?: string;
    }) =>
      apiRequest(startSocialConnect, {
        params: { platform: input.platform },
        body: {
          redirectUri: RETURN_TO,
          instanceUrl: input.instanceUrl,
          identifier: input.identifier,
          appPassword: input.appPassword,
        },
      }),
    onSuccess: (answer) => {
      if ("authUrl" in answer) window.location.assign(answer.authUrl);
      else void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: { id: string; platform: string }) =>
      apiRequest(disconnectSocialAccounts, {
        params: { platform: account.platform as SocialPlatform },
        query: { accountId: account.id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}

/** The other pages or accounts the login behind an account may act as (Facebook pages, their Instagram accounts). */
export function useAccountChoices(accountId: string | null) {
  return useQuery({
    queryKey: ["social-account-choices", accountId],
    queryFn: () => apiRequest(listSocialAccountChoices, { params: { id: accountId! } }),
    enabled: accountId !== null,
  });
}

export function useConnectChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: string; choiceId: string }) =>
      apiRequest(connectSocialAccountChoice, { params: { id: input.accountId }, body: { choiceId: input.choiceId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["social-account-choices"] });
    },
  });
}
