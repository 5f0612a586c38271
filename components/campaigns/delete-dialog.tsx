"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { AlertIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import { deleteCampaign, type Campaign } from "@/lib/campaigns/contracts";
import { campaignKeys, useCampaignOptions } from "./queries";
import { plural, pluralWord } from "@/lib/format/plural";

type DeleteAction = "delete_all" | "move_content";

/** What to tell the user when the API refuses: published content cannot be deleted with the campaign. */
function refusal(err: unknown): string | null {
  if (!(err instanceof ApiClientError) || err.status !== 409) return null;
  const count = typeof err.body.publishedCount === "number" ? err.body.publishedCount : null;
  const what =
    count === null ? "Some of its content is" : `${plural(count, "item")} in it ${pluralWord(count, "is", "are")}`;
  return `${what} already published, so the content can't be deleted with the campaign. Move the content to another campaign instead, or archive the campaign to hide it.`;
}

export function DeleteDialog({
  campaign,
  contentCount,
  open,
  onClose,
}: {
  campaign: Campaign;
  contentCount: number;
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const options = useCampaignOptions();
  const targets = (options.data ?? []).filter((c) => c.id !== campaign.id);
  const [action, setAction] = useState<DeleteAction>("delete_all");
  const [targetId, setTargetId] = useState("");
  const [targetError, setTargetError] = useState<string>();

  const remove = useMutation({
    mutationFn: () =>
      apiRequest(deleteCampaign, {
        params: { id: campaign.id },
        query:
          contentCount > 0 && action === "move_content"
            ? { action, moveToCampaignId: targetId }
            : { action: "delete_all" },
      }),
    onSuccess: () => {
      const target = targets.find((t) => t.id === targetId);
      toast.success(
        "Campaign deleted",
        action === "move_content" && target
          ? `Its content now belongs to “${target.name}”.`
          : `“${campaign.name}” is gone.`,
      );
      onClose();
      router.push("/campaigns");
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: (err) => {
      if (!refusal(err)) toast.error("Couldn't delete the campaign", errorMessage(err));
    },
  });

  function confirm() {
    if (contentCount > 0 && action === "move_content" && !targetId) {
      setTargetError("Choose where the content should go");
      return;
    }
    setTargetError(undefined);
    remove.mutate();
  }

  const refused = remove.isError ? refusal(remove.error) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Delete “${campaign.name}”?`}
      description={
        contentCount === 0
          ? "This campaign has no content. Deleting it can't be undone."
          : `This campaign holds ${plural(contentCount, "piece of content", "pieces of content")}. Choose what happens to ${pluralWord(contentCount, "it", "them")}.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {contentCount > 0 && action === "move_content" ? "Move content and delete" : "Delete campaign"}
          </Button>
        </>
      }
    >
      {contentCount > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">What happens to the content</legend>
          {(
            [
              ["delete_all", "Delete everything", "The campaign and all of its posts, blog posts and scripts."],
              ["move_content", "Keep the content", "Move it to another campaign, then delete this one."],
            ] as const
          ).map(([id, title, description]) => (
            <label
              key={id}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-500",
                action === id
                  ? id === "delete_all"
                    ? "border-red-300 bg-red-50/50"
                    : "border-brand-400 bg-brand-50/60"
                  : "border-zinc-200 hover:border-zinc-300",
              )}
            >
              <input
                type="radio"
                name="delete-action"
                checked={action === id}
                onChange={() => setAction(id)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium text-zinc-900">{title}</span>
                <span className="block text-[13px] text-zinc-500">{description}</span>
              </span>
            </label>
          ))}
          {action === "move_content" ? (
            <Field label="Move content to" error={targetError} className="mt-2">
              <Select value={targetId} onChange={(e) => setTargetId(e.target.value)} disabled={options.isPending}>
                <option value="">
                  {options.isPending
                    ? "Loading campaigns…"
                    : targets.length
                      ? "Choose a campaign"
                      : "No other campaigns"}
                </option>
                {targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </fieldset>
      ) : null}
      {refused ? (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-[13px] leading-snug text-amber-900"
        >
          <AlertIcon className="mt-0.5 shrink-0 text-amber-600" />
          <span>
            <strong className="font-semibold">Published content can't be deleted.</strong> {refused}
          </span>
        </p>
      ) : null}
    </Dialog>
  );
}
