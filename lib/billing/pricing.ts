/** What the pricing page shows of a package: its price now (a sale counts only within its dates). */
export interface PricedPackage {
  id: string;
  name: string;
  description: string;
  price: number;
  interval: string;
  currency: string;
  displayFeatures: string[];
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  isPopular: boolean;
}

export function saleInForce(p: PricedPackage, now = new Date()): boolean {
  if (p.salePrice === null) return false;
  if (p.saleStartsAt && new Date(p.saleStartsAt) > now) return false;
  return !(p.saleEndsAt && new Date(p.saleEndsAt) <= now);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** The intervals packages are sold by, monthly first; free packages (price 0) belong to every interval. */
export function intervalsOf(packages: PricedPackage[]): string[] {
  const paid = new Set(packages.filter((p) => p.price > 0).map((p) => p.interval));
  return ["month", "year"].filter((i) => paid.has(i));
}

export function packagesFor(packages: PricedPackage[], interval: string): PricedPackage[] {
  return packages.filter((p) => p.price === 0 || p.interval === interval);
}
