"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import type { BlogDestinationCreate } from "@/lib/blog-publishing/contracts";
import { useAddBlogDestination } from "./queries";

type Kind = BlogDestinationCreate["kind"];

const KINDS: Record<Kind, { label: string; url: string; secret: string; hint: string }> = {
  wordpress: {
    label: "WordPress",
    url: "Site address",
    secret: "Application password",
    hint: "Users → Profile → Application Passwords in your WordPress admin.",
  },
  ghost: {
    label: "Ghost",
    url: "Site address",
    secret: "Admin API key",
    hint: "Settings → Integrations → Add custom integration in Ghost Admin.",
  },
  webhook: {
    label: "Signed webhook",
    url: "Webhook URL",
    secret: "Signing secret",
    hint: "Each request carries X-Reach-Signature: t=<time>,v1=<HMAC-SHA256 of t.body>.",
  },
};

/** Adds a destination: its kind, name, address, secret and (WordPress) user name. */
export function AddDestinationForm() {
  const toast = useToast();
  const add = useAddBlogDestination();
  const [kind, setKind] = useState<Kind>("wordpress");
  const [form, setForm] = useState({ name: "", baseUrl: "", secret: "", username: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const text = KINDS[kind];

  function submit(event: FormEvent) {
    event.preventDefault();
    const settings = kind === "wordpress" ? { username: form.username } : {};
    add.mutate(
      { kind, name: form.name, baseUrl: form.baseUrl, secret: form.secret, settings, isDefault: true },
      {
        onSuccess: (created) => {
          toast.success("Destination added", `${created.name} receives your published posts.`);
          setForm({ name: "", baseUrl: "", secret: "", username: "" });
          setErrors({});
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toast.error("Couldn't add the destination", errorMessage(err));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 px-5 py-4 sm:grid-cols-2" aria-label="Add a blog destination">
      <Field label="Kind">
        <Select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {Object.entries(KINDS).map(([value, k]) => (
            <option key={value} value={value}>
              {k.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Name" error={errors.name}>
        <Input value={form.name} onChange={set("name")} placeholder="Company blog" required />
      </Field>
      <Field label={text.url} error={errors.baseUrl}>
        <Input value={form.baseUrl} onChange={set("baseUrl")} placeholder="https://" type="url" required />
      </Field>
      {kind === "wordpress" ? (
        <Field label="WordPress user" error={errors["settings.username"]}>
          <Input value={form.username} onChange={set("username")} required />
        </Field>
      ) : null}
      <Field label={text.secret} error={errors.secret} hint={text.hint}>
        <Input value={form.secret} onChange={set("secret")} type="password" autoComplete="off" required />
      </Field>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={add.isPending}>
          Add {text.label}
        </Button>
      </div>
    </form>
  );
}
