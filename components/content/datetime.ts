/**
 * Dates in the browser's own time zone: what a `datetime-local` input shows and what lists print.
 * Components using these render on the client after data loads, so server and browser never
 * disagree about the zone.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO instant → "YYYY-MM-DDTHH:mm" for a datetime-local input; "" for none. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local wall clock) → ISO instant; null for an empty or unreadable value. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatDate(iso: string | null | undefined, fallback = "—"): string {
  return iso ? dateFormat.format(new Date(iso)) : fallback;
}

export function formatDateTime(iso: string | null | undefined, fallback = "—"): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

/** "Mar 3, 2026 – Apr 1, 2026", "From Mar 3, 2026", "Until …" or "No dates set". */
export function formatDateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return "No dates set";
}
