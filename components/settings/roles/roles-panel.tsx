"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LockIcon, PlusIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { deleteRole, type RoleOut } from "@/lib/team/contracts";
import { ReadOnlyNotice } from "../read-only-notice";
import { useRoles } from "../team/use-roles";
import { RoleCard } from "./role-card";
import { RoleDialog } from "./role-dialog";
import { plural, pluralWord } from "@/lib/format/plural";

type Editing = { mode: "create" } | { mode: "edit"; role: RoleOut } | null;

function RolesSkeleton() {
  return (
    <div role="status" aria-label="Loading roles" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-48" />
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-5 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function RolesPanel({ canManage }: { canManage: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleOut | null>(null);

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(deleteRole, { params: { id } }),
    onSuccess: () => {
      toast.success("Role deleted");
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ["roles"] });
    },
    onError: (err) => {
      setDeleting(null);
      toast.error("Couldn't delete the role", errorMessage(err));
    },
  });

  const createButton = canManage ? (
    <Button icon={<PlusIcon />} onClick={() => setEditing({ mode: "create" })}>
      Create role
    </Button>
  ) : null;

  if (roles.isPending) return <RolesSkeleton />;
  if (roles.isError) {
    return (
      <Card>
        <ErrorState error={roles.error} onRetry={() => roles.refetch()} title="Couldn't load roles" />
      </Card>
    );
  }
  const builtIn = roles.data.filter((r) => r.isBuiltIn);
  const custom = roles.data.filter((r) => !r.isBuiltIn);

  return (
    <div className="flex flex-col gap-8">
      {canManage ? null : <ReadOnlyNotice permission="team:manage" />}
      <section aria-labelledby="custom-roles" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="custom-roles" className="text-sm font-semibold text-zinc-900">
              Custom roles
            </h2>
            <p className="text-[13px] text-zinc-500">Tailor access for agencies, freelancers or reviewers.</p>
          </div>
          {custom.length ? createButton : null}
        </div>
        {custom.length ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {custom.map((r) => (
              <RoleCard
                key={r.id}
                role={r}
                canManage={canManage}
                onEdit={() => setEditing({ mode: "edit", role: r })}
                onDelete={() => setDeleting(r)}
              />
            ))}
          </div>
        ) : (
          <Card>
            <EmptyState
              icon={<LockIcon size={20} />}
              title="No custom roles yet"
              description="The built-in roles cover most teams. Create a custom role when someone needs a specific set of permissions."
              action={createButton}
            />
          </Card>
        )}
      </section>

      <section aria-labelledby="builtin-roles" className="flex flex-col gap-4">
        <div>
          <h2 id="builtin-roles" className="text-sm font-semibold text-zinc-900">
            Built-in roles
          </h2>
          <p className="text-[13px] text-zinc-500">Every workspace has these. They can&apos;t be changed.</p>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {builtIn.map((r) => (
            <RoleCard key={r.id} role={r} canManage={false} onEdit={() => undefined} onDelete={() => undefined} />
          ))}
        </div>
      </section>

      {editing ? (
        <RoleDialog
          key={editing.mode === "edit" ? editing.role.id : "new"}
          open
          onClose={() => setEditing(null)}
          role={editing.mode === "edit" ? editing.role : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        loading={remove.isPending}
        title={`Delete “${deleting?.name}”?`}
        description={
          deleting?.memberCount
            ? `${plural(deleting.memberCount, "member")} ${pluralWord(deleting.memberCount, "has", "have")} this role. Move them to another role first.`
            : "The role will be gone for good."
        }
        confirmLabel="Delete role"
      />
    </div>
  );
}
