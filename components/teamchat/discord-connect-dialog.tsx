"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { fieldErrors } from "@/lib/api/client";
import { useConnectChat } from "./queries";

/** Discord has no OAuth here: a channel's incoming webhook URL, checked by sending a test message through it. */
export function DiscordConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [webhookUrl, setWebhookUrl] = useState("");
  const connect = useConnectChat();
  const errors = fieldErrors(connect.error);

  function close() {
    setWebhookUrl("");
    connect.reset();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Connect Discord"
      description="Reach sends a test message through the webhook before it keeps it."
      formId="discord-connect-form"
      submitLabel="Connect Discord"
      onSubmit={() => connect.mutate({ type: "discord", webhookUrl: webhookUrl.trim() }, { onSuccess: close })}
      mutation={connect}
      errors={errors}
    >
      <Field
        label="Webhook URL"
        error={errors.webhookUrl}
        hint="In Discord: the channel's settings → Integrations → Webhooks → Copy Webhook URL."
      >
        <Input
          value={webhookUrl}
          onChange={(e) => setWebhookUrl(e.target.value)}
          placeholder="https://discord.com/api/webhooks/…"
          autoComplete="off"
          autoFocus
          required
        />
      </Field>
    </FormDialog>
  );
}
