import { aiSettings } from "@/lib/admin/ai-settings";
import { resolveEndpoint } from "@/lib/ai/adapters";
import { selectModel } from "@/lib/ai/select";
import { ApiError } from "@/lib/api/errors";

/**
 * Why the company's AI features cannot run, or null when a model is reachable: the same choice of
 * model and endpoint a content task makes, without calling it. Pages pass it to their AI buttons,
 * which then stay visible, disabled, with this reason.
 */
export async function aiUnavailableReason(companyId: string, userId: string): Promise<string | null> {
  try {
    const settings = await aiSettings();
    await resolveEndpoint(settings, selectModel(settings, "content_generation", companyId, userId));
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) return err.message;
    throw err;
  }
}
