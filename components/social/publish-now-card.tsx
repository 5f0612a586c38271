"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { PlatformMark } from "@/components/content/platform-mark";
import { PostVideoField, videoNetworks } from "@/components/content/post-video-field";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { SendIcon } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/input";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import { platformLabel, type SocialPlatform } from "@/lib/content/platforms";
import { publishNow } from "@/lib/social/contracts";
import type { Account } from "./account-row";

type Result = { platform: string; ok: true; url: string | null } | { platform: string; ok: false; message: string };

/** Why a network did not take the post, in the words the API gave (a field problem names the field's). */
function failureText(err: unknown): string {
  if (err instanceof ApiClientError && Object.keys(err.details).length) return Object.values(err.details).join(" ");
  return errorMessage(err);
}

/** Post one text to some connected networks right now (each to its earliest connected account). */
export function PublishNowCard({ accounts }: { accounts: Account[] }) {
  const platforms = [...new Set(accounts.map((a) => a.platform))];
  const [content, setContent] = useState("");
  const [videoUrl, setVideoUrl] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [results, setResults] = useState<Result[]>([]);
  const video = videoUrl.trim() || null;

  const publish = useMutation({
    mutationFn: async (targets: string[]) =>
      Promise.all(
        targets.map(async (platform): Promise<Result> => {
          try {
            const occurrence = await apiRequest(publishNow, {
              params: { platform: platform as SocialPlatform },
              // Networks that take videos (YouTube) get the video link; the others publish the text.
              body: {
                content,
                ...(video && videoNetworks([platform as SocialPlatform]).length ? { videoUrl: video } : {}),
              },
            });
            return { platform, ok: true, url: occurrence.platformPostUrl };
          } catch (err) {
            return { platform, ok: false, message: failureText(err) };
          }
        }),
      ),
    onSuccess: (answers) => {
      setResults(answers);
      if (answers.every((a) => a.ok)) setContent("");
    },
  });

  if (platforms.length === 0) return null;
  const targets = chosen.filter((p) => platforms.includes(p));

  function submit(e: FormEvent) {
    e.preventDefault();
    setResults([]);
    publish.mutate(targets);
  }

  return (
    <Card>
      <CardHeader
        title="Post now"
        description="Publish a short post to your connected networks at once. To plan posts ahead, use the composer."
      />
      <form onSubmit={submit} className="flex flex-col gap-4 px-5 pb-5 pt-4">
        <Field label="Post">
          <Textarea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={3}
            maxLength={5000}
            placeholder="What would you like to share?"
          />
        </Field>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
          <legend className="mb-2 text-sm font-medium text-zinc-800">Publish to</legend>
          {platforms.map((platform) => (
            <Checkbox
              key={platform}
              label={
                <span className="inline-flex items-center gap-2">
                  <PlatformMark platform={platform} size={18} />
                  {platformLabel(platform)}
                </span>
              }
              checked={chosen.includes(platform)}
              onChange={(e) =>
                setChosen((now) => (e.target.checked ? [...now, platform] : now.filter((p) => p !== platform)))
              }
            />
          ))}
        </fieldset>
        <PostVideoField platforms={targets as SocialPlatform[]} value={videoUrl} onChange={setVideoUrl} />
        {results.length ? (
          <ul className="flex flex-col gap-2" aria-live="polite" data-testid="publish-results">
            {results.map((r) => (
              <li
                key={r.platform}
                className={
                  r.ok
                    ? "rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-[13px] text-emerald-800"
                    : "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700"
                }
              >
                {r.ok ? (
                  <>
                    Published on {platformLabel(r.platform)}.{" "}
                    {r.url ? (
                      <a href={r.url} target="_blank" rel="noreferrer" className="font-medium underline">
                        View post
                      </a>
                    ) : null}
                  </>
                ) : (
                  <>
                    Not published on {platformLabel(r.platform)}: {r.message}
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button
            type="submit"
            icon={<SendIcon />}
            loading={publish.isPending}
            disabled={!content.trim() || targets.length === 0}
          >
            Publish now
          </Button>
        </div>
      </form>
    </Card>
  );
}
