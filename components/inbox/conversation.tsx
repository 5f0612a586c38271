"use client";

import { forwardRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { ArchiveIcon, ArrowLeftIcon, UsersIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { shownHandle } from "@/lib/inbox/author-handle";
import { platformName, TYPE_LABELS } from "./filter-pane";
import { useInboxItem } from "./queries";
import { ReplyBox } from "./reply-box";
import { ago } from "./time";

const SENTIMENT_LABELS = { positive: "Positive", neutral: "Neutral", negative: "Negative" } as const;

interface ConversationProps {
  id: string;
  canManage: boolean;
  canReply: boolean;
  companyName: string;
  memberName: (id: string) => string | null;
  onArchive: () => void;
  onAssign: () => void;
  onBack: () => void;
}

interface Message {
  key: string;
  at: string;
  author: string;
  text: string;
  ours: boolean;
  current: boolean;
}

/** The conversation pane: the thread in time order (their messages left, our replies right), actions, the reply box. */
export const Conversation = forwardRef<HTMLTextAreaElement, ConversationProps>(function Conversation(
  { id, canManage, canReply, companyName, memberName, onArchive, onAssign, onBack },
  replyRef,
) {
  const detail = useInboxItem(id);
  if (detail.isPending) return <SkeletonRows rows={4} label="Loading the conversation" />;
  if (detail.isError)
    return (
      <ErrorState error={detail.error} onRetry={() => void detail.refetch()} title="Couldn't load this conversation" />
    );
  const item = detail.data;

  const messages: Message[] = [
    ...(item.parentItem && !item.conversation.some((c) => c.id === item.parentItem!.id)
      ? [
          {
            key: item.parentItem.id,
            at: "",
            author: item.parentItem.authorName,
            text: item.parentItem.content,
            ours: false,
            current: false,
          },
        ]
      : []),
    ...[...item.conversation, item].map((m) => ({
      key: m.id,
      at: m.platformCreatedAt,
      author: m.authorName,
      text: m.content,
      ours: false,
      current: m.id === item.id,
    })),
    ...item.replies.map((r) => ({
      key: r.id,
      at: r.createdAt,
      author: (r.userId && memberName(r.userId)) || companyName,
      text: r.content,
      ours: true,
      current: false,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const assignee = item.assignedToId ? memberName(item.assignedToId) : null;
  const handle = shownHandle(item);

  return (
    <section aria-label={`Conversation with ${item.authorName}`} className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-zinc-200 p-3">
        <div className="flex min-w-0 items-start gap-2">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Back to the list" onClick={onBack}>
            <ArrowLeftIcon size={16} />
          </Button>
          <div className="min-w-0">
            <h2 className="truncate text-sm font-semibold text-zinc-900">
              {item.authorName}
              {handle ? <span className="font-normal text-zinc-500"> {handle}</span> : null}
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-1">
              <Badge>{platformName(item.platform)}</Badge>
              <Badge>{TYPE_LABELS[item.type]}</Badge>
              <Badge
                tone={item.sentiment === "negative" ? "danger" : item.sentiment === "positive" ? "success" : "neutral"}
              >
                {SENTIMENT_LABELS[item.sentiment]}
              </Badge>
              <span className="text-[11px] text-zinc-500" data-testid="assignee">
                {assignee ? `Assigned to ${assignee}` : "Unassigned"}
              </span>
            </div>
          </div>
        </div>
        {canManage ? (
          <div className="flex gap-1.5">
            <Button variant="secondary" size="sm" icon={<UsersIcon size={14} />} onClick={onAssign} title="Assign (a)">
              Assign
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<ArchiveIcon size={14} />}
              onClick={onArchive}
              disabled={item.status === "ARCHIVED"}
              title="Archive the conversation (e)"
            >
              Archive
            </Button>
          </div>
        ) : null}
      </header>
      <ol aria-label="Messages" className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-zinc-50/60 p-3">
        {messages.map((m) => (
          <li key={m.key} className={cn("flex flex-col", m.ours ? "items-end" : "items-start")}>
            <div
              data-testid={m.ours ? "our-reply" : "their-message"}
              className={cn(
                "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm",
                m.ours ? "bg-brand-600 text-white" : "border border-zinc-200 bg-white text-zinc-800",
                m.current && "ring-2 ring-brand-200",
              )}
            >
              {m.text}
            </div>
            <span className="mt-0.5 px-1 text-[11px] text-zinc-500">
              {m.ours ? `${m.author} replied` : m.author}
              {m.at ? ` · ${ago(m.at)}` : ""}
            </span>
          </li>
        ))}
        {item.platformUrl ? (
          <li className="text-center">
            <a
              href={item.platformUrl}
              target="_blank"
              rel="noreferrer"
              className="text-xs text-brand-700 hover:underline"
            >
              Open on {platformName(item.platform)}
            </a>
          </li>
        ) : null}
      </ol>
      {canReply ? (
        <ReplyBox key={item.id} ref={replyRef} item={item} companyName={companyName} />
      ) : (
        <p className="border-t border-zinc-200 p-3 text-xs text-zinc-500">
          Your role cannot reply (needs inbox:reply).
        </p>
      )}
    </section>
  );
});
