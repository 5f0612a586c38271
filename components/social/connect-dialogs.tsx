"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import { useStartConnect } from "./queries";

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
      {message}
    </p>
  ) : null;
}

/** Bluesky has no OAuth here: the handle and an app password (never the account password). */
export function BlueskyConnectDialog({ open, onClose, defaultIdentifier = "" }: { open: boolean; onClose: () => void; defaultIdentifier?: string }) {
  const [identifier, setIdentifier] = useState(defaultIdentifier);
  const [appPassword, setAppPassword] = useState("");
  const connect = useStartConnect();
  const errors = fieldErrors(connect.error);
  const general = connect.isError && !Object.keys(errors).length ? errorMessage(connect.error) : undefined;

  function close() {
    setAppPassword("");
    connect.reset();
    onClose();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    connect.mutate({ platform: "bluesky", identifier: identifier.trim(), appPassword }, { onSuccess: close });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Connect Bluesky"
      description="Sign in with an app password, so Reach never holds your account password."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="bluesky-connect-form" loading={connect.isPending}>
            Connect Bluesky
          </Button>
        </>
      }
    >
      <form id="bluesky-connect-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormError message={general} />
        <Field label="Handle or e-mail" error={errors.identifier} hint="For example yourname.bsky.social">
          <Input value={identifier} onChange={(e) => setIdentifier(e.target.value)} autoComplete="username" autoFocus required />
        </Field>
        <Field label="App password" error={errors.appPassword} hint="Create one in Bluesky: Settings → Privacy and security → App passwords.">
          <Input type="password" value={appPassword} onChange={(e) => setAppPassword(e.target.value)} autoComplete="off" placeholder="xxxx-xxxx-xxxx-xxxx" required />
        </Field>
      </form>
    </Dialog>
  );
}

/** Mastodon lives on many servers: the person names theirs, then signs in there. */
export function MastodonConnectDialog({ open, onClose, defaultInstance = "" }: { open: boolean; onClose: () => void; defaultInstance?: string }) {
  const [instanceUrl, setInstanceUrl] = useState(defaultInstance);
  const connect = useStartConnect();
  const errors = fieldErrors(connect.error);
  const general = connect.isError && !Object.keys(errors).length ? errorMessage(connect.error) : undefined;

  function close() {
    connect.reset();
    onClose();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    connect.mutate({ platform: "mastodon", instanceUrl: instanceUrl.trim() });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Connect Mastodon"
      description="Name the server your account is on; you will sign in there and come back here."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="mastodon-connect-form" loading={connect.isPending || connect.isSuccess}>
            Continue to sign in
          </Button>
        </>
      }
    >
      <form id="mastodon-connect-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormError message={general} />
        <Field label="Your server" error={errors.instanceUrl} hint="For example mastodon.social or https://fosstodon.org">
          <Input value={instanceUrl} onChange={(e) => setInstanceUrl(e.target.value)} inputMode="url" autoFocus required />
        </Field>
      </form>
    </Dialog>
  );
}
