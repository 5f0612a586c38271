import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicReview } from "@/components/approvals/public-review";
import { ApiError } from "@/lib/api/errors";
import { getPublicApproval } from "@/lib/approvals/public-review-admin";

// The link is its own credential: keep it out of search engines and of other sites' Referer headers.
export const metadata: Metadata = { title: "Review", robots: { index: false, follow: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** The page a review link opens, for someone without an account: the content, its history, and a decision. */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const item = await getPublicApproval(token).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  return <PublicReview token={token} initial={item} />;
}
