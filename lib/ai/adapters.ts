import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ImageModel, LanguageModel } from "ai";
import { gatewayEndpoint, type AiSettings } from "@/lib/admin/ai-settings";
import { serviceCredentials } from "@/lib/admin/integration-config";
import { aiNotConfigured } from "./errors";
import { providerFetch } from "./provider-fetch";
import type { ModelChoice } from "./select";

/**
 * Where a call goes. `direct`: the provider's own API (OPENAI_API_URL / ANTHROPIC_API_URL and their
 * keys, or the Super Admin integration config); `gateway`: one OpenAI-compatible endpoint for every
 * model (AI_GATEWAY_URL), the model named `<provider>/<model>`.
 */
export interface Endpoint {
  adapter: "direct" | "gateway";
  provider: string;
  baseURL: string;
  apiKey: string | null;
  modelId: string;
}

const DEFAULT_URLS: Record<string, string> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
};

export async function resolveEndpoint(settings: AiSettings, choice: ModelChoice): Promise<Endpoint> {
  if (settings.adapter.id === "gateway") {
    const { baseUrl, apiKey } = gatewayEndpoint(settings.adapter);
    if (!baseUrl)
      throw aiNotConfigured(
        "The gateway adapter is active but has no URL: set AI_GATEWAY_URL (and AI_GATEWAY_API_KEY) or the gateway's base URL in the admin console",
      );
    return {
      adapter: "gateway",
      provider: choice.provider,
      baseURL: baseUrl,
      apiKey: choice.ownKey ?? apiKey,
      modelId: `${choice.provider}/${choice.model}`,
    };
  }
  const creds = await serviceCredentials(choice.provider);
  const apiKey = choice.ownKey ?? creds.apiKey ?? null;
  // A key-less server (Ollama, vLLM) is configured by its URL alone.
  if (!apiKey && !creds.apiUrl) {
    const prefix = choice.provider.toUpperCase();
    throw aiNotConfigured(
      `No AI provider is configured for ${choice.provider}: set ${prefix}_API_KEY (and ${prefix}_API_URL for another compatible server such as Ollama), or enable the ${choice.provider} integration in the admin console`,
    );
  }
  const baseURL = creds.apiUrl ?? DEFAULT_URLS[choice.provider];
  if (!baseURL)
    throw aiNotConfigured(`Unknown AI provider "${choice.provider}": use openai or anthropic, or the gateway adapter`);
  return { adapter: "direct", provider: choice.provider, baseURL, apiKey, modelId: choice.model };
}

type Providers = {
  language(modelId: string): LanguageModel;
  image(modelId: string): ImageModel;
};

// One provider instance per endpoint and key, built on first use (a call then only picks a model).
const providers = new Map<string, Providers>();
const MAX_PROVIDERS = 64;

function providerFor(endpoint: Endpoint): Providers {
  const key = `${endpoint.adapter}|${endpoint.provider}|${endpoint.baseURL}|${endpoint.apiKey ?? ""}`;
  let found = providers.get(key);
  if (!found) {
    found = build(endpoint);
    if (providers.size >= MAX_PROVIDERS) providers.delete(providers.keys().next().value!);
    providers.set(key, found);
  }
  return found;
}

function build({ adapter, provider, baseURL, apiKey }: Endpoint): Providers {
  if (adapter === "gateway") {
    const gateway = createOpenAICompatible({
      name: "gateway",
      baseURL,
      apiKey: apiKey ?? undefined,
      fetch: providerFetch,
      supportsStructuredOutputs: true,
      includeUsage: true,
    });
    return { language: (id) => gateway.chatModel(id), image: (id) => gateway.imageModel(id) };
  }
  if (provider === "anthropic") {
    const anthropic = createAnthropic({ baseURL, apiKey: apiKey ?? "", fetch: providerFetch });
    return {
      language: (id) => anthropic.languageModel(id),
      image: () => {
        throw aiNotConfigured(
          "Anthropic has no image models: configure the image_generation task with an OpenAI-compatible provider",
        );
      },
    };
  }
  // Chat Completions (not the Responses API): what every OpenAI-compatible server speaks.
  const openai = createOpenAI({ baseURL, apiKey: apiKey ?? "", fetch: providerFetch });
  return { language: (id) => openai.chat(id), image: (id) => openai.image(id) };
}

export const languageModel = (endpoint: Endpoint) => providerFor(endpoint).language(endpoint.modelId);
export const imageModel = (endpoint: Endpoint) => providerFor(endpoint).image(endpoint.modelId);
