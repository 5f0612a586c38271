import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

export interface AgentInfo {
  device: string;
  browser: string | null;
  os: string | null;
  isBot: boolean;
}

/**
 * What a user agent says about the visitor: device class (desktop when the parser names none, as
 * it does for desktops), browser, OS, and whether it is a bot (crawlers, link previews, monitors).
 * No user agent at all counts as a bot: every browser sends one.
 */
export function classifyAgent(userAgent: string | null): AgentInfo {
  if (!userAgent) return { device: "unknown", browser: null, os: null, isBot: true };
  // Parsing costs tens of microseconds and a burst of clicks repeats a handful of agents: remembered.
  let info = known.get(userAgent);
  if (!info) {
    if (known.size >= KNOWN_MAX) known.clear();
    info = parseAgent(userAgent);
    known.set(userAgent, info);
  }
  return info;
}

const KNOWN_MAX = 2_000;
const known = new Map<string, AgentInfo>();

function parseAgent(userAgent: string): AgentInfo {
  const parsed = new UAParser(userAgent).getResult();
  const bot = isbot(userAgent);
  return {
    device: bot ? "bot" : (parsed.device.type ?? "desktop"),
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    isBot: bot,
  };
}

/** The host of a referrer URL, without www.; null for none or garbage. Remembered, like agents: referrers repeat. */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  let host = hosts.get(referrer);
  if (host === undefined) {
    if (hosts.size >= KNOWN_MAX) hosts.clear();
    host = hostOf(referrer);
    hosts.set(referrer, host);
  }
  return host;
}

const hosts = new Map<string, string | null>();

function hostOf(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}
