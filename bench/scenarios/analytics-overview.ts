import { overviewOf, overviewSql } from "@/lib/analytics/aggregates";
import { analyticsScenario } from "../analytics-scenario";

// GET /api/analytics/overview for the default range (the 30 days ending today and the 30 before): see bench/analytics-scenario.ts.
export default analyticsScenario({ path: "/api/analytics/overview", statement: overviewSql, shape: overviewOf });
