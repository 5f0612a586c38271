/**
 * What a plan value means (the reference): -1 unlimited, 0 no access, 1 on for a boolean feature
 * (and a limit of one for a numeric one), greater than 1 a numeric limit. `enabled: false` is no
 * access whatever the value.
 */
export const UNLIMITED = -1;

export interface Grant {
  enabled: boolean;
  value: number;
}

export interface LimitCheck {
  allowed: boolean;
  /** -1 when unlimited. */
  limit: number;
  used: number;
  /** -1 when unlimited. */
  remaining: number;
}

export function hasAccess(grant: Grant): boolean {
  return grant.enabled && grant.value !== 0;
}

/** Whether one more use is allowed when `used` are already taken. */
export function checkLimit(grant: Grant, used: number): LimitCheck {
  if (!hasAccess(grant)) return { allowed: false, limit: 0, used, remaining: 0 };
  if (grant.value === UNLIMITED || grant.value < 0)
    return { allowed: true, limit: UNLIMITED, used, remaining: UNLIMITED };
  const remaining = Math.max(0, grant.value - used);
  return { allowed: remaining > 0, limit: grant.value, used, remaining };
}
