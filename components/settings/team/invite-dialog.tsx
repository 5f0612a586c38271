"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { apiRequest, fieldErrors } from "@/lib/api/client";
import { inviteMember } from "@/lib/team/contracts";
import { useRoles } from "./use-roles";

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const roles = useRoles();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("editor");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const invite = useMutation({
    mutationFn: () => apiRequest(inviteMember, { body: { email: email.trim(), role } }),
    onSuccess: (inv) => {
      toast.success(
        "Invitation sent",
        inv.emailSent
          ? `${inv.email} will get an e-mail with a sign-in link.`
          : `${inv.email} can join by signing in with that address.`,
      );
      void queryClient.invalidateQueries({ queryKey: ["team"] });
      close();
    },
    onError: (err) => setErrors(fieldErrors(err)),
  });

  function close() {
    setEmail("");
    setRole("editor");
    setErrors({});
    invite.reset();
    onClose();
  }

  function submit() {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setErrors({ email: "Enter a valid e-mail address" });
      return;
    }
    setErrors({});
    invite.mutate();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Invite a teammate"
      description="They'll join your workspace when they sign in with this e-mail. Invitations expire after 7 days."
      formId="invite-form"
      submitLabel="Send invitation"
      onSubmit={submit}
      mutation={invite}
      errors={errors}
    >
      <Field label="E-mail" error={errors.email}>
        <Input
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors(({ email: _cleared, ...rest }) => rest);
          }}
          placeholder="teammate@company.com"
          autoComplete="off"
          autoFocus
        />
      </Field>
      <Field label="Role" error={errors.role} hint={roles.data?.find((r) => r.name === role)?.description ?? undefined}>
        <Select value={role} onChange={(e) => setRole(e.target.value)} disabled={roles.isPending}>
          {(roles.data ?? [{ id: "editor", name: "editor" }]).map((r) => (
            <option key={r.id} value={r.name}>
              {r.name.charAt(0).toUpperCase() + r.name.slice(1)}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
