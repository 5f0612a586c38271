import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LockIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import { PERMISSIONS } from "@/lib/auth/permissions";
import type { RoleOut } from "@/lib/team/contracts";
import { permissionLabel } from "./permission-labels";
import { plural } from "@/lib/format/plural";

interface RoleCardProps {
  role: RoleOut;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function RoleCard({ role, canManage, onEdit, onDelete }: RoleCardProps) {
  const all = role.permissions.length >= PERMISSIONS.length;
  return (
    <Card className="flex flex-col p-5" data-testid={`role-${role.name}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
            <span className="capitalize">{role.name}</span>
            {role.isBuiltIn ? (
              <Badge>
                <LockIcon size={11} /> Built-in
              </Badge>
            ) : (
              <Badge tone="brand">Custom</Badge>
            )}
          </h3>
          <p className="mt-1 text-[13px] text-zinc-500">{role.description || "No description"}</p>
        </div>
        {canManage && !role.isBuiltIn ? (
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`Edit ${role.name}`}>
              <PencilIcon />
            </Button>
            <Button
              variant="ghost-danger"
              size="icon"
              className="size-8"
              onClick={onDelete}
              aria-label={`Delete ${role.name}`}
            >
              <TrashIcon />
            </Button>
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-1.5">
        {all ? (
          <Badge tone="success">All permissions</Badge>
        ) : role.permissions.length ? (
          role.permissions.map((p) => <Badge key={p}>{permissionLabel(p)}</Badge>)
        ) : (
          <span className="text-xs text-zinc-400">No permissions</span>
        )}
      </div>
      <p className="mt-auto pt-4 text-xs text-zinc-500">{plural(role.memberCount, "member")}</p>
    </Card>
  );
}
