"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, fieldErrors } from "@/lib/api/client";
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { createRole, updateRole, type RoleOut } from "@/lib/team/contracts";
import { PERMISSION_LABELS } from "./permission-labels";
import { plural } from "@/lib/format/plural";

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
      const body = {
        name: name.trim(),
        description: description.trim(),
        permissions: [...permissions] as Permission[],
      };
      return role ? apiRequest(updateRole, { params: { id: role.id }, body }) : apiRequest(createRole, { body });
    },
    onSuccess: (saved) => {
      toast.success(
        role ? "Role updated" : "Role created",
        `“${saved.name}” has ${plural(saved.permissions.length, "permission")}.`,
      );
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

  function submit() {
    if (!name.trim()) {
      setErrors({ name: "Give the role a name" });
      return;
    }
    setErrors({});
    save.mutate();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      className="max-w-2xl"
      title={role ? `Edit “${role.name}”` : "Create a custom role"}
      description="Choose exactly what people with this role can do. Changes apply to its members at once."
      formId="role-form"
      submitLabel={role ? "Save role" : "Create role"}
      onSubmit={submit}
      mutation={save}
      errors={errors}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _cleared, ...rest }) => rest);
            }}
            maxLength={50}
            placeholder="Social media manager"
            autoFocus
          />
        </Field>
        <Field label="Description" error={errors.description} aside="Optional">
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={500}
            rows={1}
            className="min-h-9"
          />
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
    </FormDialog>
  );
}
