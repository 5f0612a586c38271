"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { fieldErrors } from "@/lib/api/client";
import { useStartConnect } from "./queries";

/** Bluesky has no OAuth here: the handle and an app password (never the account password). */
export function BlueskyConnectDialog({
  open,
  onClose,
  defaultIdentifier = "",
}: {
  open: boolean;
  onClose: () => void;
  defaultIdentifier?: string;
}) {
  const [identifier, setIdentifier] = useState(defaultIdentifier);
  const [appPassword, setAppPassword] = useState("");
  const connect = useStartConnect();
  const errors = fieldErrors(connect.error);

  function close() {
    setAppPassword("");
    connect.reset();
    onClose();
  }

  function submit() {
    connect.mutate({ platform: "bluesky", identifier: identifier.trim(), appPassword }, { onSuccess: close });
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Connect Bluesky"
      description="Sign in with an app password, so Reach never holds your account password."
      formId="bluesky-connect-form"
      submitLabel="Connect Bluesky"
      onSubmit={submit}
      mutation={connect}
      errors={errors}
    >
      <Field label="Handle or e-mail" error={errors.identifier} hint="For example yourname.bsky.social">
        <Input
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          autoComplete="username"
          autoFocus
          required
        />
      </Field>
      <Field
        label="App password"
        error={errors.appPassword}
        hint="Create one in Bluesky: Settings → Privacy and security → App passwords."
      >
        <Input
          type="password"
          value={appPassword}
          onChange={(e) => setAppPassword(e.target.value)}
          autoComplete="off"
          placeholder="xxxx-xxxx-xxxx-xxxx"
          required
        />
      </Field>
    </FormDialog>
  );
}

/** Mastodon lives on many servers: the person names theirs, then signs in there. */
export function MastodonConnectDialog({
  open,
  onClose,
  defaultInstance = "",
}: {
  open: boolean;
  onClose: () => void;
  defaultInstance?: string;
}) {
  const [instanceUrl, setInstanceUrl] = useState(defaultInstance);
  const connect = useStartConnect();
  const errors = fieldErrors(connect.error);

  function close() {
    connect.reset();
    onClose();
  }

  function submit() {
    connect.mutate({ platform: "mastodon", instanceUrl: instanceUrl.trim() });
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Connect Mastodon"
      description="Name the server your account is on; you will sign in there and come back here."
      formId="mastodon-connect-form"
      submitLabel="Continue to sign in"
      onSubmit={submit}
      // Still busy once accepted: the browser is on its way to the server's sign-in page.
      mutation={{ isPending: connect.isPending || connect.isSuccess, isError: connect.isError, error: connect.error }}
      errors={errors}
    >
      <Field label="Your server" error={errors.instanceUrl} hint="For example mastodon.social or https://fosstodon.org">
        <Input
          value={instanceUrl}
          onChange={(e) => setInstanceUrl(e.target.value)}
          inputMode="url"
          autoFocus
          required
        />
      </Field>
    </FormDialog>
  );
}
