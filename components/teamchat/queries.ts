"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import {
  connectChat,
  deleteChatConnection,
  listChatChannels,
  listChatConnections,
  testChatConnection,
  updateChatSettings,
  type ChatType,
  type NotifySettings,
} from "@/lib/teamchat/contracts";

export const CONNECTIONS_KEY = ["chat-connections"] as const;

/** Where Slack and Teams send the browser back: this page, which then says what happened. */
export const RETURN_TO = "/settings/team-chat";

export function useChatConnections() {
  return useQuery({ queryKey: CONNECTIONS_KEY, queryFn: () => apiRequest(listChatConnections, {}) });
}

export function useChatChannels(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CONNECTIONS_KEY, id, "channels"],
    queryFn: () => apiRequest(listChatChannels, { params: { id } }),
    enabled,
  });
}

/** Slack and Teams answer a URL the browser goes to; Discord connects at once and the list refreshes. */
export function useConnectChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: ChatType; webhookUrl?: string }) =>
      apiRequest(connectChat, {
        params: { type: input.type },
        body: { redirectUri: RETURN_TO, webhookUrl: input.webhookUrl },
      }),
    onSuccess: (answer) => {
      if ("authUrl" in answer) window.location.assign(answer.authUrl);
      else void queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY });
    },
  });
}

export function useSaveChatSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { channels: string[]; notifySettings: NotifySettings }) =>
      apiRequest(updateChatSettings, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

export function useSendTestMessage(id: string) {
  return useMutation({
    mutationFn: (channelId?: string) => apiRequest(testChatConnection, { params: { id }, body: { channelId } }),
  });
}

export function useDisconnectChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteChatConnection, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}
