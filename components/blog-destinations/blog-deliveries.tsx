"use client";

import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ListStates } from "@/components/ui/list-states";
import type { BlogDeliveryDTO } from "@/lib/blog-publishing/contracts";
import { useBlogDeliveries } from "./queries";

const STATES: Record<BlogDeliveryDTO["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Sending", tone: "warning" },
  published: { label: "Published", tone: "success" },
  removing: { label: "Removing", tone: "warning" },
  unpublished: { label: "Removed", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
};

/** The publish panel's list: each destination the post went to, its state there and its link. */
export function BlogDeliveries({ postId }: { postId: string }) {
  const deliveries = useBlogDeliveries(postId);
  // Until the list arrives (or if it fails) the panel must not claim the post went nowhere yet.
  return (
    <section aria-label="Destinations" className="flex flex-col gap-2">
      <p className="text-[13px] font-medium text-zinc-800">Destinations</p>
      <ListStates
        query={deliveries}
        what="destinations"
        rows={2}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-xs text-zinc-500">
            Publishing sends the post to your{" "}
            <Link href="/settings/blog-destinations" className="underline">
              default destinations
            </Link>
            .
          </p>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((d) => (
              <li key={d.destinationId} className="text-xs">
                <div className="flex items-center justify-between gap-2">
                  {d.url && d.status === "published" ? (
                    <a href={d.url} target="_blank" rel="noreferrer" className="truncate font-medium underline">
                      {d.destination}
                    </a>
                  ) : (
                    <span className="truncate font-medium text-zinc-800">{d.destination}</span>
                  )}
                  <Badge tone={STATES[d.status].tone}>{STATES[d.status].label}</Badge>
                </div>
                {d.error ? <p className="mt-0.5 text-red-600">{d.error}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
