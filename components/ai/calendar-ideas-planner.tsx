"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { CampaignSelect } from "@/components/content/campaign-select";
import { PlatformMark } from "@/components/content/platform-mark";
import { PlatformPicker } from "@/components/content/platform-picker";
import { useRefreshContent } from "@/components/content/queries";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import type { SocialPlatform } from "@/lib/content/platforms";
import { plural } from "@/lib/format/plural";
import { AiButton } from "./ai-status";
import { saveIdeaAsDraft, type CalendarIdea } from "./save-calendar-ideas";
import { streamStructured } from "./stream-structured";

const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
const KIND = { social: "Post", blog: "Blog post", video: "Video" } as const;
/** The ideas as the model writes them (generate-content-calendar's partial answers: the last one may be cut short). */
type IdeasSoFar = { ideas?: Array<Partial<CalendarIdea>> };

/** The day of the earliest idea: where the calendar opens to show the drafts just planned. */
const firstDay = (ideas: CalendarIdea[]) => ideas.map((idea) => idea.date).sort()[0];

/** The ideas so far while the model writes them: read-only rows (picking starts once all are checked). */
function IdeasArriving({ ideas: soFar, withCampaign }: { ideas: Array<Partial<CalendarIdea>>; withCampaign: boolean }) {
  // An idea shows once its title starts: before that it is a date being written.
  const ideas = soFar.filter((idea) => idea.title);
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-zinc-600">
        <Spinner className="size-4" />
        {ideas.length
          ? `Planning… ${plural(ideas.length, "idea")} so far`
          : `Planning dated ideas from your brand${withCampaign ? " and campaign" : ""}…`}
      </p>
      {ideas.length ? (
        <ul className="flex flex-col divide-y divide-zinc-100" aria-label="Ideas so far">
          {ideas.map((idea, i) => (
            <li key={i} className="flex flex-col gap-0.5 py-2.5 pl-7 text-sm">
              <span className="flex flex-wrap items-center gap-1.5 font-medium text-zinc-800">
                {idea.platform ? <PlatformMark platform={idea.platform} size={16} /> : null}
                {idea.date?.length === 10 ? (
                  <span className="tabular-nums font-normal text-zinc-500">{idea.date}</span>
                ) : null}
                {idea.contentType && idea.contentType in KIND ? (
                  <span className="text-xs font-normal text-zinc-500">{KIND[idea.contentType]}</span>
                ) : null}
                {idea.title}
              </span>
              {idea.description ? <span className="text-[13px] text-zinc-500">{idea.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Content-calendar generator: dated ideas over a period on the networks picked (nothing saved),
 * then the ones chosen saved as drafts planned for their day (posts, blog posts and video scripts).
 */
export function CalendarIdeasPlanner({ today, timeZone }: { today: string; timeZone: string }) {
  const toast = useToast();
  const refreshContent = useRefreshContent();
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 27));
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(["linkedin"]);
  const [postsPerWeek, setPostsPerWeek] = useState("3");
  const [campaignId, setCampaignId] = useState("");
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saved, setSaved] = useState(0);
  // Ideas already saved: they cannot be picked again, so a second click adds no duplicates.
  const [added, setAdded] = useState<Set<number>>(new Set());

  const [soFar, setSoFar] = useState<IdeasSoFar>({});
  const ideasCard = useRef<HTMLDivElement>(null);
  // Streamed: the ideas fill in as the model writes them; the list to pick from is the validated answer.
  const plan = useMutation({
    mutationFn: () => {
      setSoFar({});
      // Below lg the ideas sit under the form, out of sight: bring them into view to watch them arrive.
      if (!window.matchMedia("(min-width: 64rem)").matches)
        ideasCard.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      return streamStructured<IdeasSoFar, { ideas: CalendarIdea[] }>(
        "/api/generate-content-calendar",
        { startDate, endDate, platforms, postsPerWeek: Number(postsPerWeek), campaignId: campaignId || undefined },
        setSoFar,
      );
    },
    onSuccess: (result) => {
      setChosen(new Set(result.ideas.map((_, i) => i)));
      setAdded(new Set());
      setSaved(0);
    },
  });
  const ideas = plan.data?.ideas ?? [];
  const save = useMutation({
    mutationFn: async (batch: { index: number; idea: CalendarIdea }[]) => {
      setSaved(0);
      for (const { index, idea } of batch) {
        await saveIdeaAsDraft(idea, timeZone, campaignId || null);
        setAdded((a) => new Set(a).add(index));
        setSaved((n) => n + 1);
      }
      return batch.map((b) => b.idea);
    },
    onSuccess: (ideasSaved) => {
      refreshContent();
      toast.success(
        "Ideas saved as drafts",
        `${plural(ideasSaved.length, "draft")} added, each planned for its day on the calendar.`,
      );
    },
    onError: (err) => toast.error("Couldn't save every idea", errorMessage(err)),
  });
  const errors = fieldErrors(plan.error);
  const picked = ideas.flatMap((idea, index) => (chosen.has(index) && !added.has(index) ? [{ index, idea }] : []));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card className="self-start">
        <CardHeader title="Period and networks" />
        <CardBody>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              plan.mutate();
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              <Field label="From" error={errors.startDate}>
                <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
              </Field>
              <Field label="To" error={errors.endDate}>
                <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} required />
              </Field>
            </div>
            <PlatformPicker legend="Networks" value={platforms} onChange={setPlatforms} error={errors.platforms} />
            <Field label="Posts per week" error={errors.postsPerWeek}>
              <Input
                type="number"
                min={1}
                max={21}
                value={postsPerWeek}
                onChange={(e) => setPostsPerWeek(e.target.value)}
              />
            </Field>
            <Field label="Campaign" aside="Optional" error={errors.campaignId}>
              <CampaignSelect value={campaignId} onChange={setCampaignId} />
            </Field>
            <AiButton type="submit" loading={plan.isPending}>
              {plan.isPending ? "Planning ideas…" : "Generate ideas"}
            </AiButton>
            {plan.isError && !Object.keys(errors).length ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errorMessage(plan.error)}
              </p>
            ) : null}
          </form>
        </CardBody>
      </Card>

      <div ref={ideasCard} className="min-w-0 scroll-mt-20 self-start">
        <Card>
          <CardHeader
            title="Ideas"
            description="Nothing is saved until you add the ideas you want."
            actions={
              ideas.length ? (
                <AiButton
                  size="sm"
                  loading={save.isPending}
                  disabled={!picked.length || save.isPending}
                  onClick={() => save.mutate(picked)}
                >
                  {picked.length
                    ? `Add ${plural(picked.length, "idea")} as drafts`
                    : added.size === ideas.length
                      ? "All ideas added as drafts"
                      : "Pick ideas to add as drafts"}
                </AiButton>
              ) : null
            }
          />
          <CardBody className="flex flex-col gap-3">
            {plan.isPending ? (
              <IdeasArriving ideas={soFar.ideas ?? []} withCampaign={Boolean(campaignId)} />
            ) : ideas.length === 0 ? (
              <p className="py-6 text-sm text-zinc-500">
                {plan.isSuccess ? "No ideas came back; try a longer period." : "Pick a period and generate ideas."}
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-zinc-100" aria-label="Generated ideas">
                {ideas.map((idea, i) => (
                  <li key={i} className="flex items-start gap-3 py-2.5">
                    <Checkbox
                      label={
                        <span className="flex flex-wrap items-center gap-1.5">
                          <PlatformMark platform={idea.platform} size={16} />
                          <span className="tabular-nums text-zinc-500">{idea.date}</span>
                          <span className="text-xs text-zinc-500">{KIND[idea.contentType]}</span>
                          {idea.title}
                        </span>
                      }
                      description={idea.description}
                      checked={chosen.has(i)}
                      disabled={added.has(i)}
                      onChange={(e) =>
                        setChosen((c) => {
                          const next = new Set(c);
                          if (e.target.checked) next.add(i);
                          else next.delete(i);
                          return next;
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {save.isPending ? (
              <p role="status" className="flex items-center gap-2 text-[13px] text-zinc-600">
                <Spinner className="size-4" /> Saving {saved + 1} of {save.variables?.length ?? picked.length}…
              </p>
            ) : save.isSuccess ? (
              <div role="status" className="flex flex-wrap items-center gap-2 text-[13px] text-zinc-700">
                {plural(save.data.length, "draft")} added.
                <ButtonLink href={`/calendar?view=month&date=${firstDay(save.data)}`} size="sm" variant="secondary">
                  See them on the calendar
                </ButtonLink>
              </div>
            ) : null}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
