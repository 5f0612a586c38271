"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AiButton, useAiUnavailable } from "@/components/ai/ai-status";
import { WorkSteps } from "@/components/ai/work-steps";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, CheckIcon, RefreshIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { updateBrandProfile, type BrandProfile } from "@/lib/brand/contracts";
import {
  applyFindings,
  colorErrors,
  normaliseErrors,
  normaliseWebsite,
  toDraft,
  toPatch,
  type BrandConfidence,
  type BrandDraft,
} from "@/lib/brand/draft";
import { ANALYSIS_STEPS, useWebsiteAnalysis } from "./analyze-website-button";
import { BrandPreview } from "./brand-preview";
import { WizardReview } from "./wizard-review";
import { WizardStepper } from "./wizard-stepper";
import { WizardSummary } from "./wizard-summary";

const WEBSITE = 0;
const ANALYSIS = 1;
const REVIEW = 2;
const SAVE = 3;

/** Headlines for the reasons an analysis stops, by the error code the API answers with. */
const PROBLEMS: Record<string, string> = {
  UNREACHABLE: "We couldn't reach that website",
  TIMEOUT: "That website took too long to answer",
  LOGIN_PAGE: "That page asks visitors to sign in",
  INSUFFICIENT_CONTENT: "There is too little on that page to go on",
  BLOCKED: "That address can't be analysed",
  INVALID_URL: "That isn't a website address",
  AI_NOT_CONFIGURED: "AI is not set up",
  AI_BUDGET_EXCEEDED: "The AI budget is spent for now",
  LIMIT_REACHED: "Your plan's website analyses are used up",
  RATE_LIMITED: "That website was analysed a moment ago",
};

function problemTitle(err: unknown): string {
  const code = err instanceof ApiClientError ? err.body.error : undefined;
  return (code && PROBLEMS[code]) || "The analysis didn't finish";
}

/** A step's title, focused as the step opens so keyboard and screen-reader users start there. */
function StepHeading({
  children,
  description,
  focus,
}: {
  children: ReactNode;
  description: ReactNode;
  /** False on the page's first step: focusing it on load would skip the page's navigation. */
  focus: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-col gap-1">
      <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-zinc-900 outline-none">
        {children}
      </h2>
      <p className="text-[13px] text-zinc-500">{description}</p>
    </div>
  );
}

/**
 * The guided brand set-up: a website, its analysis with each step shown, a review of every field
 * with the analysis' confidence (refine with AI or discuss in chat), then a preview and Save. The
 * draft starts from the stored profile and nothing is stored until Save.
 */
export function BrandWizard({ profile }: { profile: BrandProfile }) {
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const aiUnavailable = useAiUnavailable();
  const [step, setStepOnly] = useState(WEBSITE);
  const [moved, setMoved] = useState(false);
  const setStep = (next: number) => {
    setStepOnly(next);
    setMoved(true);
  };
  const [draft, setDraft] = useState<BrandDraft>(() => toDraft(profile));
  const [confidence, setConfidence] = useState<BrandConfidence | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { analyze, done, running } = useWebsiteAnalysis({
    onSuccess: (analysis) => {
      setConfidence(analysis.confidence);
      setDraft((d) => applyFindings(d, analysis));
    },
  });

  const save = useMutation({
    mutationFn: () =>
      apiRequest(updateBrandProfile, { body: toPatch({ ...draft, websiteUrl: normaliseWebsite(draft.websiteUrl) }) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(["brand-profile"], saved);
      toast.success("Brand profile saved", "New content will use these details.");
      router.push("/settings/brand");
    },
    onError: (err) => {
      const found = normaliseErrors(fieldErrors(err));
      setErrors(found);
      toast.error("Couldn't save the brand profile", errorMessage(err));
      if (found.websiteUrl) setStep(WEBSITE);
      else if (Object.keys(found).length) setStep(REVIEW);
    },
  });

  function startAnalysis(e: FormEvent) {
    e.preventDefault();
    if (!draft.websiteUrl.trim()) {
      setErrors({ websiteUrl: "Enter your website's address, or skip and fill in by hand" });
      return;
    }
    setErrors({});
    setDraft((d) => ({ ...d, websiteUrl: normaliseWebsite(d.websiteUrl) }));
    setStep(ANALYSIS);
    analyze.mutate(draft.websiteUrl);
  }

  /** To the review without an analysis: the address is kept as it will be saved. */
  function fillInByHand() {
    setDraft((d) => ({ ...d, websiteUrl: normaliseWebsite(d.websiteUrl) }));
    setStep(REVIEW);
  }

  function toSave() {
    const invalid = colorErrors(draft);
    setErrors(invalid);
    if (!Object.keys(invalid).length) setStep(SAVE);
  }

  const back = step === REVIEW && !confidence ? WEBSITE : step - 1;
  const look = {
    companyName: draft.companyName,
    tagline: draft.tagline,
    websiteUrl: normaliseWebsite(draft.websiteUrl),
    keyMessage: draft.keyMessages.split("\n")[0] ?? "",
    colors: draft.colors,
    typography: draft.typography,
  };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <WizardStepper step={step} />

      {step === WEBSITE ? (
        <Card className="flex flex-col gap-5 p-5">
          <StepHeading
            focus={moved}
            description="We read your website and suggest your brand's name, voice, themes, colours and fonts. You review everything before it is saved."
          >
            Where does your brand live online?
          </StepHeading>
          <form onSubmit={startAnalysis} noValidate className="flex flex-col gap-4">
            <Field
              label="Website"
              error={errors.websiteUrl}
              hint="Your home page. A bare domain such as stride.run is fine."
            >
              <Input
                type="text"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                value={draft.websiteUrl}
                maxLength={2048}
                onChange={(e) => setDraft((d) => ({ ...d, websiteUrl: e.target.value }))}
                placeholder="yourbrand.com"
                className="h-11 text-[15px]"
              />
            </Field>
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-start">
              <AiButton type="submit" size="lg">
                Analyse
              </AiButton>
              <Button type="button" variant="ghost" size="lg" onClick={fillInByHand}>
                Skip, fill in by hand
              </Button>
            </div>
          </form>
        </Card>
      ) : null}

      {step === ANALYSIS ? (
        <Card className="flex flex-col gap-5 p-5">
          <StepHeading
            focus={moved}
            description={<span className="break-all">{normaliseWebsite(draft.websiteUrl)}</span>}
          >
            {analyze.isPending ? "Analysing your website…" : analyze.isError ? "The analysis stopped" : "Analysis done"}
          </StepHeading>
          <WorkSteps
            steps={ANALYSIS_STEPS}
            done={done}
            running={running}
            failed={analyze.isError ? errorMessage(analyze.error) : null}
          />
          {analyze.isError ? (
            <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/60 p-4">
              <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
                <AlertIcon className="size-4 shrink-0" /> {problemTitle(analyze.error)}
              </p>
              <p className="text-[13px] text-red-900/80">{errorMessage(analyze.error)}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<RefreshIcon />}
                  onClick={() => analyze.mutate(draft.websiteUrl)}
                >
                  Try again
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setStep(WEBSITE)}>
                  Change the address
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setStep(REVIEW)}>
                  Fill in by hand instead
                </Button>
              </div>
            </div>
          ) : null}
          {analyze.isSuccess && confidence ? <FoundSummary confidence={confidence} /> : null}
        </Card>
      ) : null}

      {step === REVIEW ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="flex min-w-0 flex-col gap-4">
            <StepHeading
              focus={moved}
              description={
                confidence
                  ? "Each field shows how sure the analysis was. Edit it, refine it with AI, or discuss it."
                  : aiUnavailable
                    ? "Fill in what you know. AI is not set up yet, so refining fields with AI waits until it is."
                    : "Fill in what you know; refine any field with AI or discuss it."
              }
            >
              Review your brand
            </StepHeading>
            <WizardReview draft={draft} setDraft={setDraft} confidence={confidence} errors={errors} />
          </div>
          <aside className="hidden flex-col gap-3 lg:sticky lg:top-6 lg:flex lg:self-start">
            <p className="text-xs font-medium uppercase tracking-wider text-zinc-500">Live preview</p>
            <BrandPreview look={look} />
          </aside>
        </div>
      ) : null}

      {step === SAVE ? (
        <div className="flex flex-col gap-4">
          <StepHeading
            focus={moved}
            description="This is how your brand will look in generated posts. Nothing is stored until you save."
          >
            Save your brand
          </StepHeading>
          <WizardSummary draft={draft} look={look} />
        </div>
      ) : null}

      <div className="sticky bottom-0 z-20 -mx-4 flex items-center gap-2 border-t border-zinc-200 bg-white/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:px-4 lg:shadow-pop">
        {step === WEBSITE ? (
          <ButtonLink href="/settings/brand" variant="ghost">
            Cancel
          </ButtonLink>
        ) : (
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={() => setStep(back)} disabled={save.isPending}>
            Back
          </Button>
        )}
        <span className="ml-auto" />
        {step === ANALYSIS ? (
          <Button onClick={() => setStep(REVIEW)} disabled={!analyze.isSuccess}>
            Review the fields <ArrowRightIcon className="size-4" />
          </Button>
        ) : null}
        {step === REVIEW ? (
          <Button onClick={toSave}>
            Next <ArrowRightIcon className="size-4" />
          </Button>
        ) : null}
        {step === SAVE ? (
          <Button icon={<CheckIcon />} loading={save.isPending} onClick={() => save.mutate()}>
            Save brand profile
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** After the analysis: how much it found and what to check, before moving on. */
function FoundSummary({ confidence }: { confidence: BrandConfidence }) {
  const unsure = Object.values(confidence).filter((level) => level !== "high").length;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-[13px] text-emerald-900">
      Your brand's details are ready to review.{" "}
      {unsure
        ? `${unsure} of them need${unsure === 1 ? "s" : ""} a check; they come first.`
        : "The analysis was sure of all of them."}
    </p>
  );
}
