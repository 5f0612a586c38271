"use client";

import { forwardRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { SparklesIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import type { SocialPlatform } from "@/lib/content/platforms";
import { fillPlaceholders } from "@/lib/inbox/placeholders";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";
import { platformName } from "./filter-pane";
import { useReply, useSavedReplies, useSuggestReplies, type InboxItem } from "./queries";

interface ReplyBoxProps {
  item: InboxItem;
  companyName: string;
}

const newKey = () => crypto.randomUUID();

/**
 * Answers the item on its network: the count is the network's own (X weighs URLs and emoji,
 * Bluesky counts graphemes); AI suggestions and saved replies fill the box, never send. One
 * idempotency key per draft, so a retry after a lost answer never posts twice.
 */
export const ReplyBox = forwardRef<HTMLTextAreaElement, ReplyBoxProps>(function ReplyBox({ item, companyName }, ref) {
  const [text, setText] = useState("");
  const [key, setKey] = useState(newKey);
  const reply = useReply(item.id);
  const suggest = useSuggestReplies(item.id);
  const savedReplies = useSavedReplies();
  const toast = useToast();

  const limits = TEXT_LIMITS[item.platform.toLowerCase() as SocialPlatform];
  const length = limits ? countText(text, limits) : [...text].length;
  const max = limits?.maxTextLength ?? null;
  const over = max !== null && length > max;
  const canSend = text.trim().length > 0 && !over && !reply.isPending;

  const submit = () => {
    if (!canSend) return;
    reply.mutate(
      { content: text, idempotencyKey: key },
      {
        onSuccess: () => {
          setText("");
          setKey(newKey());
          toast.success(`Reply sent on ${platformName(item.platform)}`);
        },
        onError: (err) => toast.error("The reply was not sent", errorMessage(err)),
      },
    );
  };

  const values = {
    authorName: item.authorName,
    // The bare handle (templates write "@{{authorHandle}}"); an author without one is named instead.
    authorHandle: item.authorHandle.trim().replace(/^@/, "") || item.authorName,
    platform: platformName(item.platform),
    companyName,
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-zinc-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`reply-${item.id}`} className="sr-only">
        Reply to {item.authorName}
      </label>
      <textarea
        ref={ref}
        id={`reply-${item.id}`}
        rows={3}
        value={text}
        placeholder={`Reply to ${item.authorName} on ${platformName(item.platform)}… (Ctrl+Enter sends)`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          } else if (e.key === "Escape") e.currentTarget.blur();
        }}
        className="w-full resize-y rounded-lg border border-zinc-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20"
      />
      {suggest.data?.suggestions.length ? (
        <ul aria-label="Suggested replies" className="flex flex-col gap-1.5">
          {suggest.data.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => setText(suggestion)}
                className="w-full rounded-lg border border-brand-200 bg-brand-50/60 px-3 py-2 text-left text-[13px] text-zinc-800 hover:bg-brand-50"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<SparklesIcon size={14} />}
            disabled={suggest.isPending}
            onClick={() =>
              suggest.mutate(undefined, { onError: (err) => toast.error("No suggestions", errorMessage(err)) })
            }
          >
            {suggest.isPending ? "Thinking…" : "Suggest replies"}
          </Button>
          <Menu
            label="Saved replies"
            variant="secondary"
            size="sm"
            items={
              savedReplies.data?.length
                ? savedReplies.data.map((saved) => ({
                    label: saved.name,
                    onSelect: () => {
                      setText((current) => (current ? `${current} ` : "") + fillPlaceholders(saved.content, values));
                      // Back to the text, to edit or send it.
                      document.getElementById(`reply-${item.id}`)?.focus();
                    },
                  }))
                : [{ label: "No saved replies yet", onSelect: () => undefined, disabled: true }]
            }
          />
        </div>
        <div className="ml-auto flex items-center gap-3">
          <span
            data-testid="reply-count"
            aria-live="polite"
            className={cn("text-xs tabular-nums", over ? "font-semibold text-red-600" : "text-zinc-500")}
          >
            {max === null ? length : `${length} / ${max}`}
          </span>
          <Button type="submit" size="sm" disabled={!canSend}>
            {reply.isPending ? "Sending…" : "Send reply"}
          </Button>
        </div>
      </div>
    </form>
  );
});
