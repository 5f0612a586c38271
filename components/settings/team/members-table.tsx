"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { ActionsTH, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { changeMemberRole, type MemberOut, type RoleOut } from "@/lib/team/contracts";
import { formatDate } from "../format";

interface MembersTableProps {
  members: MemberOut[];
  roles: RoleOut[] | undefined;
  currentUserId: string;
  canManage: boolean;
  onRemove: (member: MemberOut) => void;
}

export function memberName(m: MemberOut): string {
  return [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;
}

export function MembersTable({ members, roles, currentUserId, canManage, onRemove }: MembersTableProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const changeRole = useMutation({
    mutationFn: (input: { id: string; role: string }) =>
      apiRequest(changeMemberRole, { params: { id: input.id }, body: { role: input.role } }),
    onSuccess: (m) => {
      toast.success("Role updated", `${memberName(m)} is now ${m.role}.`);
      void queryClient.invalidateQueries({ queryKey: ["team"] });
      void queryClient.invalidateQueries({ queryKey: ["roles"] });
    },
    onError: (err) => toast.error("Couldn't change the role", errorMessage(err)),
  });

  return (
    <Table aria-label="Team members">
      <THead>
        <tr>
          <TH>Member</TH>
          <TH>Role</TH>
          <TH className="hidden sm:table-cell">Joined</TH>
          <ActionsTH />
        </tr>
      </THead>
      <TBody>
        {members.map((m) => {
          const isSelf = m.id === currentUserId;
          return (
            <TR key={m.id}>
              {/* Takes the width the other cells leave, so a long e-mail truncates instead of widening a phone's page. */}
              <TD className="w-full max-w-0">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar name={memberName(m)} />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-zinc-900">
                      {memberName(m)}
                      {isSelf ? <span className="ml-1.5 text-xs font-normal text-zinc-400">(you)</span> : null}
                    </p>
                    <p className="truncate text-xs text-zinc-500">{m.email}</p>
                  </div>
                </div>
              </TD>
              <TD>
                {canManage && !isSelf && roles ? (
                  <Select
                    aria-label={`Role of ${memberName(m)}`}
                    value={m.role}
                    onChange={(e) => changeRole.mutate({ id: m.id, role: e.target.value })}
                    disabled={changeRole.isPending}
                    className="w-32"
                  >
                    {roles.map((r) => (
                      <option key={r.id} value={r.name}>
                        {r.name.charAt(0).toUpperCase() + r.name.slice(1)}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Badge tone={m.role === "owner" ? "brand" : "neutral"} className="capitalize">
                    {m.role}
                  </Badge>
                )}
              </TD>
              <TD className="hidden whitespace-nowrap sm:table-cell">{formatDate(m.joinedAt)}</TD>
              <TD className="text-right">
                {canManage && !isSelf ? (
                  <Button
                    variant="ghost-danger"
                    size="sm"
                    onClick={() => onRemove(m)}
                    aria-label={`Remove ${memberName(m)}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
