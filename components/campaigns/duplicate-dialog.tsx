"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { duplicateCampaign, type Campaign } from "@/lib/campaigns/contracts";
import { errorFor } from "./field-errors";
import { campaignKeys } from "./queries";

/** Asks for the copy's name, makes the copy (all content as drafts) and opens it. */
export function DuplicateDialog({
  campaign,
  open,
  onClose,
}: {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(`${campaign.name} (copy)`.slice(0, 200));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const duplicate = useMutation({
    mutationFn: () => apiRequest(duplicateCampaign, { params: { id: campaign.id }, body: { name: name.trim() } }),
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      toast.success("Campaign duplicated", `“${copy.name}” is a draft with copies of all content.`);
      onClose();
      router.push(`/campaigns/${copy.id}`);
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      if (!Object.keys(fieldErrors(err)).length) toast.error("Couldn't duplicate the campaign", errorMessage(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: "Give the copy a name" });
    duplicate.mutate();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Duplicate campaign"
      description="The copy starts as a draft. Its posts, blog posts and scripts are copied as drafts, without schedules."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={duplicate.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="duplicate-campaign" loading={duplicate.isPending}>
            Duplicate
          </Button>
        </>
      }
    >
      <form id="duplicate-campaign" onSubmit={submit} noValidate>
        <Field label="Name of the copy" error={errorFor(errors, "name")}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
        </Field>
      </form>
    </Dialog>
  );
}
