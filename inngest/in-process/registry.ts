import type { InngestFunction } from "inngest";
import { cronAddress } from "@/inngest/outbox/claim";
import { parseCron, type CronExpression } from "./cron-expression";

export type FunctionHandler = (ctx: Record<string, unknown>) => unknown;

export interface RegisteredFunction {
  id: string;
  handler: FunctionHandler;
  events: string[];
  crons: CronExpression[];
  /** Inngest's rule: `retries` (default 3) retries after the first attempt. */
  maxAttempts: number;
  /** Runs of one company at once: the limit of its `event.data.companyId` concurrency key (default 1). */
  perCompanyLimit: number;
}

interface TriggerLike {
  event?: string | { name: string };
  cron?: string;
  if?: string;
}

const DEFAULT_RETRIES = 3;

interface ConcurrencyLike {
  key?: string;
  limit?: number;
}

/** The limit the function sets on its company key (`perCompany(n)`); 1 otherwise, the runner's own rule. */
function perCompanyLimitOf(fn: InngestFunction.Any): number {
  const raw = (fn.opts as { concurrency?: ConcurrencyLike | ConcurrencyLike[] | number }).concurrency;
  const rules = Array.isArray(raw) ? raw : typeof raw === "object" && raw ? [raw] : [];
  const rule = rules.find((r) => r.key === "event.data.companyId");
  return rule?.limit && rule.limit > 1 ? rule.limit : 1;
}

/** The handler the function was created with: the SDK keeps it on the function object. */
function handlerOf(fn: InngestFunction.Any, id: string): FunctionHandler {
  const handler = (fn as unknown as { fn?: unknown }).fn;
  if (typeof handler !== "function") {
    throw new Error(
      `Cannot read the handler of function "${id}": the inngest SDK no longer keeps it where the in-process runner expects`,
    );
  }
  return handler as FunctionHandler;
}

function describe(fn: InngestFunction.Any): RegisteredFunction {
  const id = fn.id();
  const events: string[] = [];
  const crons: CronExpression[] = [];
  for (const trigger of (fn.opts.triggers ?? []) as TriggerLike[]) {
    if (trigger.cron) crons.push(parseCron(trigger.cron));
    else if (trigger.event) {
      if (trigger.if)
        throw new Error(`Function "${id}": trigger conditions ("if") are not supported by the in-process runner`);
      events.push(typeof trigger.event === "string" ? trigger.event : trigger.event.name);
    }
  }
  return {
    id,
    handler: handlerOf(fn, id),
    events,
    crons,
    maxAttempts: (fn.opts.retries ?? DEFAULT_RETRIES) + 1,
    perCompanyLimit: perCompanyLimitOf(fn),
  };
}

/** Which functions an outbox address (an event name, or one function's cron address) reaches. */
export class FunctionRegistry {
  readonly functions: RegisteredFunction[];
  private readonly byAddress = new Map<string, RegisteredFunction[]>();

  constructor(functions: readonly InngestFunction.Any[]) {
    this.functions = functions.map(describe);
    const ids = this.functions.map((fn) => fn.id);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated) throw new Error(`Two functions have the id "${repeated}"`);
    for (const fn of this.functions) {
      const addresses = [...new Set(fn.events)];
      if (fn.crons.length > 0) addresses.push(cronAddress(fn.id));
      for (const address of addresses) this.byAddress.set(address, [...(this.byAddress.get(address) ?? []), fn]);
    }
  }

  get addresses(): string[] {
    return [...this.byAddress.keys()];
  }

  get scheduled(): RegisteredFunction[] {
    return this.functions.filter((fn) => fn.crons.length > 0);
  }

  targetsOf(address: string): RegisteredFunction[] {
    return this.byAddress.get(address) ?? [];
  }
}
