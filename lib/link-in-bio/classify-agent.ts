import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { remembered } from "@/lib/cache/remembered";

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
  return userAgent ? knownAgent(userAgent) : NO_AGENT;
}

const NO_AGENT: AgentInfo = { device: "unknown", browser: null, os: null, isBot: true };

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

/** Parsing costs tens of microseconds and a burst of clicks repeats a handful of agents: remembered. */
const knownAgent = remembered(parseAgent);

/** The host of a referrer URL, without www.; null for none or garbage. Remembered, like agents: referrers repeat. */
export function referrerHost(referrer: string | null): string | null {
  return referrer ? knownHost(referrer) : null;
}

function hostOf(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

const knownHost = remembered(hostOf);
