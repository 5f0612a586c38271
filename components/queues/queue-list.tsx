"use client";

import { useState } from "react";
import { PlatformMarks } from "@/components/content/platform-mark";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ClockIcon, PencilIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { PageHeader } from "@/components/ui/page-header";
import { ActionsTH, RowLink, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { QueueDTO } from "@/lib/queues/contracts";
import { DeleteQueueDialog } from "./delete-queue-dialog";
import { useQueues } from "./queries";
import { QueueEditor } from "./queue-editor";
import { slotSummary } from "./slots";

export function QueueList({ canEdit }: { canEdit: boolean }) {
  const queues = useQueues();
  const [editing, setEditing] = useState<QueueDTO | "new" | null>(null);
  const [deleting, setDeleting] = useState<QueueDTO | null>(null);
  const newButton = canEdit ? (
    <Button icon={<PlusIcon />} onClick={() => setEditing("new")}>
      New queue
    </Button>
  ) : null;
  return (
    <div>
      <PageHeader
        title="Queues"
        description="Line posts up and let each go out at the queue's next free slot, on the queue's own clocks."
        actions={queues.data?.length ? newButton : null}
      />
      <Card>
        <ListStates
          query={queues}
          what="queues"
          isEmpty={(d) => d.length === 0}
          empty={
            <EmptyState
              icon={<ClockIcon size={20} />}
              title="No queues yet"
              description="A queue holds weekly time slots, such as weekdays at 09:00. Posts you add take the next free one."
              action={newButton}
            />
          }
        >
          {(data) => (
            <Table aria-label="Queues">
              <THead>
                <tr>
                  <TH>Name</TH>
                  <TH className="hidden md:table-cell">Networks</TH>
                  <TH className="hidden sm:table-cell">Time zone</TH>
                  <TH className="hidden lg:table-cell">Slots</TH>
                  <TH className="text-right">Items</TH>
                  <TH className="hidden sm:table-cell">Status</TH>
                  {canEdit ? <ActionsTH /> : null}
                </tr>
              </THead>
              <TBody>
                {data.map((q) => (
                  <TR key={q.id} className="relative">
                    <TD className="w-full max-w-0 sm:w-auto sm:max-w-xs">
                      <RowLink href={`/queues/${q.id}`}>{q.name}</RowLink>
                      <p className="mt-0.5 text-xs text-zinc-500 lg:hidden">
                        <span className="sm:hidden">{q.timeZone} · </span>
                        {slotSummary(q.slots)}
                        {q.isActive ? null : <span className="sm:hidden"> · Paused</span>}
                      </p>
                    </TD>
                    <TD className="hidden md:table-cell">
                      <PlatformMarks platforms={q.platforms} />
                    </TD>
                    <TD className="hidden whitespace-nowrap sm:table-cell">{q.timeZone}</TD>
                    <TD className="hidden max-w-xs text-[13px] lg:table-cell">{slotSummary(q.slots)}</TD>
                    <TD className="text-right tabular-nums" aria-label={`${q.itemCount} waiting`}>
                      {q.itemCount}
                    </TD>
                    <TD className="hidden sm:table-cell">
                      {q.isActive ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}
                    </TD>
                    {canEdit ? (
                      <TD className="relative z-10 whitespace-nowrap text-right">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${q.name}`} onClick={() => setEditing(q)}>
                          <PencilIcon />
                        </Button>
                        <Button
                          variant="ghost-danger"
                          size="icon"
                          aria-label={`Delete ${q.name}`}
                          onClick={() => setDeleting(q)}
                        >
                          <TrashIcon />
                        </Button>
                      </TD>
                    ) : null}
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </ListStates>
      </Card>
      {editing ? <QueueEditor queue={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      <DeleteQueueDialog queue={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
