"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { AlertIcon, CheckIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { findReplaceInCampaign, type Campaign } from "@/lib/campaigns/contracts";
import { errorFor } from "./field-errors";
import { campaignKeys } from "./queries";
import { plural } from "@/lib/format/plural";

const occurrences = (n: number) => plural(n, "occurrence");

/**
 * Preview first (a dry run counts matches), then apply. Changing either text after a preview asks
 * for a new one, so "Replace all" always does what the preview said.
 */
export function FindReplaceDialog({
  campaign,
  open,
  onClose,
}: {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [find, setFind] = useState("");
  const [replace, setReplace] = useState("");
  const [preview, setPreview] = useState<{ find: string; replace: string; count: number } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = preview && preview.find === find && preview.replace === replace ? preview : null;

  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      apiRequest(findReplaceInCampaign, { params: { id: campaign.id }, body: { find, replace, dryRun } }),
    onSuccess: (result) => {
      setErrors({});
      if (result.dryRun) {
        setPreview({ find, replace, count: result.count });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      toast.success("Text replaced", `${occurrences(result.count)} of “${find}” replaced with “${replace}”.`);
      close();
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      if (!Object.keys(fieldErrors(err)).length) toast.error("Find and replace failed", errorMessage(err));
    },
  });

  function close() {
    setFind("");
    setReplace("");
    setPreview(null);
    setErrors({});
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Find and replace"
      description="Searches the brief, the goal and every post, blog post and script in this campaign. Matching ignores upper and lower case."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            onClick={() => run.mutate(true)}
            loading={run.isPending && run.variables === true}
            disabled={!find || run.isPending}
          >
            Preview
          </Button>
          <Button
            onClick={() => run.mutate(false)}
            loading={run.isPending && run.variables === false}
            disabled={!current || current.count === 0 || run.isPending}
          >
            Replace all
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (find) run.mutate(true);
        }}
      >
        <Field label="Find" error={errorFor(errors, "find")}>
          <Input
            value={find}
            onChange={(e) => setFind(e.target.value)}
            maxLength={1000}
            autoFocus
            placeholder="e.g. Spring sale"
          />
        </Field>
        <Field label="Replace with" error={errorFor(errors, "replace")} hint="Leave empty to remove the text.">
          <Input
            value={replace}
            onChange={(e) => setReplace(e.target.value)}
            maxLength={10_000}
            placeholder="e.g. Summer sale"
          />
        </Field>
        <button type="submit" hidden />
        <div aria-live="polite" className="min-h-10">
          {current ? (
            current.count > 0 ? (
              <p className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-[13px] text-brand-800">
                <CheckIcon className="shrink-0" />
                <span>
                  <strong className="font-semibold">{occurrences(current.count)}</strong> would be replaced.
                </span>
              </p>
            ) : (
              <p className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-[13px] text-zinc-600">
                <AlertIcon className="shrink-0 text-zinc-400" />
                No matches for “{current.find}” in this campaign.
              </p>
            )
          ) : preview ? (
            <p className="text-[13px] text-zinc-500">
              The text changed since the preview. Preview again to see the new count.
            </p>
          ) : (
            <p className="text-[13px] text-zinc-500">
              Preview shows how many places would change before anything is modified.
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
