"use client";

import { Chip } from "./chip";
import { EntityPicker, useResolved, type EntityKind } from "./entity-picker";

/** Users or companies named by id: chips with their labels, and a search to add more. */
export function Members({
  kind,
  ids,
  onChange,
  listLabel,
}: {
  kind: EntityKind;
  ids: string[];
  onChange: (ids: string[]) => void;
  listLabel: string;
}) {
  const label = useResolved(kind, ids);
  const noun = kind === "users" ? "users" : "companies";
  return (
    <div className="grid gap-2">
      <EntityPicker kind={kind} label={`Add ${noun}`} exclude={ids} onPick={(r) => onChange([...ids, r.id])} />
      <div className="flex flex-wrap gap-1.5" aria-label={listLabel}>
        {ids.length ? (
          ids.map((id) => {
            const r = label(id);
            return (
              <Chip
                key={id}
                title={r.description || id}
                onRemove={() => onChange(ids.filter((x) => x !== id))}
                removeLabel={`Remove ${r.label}`}
              >
                {r.label}
              </Chip>
            );
          })
        ) : (
          <p className="text-xs text-zinc-500">No {noun} yet.</p>
        )}
      </div>
    </div>
  );
}
