"use client";

import type { PublicPageDTO } from "@/lib/link-in-bio/contracts";
import { renderPageHtml } from "@/lib/link-in-bio/render-page";

/**
 * The page as visitors will see it, in a phone-sized frame: the same HTML the public route sends,
 * rendered from the editor's unsaved state. Sandboxed with no permissions, so its links go nowhere.
 */
export function PhonePreview({ page }: { page: PublicPageDTO }) {
  const html = renderPageHtml(page, { avatarSrc: page.avatarUrl, ogImage: null });
  return (
    <figure className="sticky top-6 mx-auto w-[300px]">
      <div className="rounded-[2.6rem] border-[10px] border-zinc-900 bg-zinc-900 shadow-xl">
        <iframe
          title="Live preview of the public page"
          sandbox=""
          srcDoc={html}
          className="h-[560px] w-full rounded-[1.8rem] bg-white"
        />
      </div>
      <figcaption className="mt-2 text-center text-xs text-zinc-500">
        Live preview: unsaved changes show here
      </figcaption>
    </figure>
  );
}
