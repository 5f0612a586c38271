/** One audit row's changed fields as `field: value` lines; values are already masked and cut short by lib/audit. */
export function AuditChanges({ changes }: { changes: Record<string, unknown> | null }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <span className="text-zinc-400">—</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-2 gap-y-0.5" aria-label="Changed fields">
      {entries.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-mono text-zinc-500">{field}</dt>
          <dd className="truncate font-mono text-zinc-800" title={shown(value)}>
            {shown(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function shown(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
