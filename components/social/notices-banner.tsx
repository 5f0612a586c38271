import Link from "next/link";
import { AlertIcon } from "@/components/ui/icons";
import { currentTenantCtx } from "@/lib/auth/session";
import { unreadNotices } from "@/lib/notices/notify-company";

/**
 * The company's open notices (an account that needs reconnecting), above every page until the
 * problem is fixed. A Server Component: one small read per page.
 */
export async function NoticesBanner() {
  const notices = await unreadNotices(await currentTenantCtx(), 3);
  if (notices.length === 0) return null;
  return (
    <div className="mb-6 flex flex-col gap-2" role="status">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-[13px] text-amber-900 sm:flex-row sm:items-center"
        >
          <AlertIcon className="hidden shrink-0 sm:block" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">{notice.title}.</span> {notice.body}
          </p>
          {notice.link ? (
            <Link href={notice.link} className="shrink-0 font-medium text-amber-950 underline underline-offset-2">
              Fix it
            </Link>
          ) : null}
        </div>
      ))}
    </div>
  );
}
