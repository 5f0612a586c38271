import { topPostsOf, topPostsSql } from "@/lib/analytics/aggregates";
import { analyticsScenario } from "../analytics-scenario";

// GET /api/analytics/top-posts?metric=engagement&limit=10 for the default range (the 30 days ending today): see bench/analytics-scenario.ts.
export default analyticsScenario({
  path: "/api/analytics/top-posts?metric=engagement&limit=10",
  statement: (company, range) => topPostsSql(company, { ...range, metric: "engagement", limit: 10 }),
  shape: topPostsOf,
});
