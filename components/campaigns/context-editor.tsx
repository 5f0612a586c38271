"use client";

import type { ReactNode } from "react";
import { PlatformPicker } from "@/components/content/platform-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { RefreshIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { ContextDefaults, ContextDraft } from "./context-draft";
import { errorFor } from "./field-errors";
import { KeyMessagesEditor } from "./key-messages-editor";

interface ContextEditorProps {
  draft: ContextDraft;
  onChange: (draft: ContextDraft) => void;
  /** The brand values used while a field is inherited; undefined while they load. */
  defaults: ContextDefaults | undefined;
  errors: Record<string, string>;
}

/** Shows whether a field follows the brand or is set here, with a way back to the brand value. */
function OverrideStatus({ inherited, source, onReset }: { inherited: boolean; source: string; onReset: () => void }) {
  if (inherited) return <Badge>Inherited from {source}</Badge>;
  return (
    <span className="flex items-center gap-1.5">
      <Badge tone="brand">Custom</Badge>
      <Button
        variant="ghost"
        size="sm"
        className="h-6 px-1.5 text-xs"
        icon={<RefreshIcon size={12} />}
        onClick={onReset}
      >
        Reset to brand default
      </Button>
    </span>
  );
}

function InheritedList({ items, onCustomize }: { items: string[]; onCustomize: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-zinc-300 bg-zinc-50/70 p-3">
      {items.length ? (
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-zinc-600">
          {items.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-zinc-500">Your brand profile has no key messages yet.</p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={onCustomize}>
          Customize for this campaign
        </Button>
      </div>
    </div>
  );
}

export function ContextEditor({ draft, onChange, defaults, errors }: ContextEditorProps) {
  const set = <K extends keyof ContextDraft>(field: K, value: ContextDraft[K]) =>
    onChange({ ...draft, [field]: value });
  const inherit = (field: keyof ContextDraft) => set(field, { inherited: true });
  const placeholder = (value: string | null | undefined, example: string): string =>
    defaults === undefined
      ? "Loading brand default…"
      : value
        ? value
        : `Not set in your brand profile — e.g. ${example}`;

  const textField = (field: "targetAudience" | "tone", label: ReactNode, example: string, hint: string) => {
    const state = draft[field];
    return (
      <Field
        label={label}
        error={errorFor(errors, `context.${field}`)}
        hint={hint}
        aside={<OverrideStatus inherited={state.inherited} source="brand profile" onReset={() => inherit(field)} />}
      >
        <Input
          value={state.inherited ? "" : state.value}
          placeholder={placeholder(defaults?.[field], example)}
          maxLength={field === "tone" ? 200 : 1000}
          onChange={(e) =>
            set(field, e.target.value ? { inherited: false, value: e.target.value } : { inherited: true })
          }
        />
      </Field>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Field
        label="Key messages"
        error={errorFor(errors, "context.keyMessages")}
        hint="The points every piece of content in this campaign should get across."
        aside={
          <OverrideStatus
            inherited={draft.keyMessages.inherited}
            source="brand profile"
            onReset={() => inherit("keyMessages")}
          />
        }
      >
        {draft.keyMessages.inherited ? (
          <InheritedList
            items={defaults?.keyMessages ?? []}
            onCustomize={() => set("keyMessages", { inherited: false, value: [...(defaults?.keyMessages ?? [])] })}
          />
        ) : (
          <KeyMessagesEditor
            value={draft.keyMessages.value}
            onChange={(value) => set("keyMessages", { inherited: false, value })}
            invalid={Boolean(errorFor(errors, "context.keyMessages"))}
          />
        )}
      </Field>
      {textField(
        "targetAudience",
        "Target audience",
        "busy parents in their 30s",
        "Leave empty to use your brand profile's audience.",
      )}
      {textField("tone", "Tone of voice", "warm, witty, no jargon", "Leave empty to use your brand profile's tone.")}
      <PlatformPicker
        legend="Channels"
        value={draft.channels.inherited ? (defaults?.channels ?? []) : draft.channels.value}
        muted={draft.channels.inherited}
        onChange={(value: SocialPlatform[]) => set("channels", { inherited: false, value })}
        aside={
          <OverrideStatus
            inherited={draft.channels.inherited}
            source="workspace defaults"
            onReset={() => inherit("channels")}
          />
        }
        hint={
          draft.channels.inherited
            ? "Using your workspace's default networks. Pick networks to choose them for this campaign only."
            : "The networks this campaign publishes to."
        }
        error={errorFor(errors, "context.channels")}
      />
    </div>
  );
}
