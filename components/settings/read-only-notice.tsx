import { LockIcon } from "@/components/ui/icons";
import type { Permission } from "@/lib/auth/permissions";
import { PERMISSION_LABELS } from "./roles/permission-labels";

/** Shown above settings the caller's role may see but not change, naming the permission as the roles page does. */
export function ReadOnlyNotice({ permission }: { permission: Permission }) {
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
      <LockIcon className="shrink-0 text-zinc-400" />
      <span>
        You can view these settings. Changing them needs the{" "}
        <strong className="font-medium text-zinc-900">{PERMISSION_LABELS[permission].label}</strong> permission, which
        your role does not have.
      </span>
    </p>
  );
}
