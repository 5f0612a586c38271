"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { AlertIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { createPersonalToken, PERSONAL_TOKEN_DEFAULT_DAYS, PERSONAL_TOKEN_MAX_DAYS } from "@/lib/auth/contracts";
import { formatDate } from "../format";

const EXPIRY_CHOICES = [7, 30, PERSONAL_TOKEN_DEFAULT_DAYS, 180, PERSONAL_TOKEN_MAX_DAYS];

interface Created {
  name: string;
  token: string;
  expiresAt: string;
}

/** Two steps in one dialog: the form, then the new token, shown exactly once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [days, setDays] = useState(String(PERSONAL_TOKEN_DEFAULT_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);

  const mutation = useMutation({
    mutationFn: () =>
      apiRequest(createPersonalToken, {
        body: { name: name.trim(), expiresAt: new Date(Date.now() + Number(days) * 86_400_000 - 60_000).toISOString() },
      }),
    onSuccess: (res) => {
      setCreated({ name: res.name, token: res.token, expiresAt: res.expiresAt });
      void queryClient.invalidateQueries({ queryKey: ["tokens"] });
    },
    onError: (err) => setErrors(fieldErrors(err)),
  });

  function close() {
    setName("");
    setDays(String(PERSONAL_TOKEN_DEFAULT_DAYS));
    setErrors({});
    setCreated(null);
    mutation.reset();
    onClose();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: "Give the token a name you'll recognise" });
      return;
    }
    setErrors({});
    mutation.mutate();
  }

  if (created) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Your new token"
        description={`“${created.name}” works until ${formatDate(created.expiresAt)}.`}
        footer={<Button onClick={close}>Done</Button>}
      >
        <div className="flex flex-col gap-3">
          <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-800">
            <AlertIcon className="mt-0.5 shrink-0" />
            Copy it now: for your security it won&apos;t be shown again.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="new-token"
              className="max-h-40 min-w-0 flex-1 select-all overflow-y-auto break-all rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-800"
            >
              {created.token}
            </code>
            <CopyButton value={created.token} />
          </div>
          <p className="text-xs text-zinc-500">
            Send it as <code className="rounded bg-zinc-100 px-1">Authorization: Bearer &lt;token&gt;</code> to call the
            API as yourself.
          </p>
        </div>
      </Dialog>
    );
  }

  const generalError = mutation.isError && !Object.keys(errors).length ? errorMessage(mutation.error) : undefined;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create a personal access token"
      description="Scripts and tools use it to call the Reach API as you, with your role's permissions."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="create-token-form" loading={mutation.isPending}>
            Create token
          </Button>
        </>
      }
    >
      <form id="create-token-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {generalError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
            {generalError}
          </p>
        ) : null}
        <Field label="Name" error={errors.name} hint="For example “Zapier” or “Reporting script”.">
          <Input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _cleared, ...rest }) => rest);
            }}
            maxLength={100}
            autoFocus
          />
        </Field>
        <Field label="Expires" error={errors.expiresAt}>
          <Select value={days} onChange={(e) => setDays(e.target.value)}>
            {EXPIRY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d === PERSONAL_TOKEN_MAX_DAYS ? "In 1 year" : `In ${d} days`}
                {d === PERSONAL_TOKEN_DEFAULT_DAYS ? " (recommended)" : ""}
              </option>
            ))}
          </Select>
        </Field>
      </form>
    </Dialog>
  );
}
