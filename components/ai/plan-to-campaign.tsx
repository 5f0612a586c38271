"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ContentGenerationProgress } from "@/components/campaigns/content-generation-progress";
import { campaignKeys } from "@/components/campaigns/queries";
import { useGenerateContent } from "@/components/campaigns/use-generate-content";
import { ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { createCampaign, generateCampaignPlan, type Campaign } from "@/lib/campaigns/contracts";
import { AiButton } from "./ai-status";
import type { ChatTurn } from "./chat-transcript";
import { WorkSteps } from "./work-steps";

type Step = "create" | "plan" | "content";
const STEPS: Array<{ id: Step; label: string }> = [
  { id: "create", label: "Create the campaign" },
  { id: "plan", label: "Write the plan from the chat" },
  { id: "content", label: "Generate posts, blog and video ideas" },
];

/**
 * Turns a planning conversation into a campaign: created under the name given, its brief, goal,
 * context and dates taken from the chat, then (on request) its content generated as drafts.
 * Each step shows while it runs; a failed step can be retried without redoing the earlier ones.
 */
export function PlanToCampaign({ turns }: { turns: ChatTurn[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [done, setDone] = useState<Step[]>([]);
  const [counts, setCounts] = useState<{ social: number; blog: number; video: number } | null>(null);

  const plan = useMutation({
    mutationFn: async () => {
      const created = campaign ?? (await apiRequest(createCampaign, { body: { name: name.trim() } }));
      setCampaign(created);
      setDone(["create"]);
      return apiRequest(generateCampaignPlan, { params: { id: created.id }, body: { chatHistory: turns } });
    },
    onSuccess: (planned) => {
      setCampaign(planned);
      setDone(["create", "plan"]);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
  // Streamed: the posts and ideas show under the step as they are written.
  const { generate: content, soFar } = useGenerateContent(campaign?.id ?? null, (result) => {
    setCounts(result.counts);
    setDone(["create", "plan", "content"]);
  });
  const running: Step | null = plan.isPending ? (campaign ? "plan" : "create") : content.isPending ? "content" : null;
  const failed = plan.error ?? content.error;
  const planned = done.includes("plan");

  return (
    <div className="flex flex-col gap-4">
      {planned ? null : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim() || campaign) plan.mutate();
          }}
        >
          <Field label="Campaign name" hint="The chat's plan goes into it: brief, goal, audience, channels and dates.">
            <Input
              value={campaign?.name ?? name}
              onChange={(e) => setName(e.target.value)}
              disabled={Boolean(campaign)}
              maxLength={200}
              placeholder="Spring trail launch"
            />
          </Field>
          <AiButton type="submit" loading={plan.isPending} disabled={!turns.length || !(name.trim() || campaign)}>
            {campaign ? "Retry the plan" : "Create campaign from this chat"}
          </AiButton>
          {turns.length ? null : <p className="text-xs text-zinc-500">Talk the campaign through first.</p>}
        </form>
      )}
      {running || done.length || failed ? (
        <WorkSteps steps={STEPS} done={done} running={running} failed={failed ? errorMessage(failed) : null} />
      ) : null}
      {planned && campaign ? (
        <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 text-sm">
          <p className="font-medium text-zinc-900">{campaign.name}</p>
          {campaign.brief ? <p className="text-zinc-700">{campaign.brief}</p> : null}
          {campaign.goal ? <p className="text-zinc-600">Goal: {campaign.goal}</p> : null}
          {counts ? (
            <p role="status" className="text-zinc-700">
              {counts.social} posts, {counts.blog} blog ideas and {counts.video} video ideas were added as drafts.
            </p>
          ) : (
            <AiButton loading={content.isPending} onClick={() => content.mutate()}>
              Generate its content
            </AiButton>
          )}
          {content.isPending ? <ContentGenerationProgress soFar={soFar} /> : null}
          <ButtonLink href={`/campaigns/${campaign.id}`} variant="secondary" icon={<ArrowRightIcon />}>
            Open the campaign
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
