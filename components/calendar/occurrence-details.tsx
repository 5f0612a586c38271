"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { DeliveryFailure } from "@/components/social/delivery-failure";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { ArrowRightIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { platformLabel } from "@/lib/content/platforms";
import type { OccurrenceDTO, SocialAccountDTO } from "@/lib/social/contracts";
import { fromZonedInput, toZonedInput } from "./calendar-time";
import { canCancel, canReschedule, STATE_LOOKS } from "./occurrence-states";
import type { useOccurrenceActions } from "./queries";
import { StateBadge } from "./state-legend";
import type { ZoneFormats } from "./zone-formats";

interface DetailsProps {
  occurrence: OccurrenceDTO;
  /** The other members of its split group, when it is one. */
  siblings: OccurrenceDTO[];
  account: SocialAccountDTO | undefined;
  timeZone: string;
  formats: ZoneFormats;
  canPublish: boolean;
  actions: ReturnType<typeof useOccurrenceActions>;
  onOpen: (occurrence: OccurrenceDTO) => void;
  onClose: () => void;
}

function accountName(account: SocialAccountDTO | undefined): string {
  if (!account) return "No account";
  return account.displayName === account.username
    ? account.displayName
    : `${account.displayName} (@${account.username})`;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-zinc-500">{term}</dt>
      <dd className="min-w-0 break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** An occurrence's details: its text, network, account, state and attempts; retry, move or cancel it. */
export function OccurrenceDetails({
  occurrence: o,
  siblings,
  account,
  timeZone,
  formats,
  canPublish,
  actions,
  onOpen,
  onClose,
}: DetailsProps) {
  const [when, setWhen] = useState(() => toZonedInput(o.scheduledAt, timeZone));
  const [whenError, setWhenError] = useState<string | undefined>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const network = platformLabel(o.platform);
  const look = STATE_LOOKS[o.status];

  function move(e: FormEvent) {
    e.preventDefault();
    const at = fromZonedInput(when, timeZone);
    if (!at) return setWhenError("Choose a date and time");
    if (at.getTime() < Date.now()) return setWhenError("That time has passed: choose a later one");
    setWhenError(undefined);
    actions.reschedule.mutate(
      { occurrence: o, scheduledAt: at },
      { onError: () => setWhenError("Couldn't move it to that time (it must not be in the past)") },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          <PlatformMark platform={o.platform} size={20} />
          {network} post
        </span>
      }
      description={formats.full(o.scheduledAt)}
      className="max-w-xl"
      footer={
        <>
          <ButtonLink href={`/content/social/${o.sourcePostId}`} variant="secondary" icon={<PencilIcon />}>
            Open post
          </ButtonLink>
          {canPublish && canCancel(o.status) ? (
            <Button variant="ghost-danger" icon={<TrashIcon />} onClick={() => setConfirmingCancel(true)}>
              Cancel post
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-4 text-[13px]">
        {o.status === "FAILED" ? (
          <DeliveryFailure
            network={network}
            error={o.lastError}
            onRetry={canPublish ? () => actions.retry.mutate(o) : undefined}
            retrying={actions.retry.isPending}
          />
        ) : null}
        <p className="whitespace-pre-wrap break-words rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-800">
          {o.content}
        </p>
        <dl className="flex flex-col gap-2">
          <Row term="State">
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge status={o.status} />
              <span className="text-zinc-500">{look.meaning}</span>
            </span>
          </Row>
          <Row term="Network">{network}</Row>
          <Row term="Account">{accountName(account)}</Row>
          <Row term="Attempts">{o.attempts}</Row>
          {o.status === "FAILED" || o.status === "UNKNOWN" || !o.lastError ? null : (
            <Row term="Last problem">{o.lastError}</Row>
          )}
          {o.publishedAt ? <Row term="Published">{formats.full(o.publishedAt)}</Row> : null}
          {o.platformPostUrl ? (
            <Row term="On the network">
              <a
                href={o.platformPostUrl}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                View on {network}
              </a>
            </Row>
          ) : null}
        </dl>
        {siblings.length ? (
          <div className="rounded-lg border border-dashed border-brand-300 bg-brand-50/40 p-3">
            <p className="font-medium text-zinc-900">Split post: the same text at another time on</p>
            <ul className="mt-1.5 flex flex-col gap-1">
              {siblings.map((s) => (
                <li key={s.occurrenceId}>
                  <button
                    type="button"
                    onClick={() => onOpen(s)}
                    className="inline-flex items-center gap-1.5 rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <PlatformMark platform={s.platform} size={14} />
                    {platformLabel(s.platform)}, {formats.full(s.scheduledAt)} (
                    {STATE_LOOKS[s.status].label.toLowerCase()})
                    <ArrowRightIcon size={12} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {canPublish && canReschedule(o.status) ? (
          <form onSubmit={move} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field
              label="Reschedule"
              hint={`On the company's clock (${timeZone})`}
              error={whenError}
              className="flex-1"
            >
              <Input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            </Field>
            <Button type="submit" variant="secondary" loading={actions.reschedule.isPending} className="sm:mb-5">
              Move
            </Button>
          </form>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={() => actions.cancel.mutate(o, { onSuccess: () => setConfirmingCancel(false) })}
        loading={actions.cancel.isPending}
        title={`Cancel this ${network} post?`}
        description="It will not be published. It stays on the calendar as cancelled; the post itself and its other networks are kept."
        confirmLabel="Cancel post"
      />
    </Dialog>
  );
}
