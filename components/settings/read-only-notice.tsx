import { LockIcon } from "@/components/ui/icons";

/** Shown above settings the caller's role may see but not change. */
export function ReadOnlyNotice({ permission }: { permission: string }) {
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
      <LockIcon className="shrink-0 text-zinc-400" />
      <span>
        You can view these settings. Changing them needs the{" "}
        <code className="rounded bg-zinc-100 px-1 text-xs">{permission}</code> permission.
      </span>
    </p>
  );
}
