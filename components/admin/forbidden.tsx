import { ButtonLink } from "@/components/ui/button";
import { ShieldIcon } from "@/components/ui/icons";

export function Forbidden() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-6 text-center">
      <div className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <ShieldIcon size={22} />
      </div>
      <p className="text-sm font-semibold text-red-600">403 · Forbidden</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">Super Admin access is required</h1>
      <p className="mt-2 max-w-md text-sm text-zinc-500">
        This area manages the whole platform. Your account doesn&apos;t have Super Admin rights; ask a platform
        administrator if you need them.
      </p>
      <ButtonLink href="/" variant="secondary" className="mt-6">
        Back to your workspace
      </ButtonLink>
    </div>
  );
}
