"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MailIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { revokeInvitation, type InvitationOut } from "@/lib/team/contracts";
import { relativeTime } from "../format";

export function InvitationsList({ invitations, canManage }: { invitations: InvitationOut[]; canManage: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(revokeInvitation, { params: { id } }),
    onSuccess: () => {
      toast.success("Invitation revoked");
      void queryClient.invalidateQueries({ queryKey: ["team"] });
    },
    onError: (err) => toast.error("Couldn't revoke the invitation", errorMessage(err)),
  });

  return (
    <ul className="divide-y divide-zinc-100" aria-label="Pending invitations">
      {invitations.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-dashed border-zinc-300 text-zinc-400">
            <MailIcon size={14} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-zinc-800">{inv.email}</p>
            <p className="text-xs text-zinc-500">Expires {relativeTime(inv.expiresAt)}</p>
          </div>
          <Badge className="capitalize">{inv.role}</Badge>
          {canManage ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => revoke.mutate(inv.id)}
              loading={revoke.isPending && revoke.variables === inv.id}
              aria-label={`Revoke invitation for ${inv.email}`}
            >
              Revoke
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
