import { bestTimesOf, bestTimesSql } from "@/lib/analytics/aggregates";
import { analyticsScenario } from "../analytics-scenario";

// GET /api/analytics/best-times for the default range (the 30 days ending today): see bench/analytics-scenario.ts.
export default analyticsScenario({ path: "/api/analytics/best-times", statement: bestTimesSql, shape: bestTimesOf });
