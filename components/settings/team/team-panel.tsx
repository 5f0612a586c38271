"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { PlusIcon, UsersIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { listTeam, removeMember, type MemberOut } from "@/lib/team/contracts";
import { ReadOnlyNotice } from "../read-only-notice";
import { InvitationsList } from "./invitations-list";
import { InviteDialog } from "./invite-dialog";
import { MembersTable, memberName } from "./members-table";
import { useRoles } from "./use-roles";
import { plural } from "@/lib/format/plural";

export function TeamPanel({ currentUserId, canManage }: { currentUserId: string; canManage: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<MemberOut | null>(null);
  const team = useQuery({ queryKey: ["team"], queryFn: () => apiRequest(listTeam, { query: { limit: 100 } }) });
  const roles = useRoles();

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(removeMember, { params: { id } }),
    onSuccess: () => {
      toast.success("Member removed", removing ? `${memberName(removing)} no longer has access.` : undefined);
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: ["team"] });
      void queryClient.invalidateQueries({ queryKey: ["roles"] });
    },
    onError: (err) => {
      setRemoving(null);
      toast.error("Couldn't remove the member", errorMessage(err));
    },
  });

  const inviteButton = canManage ? (
    <Button icon={<PlusIcon />} onClick={() => setInviting(true)}>
      Invite member
    </Button>
  ) : null;

  const invitations = team.data?.invitations ?? [];
  return (
    <div className="flex flex-col gap-6">
      {canManage ? null : <ReadOnlyNotice permission="team:manage" />}
      <Card>
        <CardHeader
          title="Members"
          description={
            team.data ? `${plural(team.data.total, "person", "people")} in your workspace` : "People in your workspace"
          }
          actions={inviteButton}
        />
        {team.isPending ? (
          <SkeletonRows label="Loading members" />
        ) : team.isError ? (
          <ErrorState error={team.error} onRetry={() => team.refetch()} title="Couldn't load your team" />
        ) : team.data.items.length === 0 ? (
          <EmptyState
            icon={<UsersIcon size={20} />}
            title="No members"
            description="Invite your teammates to plan and publish together."
            action={inviteButton}
          />
        ) : (
          <MembersTable
            members={team.data.items}
            roles={roles.data}
            currentUserId={currentUserId}
            canManage={canManage}
            onRemove={setRemoving}
          />
        )}
      </Card>

      <Card>
        <CardHeader title="Pending invitations" description="People who haven't joined yet." />
        {team.isPending ? (
          <SkeletonRows rows={1} label="Loading invitations" />
        ) : team.isError ? (
          <ErrorState error={team.error} onRetry={() => team.refetch()} title="Couldn't load invitations" />
        ) : invitations.length === 0 ? (
          <EmptyState
            className="py-8"
            title="No pending invitations"
            description="Invitations you send appear here until they're accepted or expire."
          />
        ) : (
          <InvitationsList invitations={invitations} canManage={canManage} />
        )}
      </Card>

      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
        loading={remove.isPending}
        title={`Remove ${removing ? memberName(removing) : ""}?`}
        description="They lose access immediately, and their personal access tokens stop working. You can invite them again later."
        confirmLabel="Remove member"
      />
    </div>
  );
}
