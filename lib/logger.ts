import pino from "pino";
import { env } from "@/lib/env";

/** Structured JSON logs; every API log line carries the request id. */
export const logger = pino({ level: env.logLevel, base: { service: "reach" } });
