"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { refineBlogContent } from "@/lib/content/contracts";
import { readFrontmatter } from "@/lib/content/frontmatter";
import { AiSuggestion } from "./ai-suggestion";
import { AiButton, useAiUnavailable } from "./ai-status";
import { streamStructured } from "./stream-structured";
import { useAiRewrite } from "./use-ai-rewrite";

/** What "Draft from title" fills in the editor (the title stays the writer's). */
export interface BlogDraftFields {
  markdownBody: string;
  excerpt: string;
  tags: string[];
  categories: string[];
}

/** The model's post as it streams in (generate-blog-post's partial answers). */
interface DraftSoFar {
  description?: string;
  tags?: string[];
  categories?: string[];
  content?: string;
}

const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** generate-blog-post's markdown read into the editor's fields: the body, and the excerpt, tags and categories from its frontmatter. */
function draftFields(markdown: string): BlogDraftFields {
  const { fields, body } = readFrontmatter(markdown);
  return {
    markdownBody: body,
    excerpt: typeof fields.description === "string" ? fields.description.slice(0, 500) : "",
    tags: list(fields.tags).slice(0, 20),
    categories: list(fields.categories).slice(0, 10),
  };
}

function DraftFieldsPreview({ draft }: { draft: DraftSoFar | BlogDraftFields }) {
  const excerpt = "excerpt" in draft ? draft.excerpt : draft.description;
  const body = "markdownBody" in draft ? draft.markdownBody : draft.content;
  const rows: Array<[string, string | undefined]> = [
    ["Excerpt", excerpt],
    ["Tags", draft.tags?.join(", ")],
    ["Categories", draft.categories?.join(", ")],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-[13px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-zinc-500">{label}</dt>
            <dd className={value ? "text-zinc-800" : "text-zinc-400"}>{value || "…"}</dd>
          </div>
        ))}
      </dl>
      {body ? (
        <p
          aria-label="Body"
          className="max-h-72 overflow-auto whitespace-pre-wrap rounded-md bg-white/70 p-2 font-mono text-[13px] text-zinc-700"
        >
          {body}
        </p>
      ) : null}
    </div>
  );
}

const QUICK: Array<{ instruction: string; label: string }> = [
  { instruction: "expand", label: "Expand" },
  { instruction: "shorten", label: "Shorten" },
  { instruction: "fix_grammar", label: "Fix grammar" },
];

/**
 * AI assist in the blog editor: a whole draft written from the title (body, excerpt, tags and
 * categories, streamed in as the model writes them; the title stays), or expand, shorten, fix
 * grammar or any instruction over the body. The result is reviewed before it replaces what is
 * there, and can be undone.
 */
export function BlogAiAssist({
  title,
  body,
  onChange,
  fields,
  onDraft,
}: {
  title: string;
  body: string;
  onChange: (text: string) => void;
  /** The editor's fields a draft replaces (kept for Undo). */
  fields: BlogDraftFields;
  onDraft: (fields: BlogDraftFields) => void;
}) {
  const toast = useToast();
  const unavailable = useAiUnavailable();
  const [custom, setCustom] = useState("");
  const rewrite = useAiRewrite(body, onChange);
  const drafting = useAiRewrite(fields, onDraft);
  const refine = useMutation({
    mutationFn: (instruction: string) => {
      drafting.discard();
      return apiRequest(refineBlogContent, { body: { content: body, instruction } });
    },
    onSuccess: (answer) => rewrite.suggest(answer.content),
    onError: (err) => toast.error("AI assist failed", errorMessage(err)),
  });
  const [drafted, setDrafted] = useState<DraftSoFar>({});
  const draft = useMutation({
    mutationFn: () => {
      rewrite.discard();
      setDrafted({});
      // The frontmatter carries the excerpt, tags and categories; the date is the editor's business.
      return streamStructured<DraftSoFar, { content: string }>(
        "/api/generate-blog-post",
        { idea: { title: title.trim() }, frontmatterSettings: { includeDate: false } },
        setDrafted,
      );
    },
    onSuccess: (post) => drafting.suggest(draftFields(post.content)),
    onError: (err) => toast.error("Couldn't write the draft", errorMessage(err)),
  });
  const working = refine.isPending || draft.isPending;
  const blocked = working || !body.trim();
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="AI assist" className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs font-medium text-zinc-600">AI assist</span>
        {unavailable ? (
          <AiButton size="sm" variant="secondary">
            AI assist
          </AiButton>
        ) : (
          <>
            <AiButton
              size="sm"
              variant="secondary"
              disabled={working || !title.trim()}
              title={title.trim() ? undefined : "Give the post a title first"}
              onClick={() => draft.mutate()}
            >
              Draft from title
            </AiButton>
            {QUICK.map(({ instruction, label }) => (
              <AiButton
                key={instruction}
                size="sm"
                variant="secondary"
                disabled={blocked}
                onClick={() => refine.mutate(instruction)}
              >
                {label}
              </AiButton>
            ))}
            <form
              className="flex min-w-56 flex-1 gap-1.5"
              onSubmit={(e) => {
                e.preventDefault();
                if (custom.trim()) refine.mutate(custom.trim());
              }}
            >
              <Input
                aria-label="Instruction for AI"
                value={custom}
                maxLength={2000}
                onChange={(e) => setCustom(e.target.value)}
                placeholder="Or say how: add an example about…"
                className="h-8 text-xs"
              />
              <AiButton type="submit" size="sm" variant="secondary" disabled={blocked || !custom.trim()}>
                Rewrite
              </AiButton>
            </form>
          </>
        )}
      </div>
      {draft.isPending ? (
        <section
          aria-label="AI draft in progress"
          aria-busy="true"
          className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
        >
          <p role="status" className="flex items-center gap-2 text-xs font-semibold text-brand-700">
            <Spinner className="size-3.5" /> Writing “{title.trim()}”…
          </p>
          <DraftFieldsPreview draft={drafted} />
        </section>
      ) : (
        <>
          <AiSuggestion
            rewrite={drafting}
            pending={false}
            pendingLabel=""
            preview={(fields) => <DraftFieldsPreview draft={fields} />}
          />
          <AiSuggestion rewrite={rewrite} pending={refine.isPending} pendingLabel="Rewriting the post…" mono />
        </>
      )}
    </div>
  );
}
