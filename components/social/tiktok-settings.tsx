"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useConnectChoice } from "./queries";

interface Choice {
  id: string;
  name: string;
  connected: boolean;
}

const GROUPS: { prefix: string; title: string; hint: string }[] = [
  {
    prefix: "privacy:",
    title: "Who can view",
    hint: "TikTok asks you to choose: nothing is posted until you do. These are the levels your account allows now.",
  },
  { prefix: "comment:", title: "Comments", hint: "Off unless you turn them on." },
  { prefix: "duet:", title: "Duets", hint: "Videos only. Off unless you turn them on." },
  { prefix: "stitch:", title: "Stitches", hint: "Videos only. Off unless you turn them on." },
];

/**
 * A TikTok account's post settings, read from its creator info: each group's options, the one in
 * use marked. Choosing one saves it on the account (POST /api/social/accounts/:id/choices).
 */
export function TikTokSettings({ accountId, choices }: { accountId: string; choices: Choice[] }) {
  const toast = useToast();
  const save = useConnectChoice();

  function choose(choice: Choice, group: string) {
    save.mutate(
      { accountId, choiceId: choice.id },
      {
        onSuccess: () => toast.success("Saved", `${group}: ${choice.name.replace(/^Who can view: /, "")}.`),
        onError: (err) => toast.error("Couldn't save the setting", errorMessage(err)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="tiktok-settings">
      {GROUPS.map((group) => {
        const options = choices.filter((c) => c.id.startsWith(group.prefix));
        if (options.length === 0) return null;
        return (
          <section key={group.prefix} aria-label={group.title}>
            <h3 className="text-sm font-medium text-zinc-900">{group.title}</h3>
            <p className="text-[13px] text-zinc-500">{group.hint}</p>
            <ul className="mt-2 divide-y divide-zinc-100">
              {options.map((choice) => (
                <li key={choice.id} className="flex items-center gap-3 py-2">
                  <span className="flex-1 text-sm text-zinc-800">{choice.name.replace(/^Who can view: /, "")}</span>
                  {choice.connected ? (
                    <Badge tone="success">In use</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => choose(choice, group.title)}
                      loading={save.isPending && save.variables?.choiceId === choice.id}
                      aria-label={`${group.title}: ${choice.name.replace(/^Who can view: /, "")}`}
                    >
                      Use
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
