/**
 * The 5-field cron syntax our functions use (minute hour day-of-month month day-of-week), in UTC as
 * Inngest reads an expression without a `TZ=` prefix. Fields take `*`, numbers, ranges `a-b`,
 * lists `a,b` and steps `*\/n` / `a-b/n`; day-of-week 0 and 7 are Sunday. Anything else is refused
 * when the runner starts, rather than silently never firing.
 */
interface Field {
  values: ReadonlySet<number>;
  /** The field starts with `*`: for the two day fields this decides AND versus OR (Vixie cron). */
  wildcard: boolean;
}

export interface CronExpression {
  source: string;
  minute: Field;
  hour: Field;
  dayOfMonth: Field;
  month: Field;
  dayOfWeek: Field;
}

const FIELD_PART = /^(?:\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/;
const MINUTE_MS = 60_000;
// Enough for the sparsest valid expression (29 February) to be found from any moment.
const MAX_STEPS = 20_000;

function parseField(text: string, min: number, max: number, name: string, source: string): Field {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const m = FIELD_PART.exec(part);
    if (!m) throw new Error(`Cron "${source}": unsupported ${name} field "${text}"`);
    const [, from, to, stepText] = m;
    const step = stepText === undefined ? 1 : Number(stepText);
    const lo = from === undefined ? min : Number(from);
    const hi = to !== undefined ? Number(to) : from !== undefined && stepText === undefined ? lo : max;
    if (lo < min || hi > max || lo > hi || step < 1) {
      throw new Error(`Cron "${source}": ${name} field "${text}" is outside ${min}-${max}`);
    }
    for (let v = lo; v <= hi; v += step) values.add(v);
  }
  return { values, wildcard: text.startsWith("*") };
}

export function parseCron(source: string): CronExpression {
  const fields = source.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new Error(`Cron "${source}": expected 5 fields (minute hour day month weekday) in UTC`);
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields;
  const weekdays = parseField(dayOfWeek, 0, 7, "day-of-week", source);
  const parsed: CronExpression = {
    source,
    minute: parseField(minute, 0, 59, "minute", source),
    hour: parseField(hour, 0, 23, "hour", source),
    dayOfMonth: parseField(dayOfMonth, 1, 31, "day-of-month", source),
    month: parseField(month, 1, 12, "month", source),
    dayOfWeek: { wildcard: weekdays.wildcard, values: new Set([...weekdays.values].map((d) => d % 7)) },
  };
  previousSlot(parsed, new Date());
  return parsed;
}

function dayMatches(cron: CronExpression, t: Date): boolean {
  const dom = cron.dayOfMonth.values.has(t.getUTCDate());
  const dow = cron.dayOfWeek.values.has(t.getUTCDay());
  if (cron.dayOfMonth.wildcard || cron.dayOfWeek.wildcard) return dom && dow;
  return dom || dow;
}

/** The latest minute at or before `at` that the expression names. */
export function previousSlot(cron: CronExpression, at: Date): Date {
  let t = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  for (let i = 0; i < MAX_STEPS; i++) {
    const [y, mo, d, h] = [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), t.getUTCHours()];
    // Each miss jumps to the last minute of the previous month, day or hour.
    if (!cron.month.values.has(mo + 1)) t = new Date(Date.UTC(y, mo, 1) - MINUTE_MS);
    else if (!dayMatches(cron, t)) t = new Date(Date.UTC(y, mo, d) - MINUTE_MS);
    else if (!cron.hour.values.has(h)) t = new Date(Date.UTC(y, mo, d, h) - MINUTE_MS);
    else if (!cron.minute.values.has(t.getUTCMinutes())) t = new Date(t.getTime() - MINUTE_MS);
    else return t;
  }
  throw new Error(`Cron "${cron.source}" names no date that exists`);
}
