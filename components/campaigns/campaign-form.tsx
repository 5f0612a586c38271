"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { fromDateTimeLocal, toDateTimeLocal } from "@/components/content/datetime";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { AlertIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { CAMPAIGN_TYPES, createCampaign, updateCampaign, type Campaign } from "@/lib/campaigns/contracts";
import { TYPE_DESCRIPTION, TYPE_LABEL, type CampaignType } from "./campaign-meta";
import { contextBody, initialContextDraft } from "./context-draft";
import { ContextEditor } from "./context-editor";
import { errorFor, unplacedErrors } from "./field-errors";
import { campaignKeys, useBrandDefaults } from "./queries";

const PLACED_FIELDS = ["name", "type", "brief", "goal", "startsAt", "endsAt", "context"] as const;

/** Create a campaign, or edit one when `campaign` is given. */
export function CampaignForm({ campaign }: { campaign?: Campaign }) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const defaults = useBrandDefaults();

  const [name, setName] = useState(campaign?.name ?? "");
  const [type, setType] = useState<CampaignType>(campaign?.type ?? "ONE_TIME");
  const [brief, setBrief] = useState(campaign?.brief ?? "");
  const [goal, setGoal] = useState(campaign?.goal ?? "");
  const [startsAt, setStartsAt] = useState(toDateTimeLocal(campaign?.startsAt));
  const [endsAt, setEndsAt] = useState(toDateTimeLocal(campaign?.endsAt));
  const [context, setContext] = useState(() => initialContextDraft(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, take the user to the first field that needs fixing.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());

  const save = useMutation({
    mutationFn: () => {
      const fields = {
        name: name.trim(),
        type,
        brief: brief.trim() || null,
        goal: goal.trim() || null,
        startsAt: fromDateTimeLocal(startsAt),
        endsAt: fromDateTimeLocal(endsAt),
        context: contextBody(context, campaign),
      };
      return campaign
        ? apiRequest(updateCampaign, { params: { id: campaign.id }, body: fields })
        : apiRequest(createCampaign, { body: fields });
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      toast.success(campaign ? "Campaign saved" : "Campaign created", saved.name);
      router.push(`/campaigns/${saved.id}`);
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      focusFirstError();
      toast.error(campaign ? "Couldn't save the campaign" : "Couldn't create the campaign", errorMessage(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: "Give the campaign a name" });
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate();
  }

  const other = unplacedErrors(errors, PLACED_FIELDS);
  const cancelHref = campaign ? `/campaigns/${campaign.id}` : "/campaigns";

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
      {other.length ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700"
        >
          <AlertIcon className="mt-0.5 shrink-0" />
          <ul>
            {other.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Card>
        <CardHeader title="Plan" description="What this campaign is, what it should achieve and when it runs." />
        <CardBody className="flex flex-col gap-5">
          <Field label="Name" error={errorFor(errors, "name")}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
              placeholder="e.g. Spring espresso launch"
              autoFocus={!campaign}
            />
          </Field>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-[13px] font-medium text-zinc-800">Type</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {CAMPAIGN_TYPES.map((t) => (
                <label
                  key={t}
                  className={cn(
                    "relative flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500",
                    type === t
                      ? "border-brand-400 bg-brand-50/60 ring-1 ring-brand-400"
                      : "border-zinc-200 bg-white hover:border-zinc-300",
                  )}
                >
                  <input
                    type="radio"
                    name="type"
                    value={t}
                    checked={type === t}
                    onChange={() => setType(t)}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                  />
                  <span className="text-sm font-medium text-zinc-900">{TYPE_LABEL[t]}</span>
                  <span className="text-xs text-zinc-500">{TYPE_DESCRIPTION[t]}</span>
                </label>
              ))}
            </div>
            {errorFor(errors, "type") ? (
              <p className="text-xs font-medium text-red-600">{errorFor(errors, "type")}</p>
            ) : null}
          </fieldset>

          <Field
            label="Brief"
            aside="Optional"
            error={errorFor(errors, "brief")}
            hint="The idea in a few sentences: what you're promoting and why now."
          >
            <Textarea value={brief} onChange={(e) => setBrief(e.target.value)} rows={4} maxLength={10_000} />
          </Field>
          <Field
            label="Goal"
            aside="Optional"
            error={errorFor(errors, "goal")}
            hint="How you'll know it worked, e.g. “500 pre-orders by April 30”."
          >
            <Input value={goal} onChange={(e) => setGoal(e.target.value)} maxLength={2000} />
          </Field>

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Starts" aside="Optional" error={errorFor(errors, "startsAt")}>
              <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
            </Field>
            <Field
              label="Ends"
              aside="Optional"
              error={errorFor(errors, "endsAt")}
              hint={type === "EVERGREEN" ? "Evergreen campaigns usually run without an end date." : undefined}
            >
              <Input
                type="datetime-local"
                value={endsAt}
                min={startsAt || undefined}
                onChange={(e) => setEndsAt(e.target.value)}
              />
            </Field>
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Context"
          description="Guidance for everyone writing for this campaign. Anything you leave alone follows your brand profile, and changes there flow through."
        />
        <CardBody>
          <ContextEditor draft={context} onChange={setContext} defaults={defaults.data} errors={errors} />
        </CardBody>
        <CardFooter>
          <ButtonLink href={cancelHref} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={save.isPending}>
            {campaign ? "Save changes" : "Create campaign"}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
