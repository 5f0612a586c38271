import type { ReactNode } from "react";
import { formatDateTime } from "@/components/content/datetime";
import { PlatformMark } from "@/components/content/platform-mark";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/contracts";
import { platformLabel } from "@/lib/content/platforms";
import { TYPE_DESCRIPTION, TYPE_LABEL } from "./campaign-meta";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label}</dt>
      <dd className="text-sm text-zinc-800">{children}</dd>
    </div>
  );
}

const Missing = ({ children }: { children: ReactNode }) => <span className="text-zinc-400">{children}</span>;

export function CampaignPlan({ campaign }: { campaign: Campaign }) {
  return (
    <Card>
      <CardHeader title="Plan" />
      <CardBody>
        <dl className="flex flex-col gap-4">
          <Row label="Brief">
            {campaign.brief ? (
              <p className="whitespace-pre-line leading-relaxed">{campaign.brief}</p>
            ) : (
              <Missing>No brief yet</Missing>
            )}
          </Row>
          <Row label="Goal">{campaign.goal || <Missing>No goal yet</Missing>}</Row>
          <Row label="Type">
            {TYPE_LABEL[campaign.type]} <span className="text-zinc-500">· {TYPE_DESCRIPTION[campaign.type]}</span>
          </Row>
          <div className="grid grid-cols-2 gap-4">
            <Row label="Starts">
              {campaign.startsAt ? formatDateTime(campaign.startsAt) : <Missing>Not set</Missing>}
            </Row>
            <Row label="Ends">
              {campaign.endsAt ? (
                formatDateTime(campaign.endsAt)
              ) : (
                <Missing>{campaign.type === "EVERGREEN" ? "Ongoing" : "Not set"}</Missing>
              )}
            </Row>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

function InheritedMark({ inherited }: { inherited: boolean }) {
  return inherited ? (
    <Badge className="normal-case tracking-normal">Inherited</Badge>
  ) : (
    <Badge tone="brand" className="normal-case tracking-normal">
      Custom
    </Badge>
  );
}

/** The context as it applies: the campaign's own values and, marked as such, those it inherits. */
export function CampaignContextCard({ campaign }: { campaign: Campaign }) {
  const inherited = (field: Campaign["inheritedFields"][number]) => campaign.inheritedFields.includes(field);
  const { context } = campaign;
  const label = (text: string, field: Campaign["inheritedFields"][number]) => (
    <span className="flex items-center justify-between gap-2">
      {text} <InheritedMark inherited={inherited(field)} />
    </span>
  );
  return (
    <Card>
      <CardHeader title="Context" description="Inherited values follow your brand profile and workspace defaults." />
      <CardBody>
        <dl className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">
              {label("Key messages", "keyMessages")}
            </dt>
            <dd className="text-sm text-zinc-800">
              {context.keyMessages.length ? (
                <ul className="flex flex-col gap-1.5">
                  {context.keyMessages.map((m, i) => (
                    <li key={i} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
                      {m}
                    </li>
                  ))}
                </ul>
              ) : (
                <Missing>None</Missing>
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">
              {label("Target audience", "targetAudience")}
            </dt>
            <dd className="text-sm text-zinc-800">{context.targetAudience || <Missing>Not set</Missing>}</dd>
          </div>
          <div className="flex flex-col gap-1.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label("Tone", "tone")}</dt>
            <dd className="text-sm text-zinc-800">{context.tone || <Missing>Not set</Missing>}</dd>
          </div>
          <div className="flex flex-col gap-1.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">
              {label("Channels", "channels")}
            </dt>
            <dd>
              {context.channels.length ? (
                <ul className="flex flex-wrap gap-1.5">
                  {context.channels.map((p) => (
                    <li
                      key={p}
                      className="flex items-center gap-1.5 rounded-md border border-zinc-200 bg-white py-0.5 pl-0.5 pr-2 text-xs font-medium text-zinc-700"
                    >
                      <PlatformMark platform={p} size={18} />
                      {platformLabel(p)}
                    </li>
                  ))}
                </ul>
              ) : (
                <Missing>No channels chosen</Missing>
              )}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
