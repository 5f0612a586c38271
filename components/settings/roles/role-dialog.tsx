"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { createRole, updateRole, type RoleOut } from "@/lib/team/contracts";
import { PERMISSION_LABELS } from "./permission-labels";

interface RoleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The custom role to edit; absent to create one. */
  role?: RoleOut;
}

export function RoleDialog({ open, onClose, role }: RoleDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role?.name ?? "");
  const [description, setDescription] = useState(role?.description ?? "");
  const [permissions, setPermissions] = useState<Set<string>>(new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description: description.trim(), permissions: [...permissions] as Permission[] };
      return role ? apiRequest(updateRole, { params: { id: role.id }, body }) : apiRequest(createRole, { body });
    },
    onSuccess: (saved) => {
      toast.success(role ? "Role updated" : "Role created", `“${saved.name}” has ${saved.permissions.length} permissions.`);
      void queryClient.invalidateQueries({ queryKey: ["roles"] });
      onClose();
    },
    onError: (err) => {
      const details = fieldErrors(err);
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(details)) out[k.startsWith("permissions") ? "permissions" : k] ??= v;
      setErrors(out);
    },
  });

  function toggle(p: string, on: boolean) {
    setPermissions((prev) => {
      const next = new Set(prev);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: "Give the role a name" });
      return;
    }
    setErrors({});
    save.mutate();
  }

  const generalError = save.isError && !Object.keys(errors).length ? errorMessage(save.error) : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="max-w-2xl"
      title={role ? `Edit “${role.name}”` : "Create a custom role"}
      description="Choose exactly what people with this role can do. Changes apply to its members at once."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="role-form" loading={save.isPending}>
            {role ? "Save role" : "Create role"}
          </Button>
        </>
      }
    >
      <form id="role-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {generalError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
            {generalError}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            <Input value={name} onChange={(e) => { setName(e.target.value); setErrors(({ name: _cleared, ...rest }) => rest); }} maxLength={50} placeholder="Social media manager" autoFocus />
          </Field>
          <Field label="Description" error={errors.description} aside="Optional">
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} rows={1} className="min-h-9" />
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[13px] font-medium text-zinc-800">
            Permissions <span className="font-normal text-zinc-500">· {permissions.size} selected</span>
          </legend>
          {errors.permissions ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {errors.permissions}
            </p>
          ) : null}
          <div className="grid max-h-[45vh] grid-cols-1 gap-x-6 gap-y-3 overflow-y-auto rounded-lg border border-zinc-200 p-4 sm:grid-cols-2">
            {PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                name="permissions"
                value={p}
                checked={permissions.has(p)}
                onChange={(e) => toggle(p, e.target.checked)}
                label={PERMISSION_LABELS[p].label}
                description={PERMISSION_LABELS[p].description}
              />
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
