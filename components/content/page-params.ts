const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?campaignId=` from an "Add post" link: kept when it looks like an id, else ignored. */
export function campaignIdParam(params: Record<string, string | string[] | undefined>): string | undefined {
  const value = Array.isArray(params.campaignId) ? params.campaignId[0] : params.campaignId;
  return value && UUID.test(value) ? value.toLowerCase() : undefined;
}
