import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "./error-state";
import { SkeletonRows } from "./skeleton";

/** A list's loading, failure and empty states; `children` renders the loaded, non-empty data. */
export function ListStates<T>({
  query,
  what,
  rows = 4,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** Plural noun for the labels: "Loading blog posts", "Couldn't load blog posts". */
  what: string;
  rows?: number;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows rows={rows} label={`Loading ${what}`} />;
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} title={`Couldn't load ${what}`} />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
