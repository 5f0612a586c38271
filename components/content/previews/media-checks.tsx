import { AlertIcon } from "@/components/ui/icons";
import { PLATFORM_LABELS } from "@/lib/content/platforms";
import { NETWORK_LIMITS, type NetworkMediaProblem } from "@/lib/integrations/social/platform-limits";

const formatName = (mimeType: string) => mimeType.replace(/^image\//, "").toUpperCase();

const megabytes = (bytes: string) =>
  `${(Number(bytes.replace(/,/g, "")) / 1024 ** 2).toFixed(1).replace(/\.0$/, "")} MB`;

/**
 * The shared check's words made plain: file types and sizes as people know them, what the network
 * takes instead, and what to do.
 */
export function plainProblem(problem: NetworkMediaProblem): string {
  const limits = NETWORK_LIMITS[problem.platform];
  const count = problem.message.match(/^(\d+) images; at most (\d+)\.$/);
  if (count)
    return count[2] === "0"
      ? "Takes no images: remove them (the video is the post)."
      : `${count[1]} images attached; it takes at most ${count[2]}: remove ${Number(count[1]) - Number(count[2])}.`;
  if (problem.message.startsWith("An image is required") && limits.video)
    return "A video or an image is required: text alone cannot be posted there.";
  const message = problem.message
    .replace(/\bimage\/([\w.+-]+)/g, (type) => formatName(type))
    .replace(/([\d,]+) bytes is over the ([\d,]+)-byte limit/, (_, size: string, max: string) => {
      return `${megabytes(size)} is over the ${megabytes(max)} limit`;
    })
    .replace("give the post a videoUrl (https)", "add a Video URL (https)");
  if (!/images are not accepted/.test(problem.message)) return message;
  const accepted = limits.imageMimeTypes.map(formatName).join(" or ");
  return `${message.replace(/\.$/, "")}: use ${accepted}.`;
}

/**
 * Next to the media or the video field: what keeps the attached images or the video from going
 * out on a selected network, the same checks scheduling applies (so Schedule would refuse it).
 */
export function MediaChecks({
  problems,
  field,
}: {
  problems: readonly NetworkMediaProblem[];
  field: "media" | "video";
}) {
  const shown = problems.filter((p) => p.field === field);
  if (!shown.length) return null;
  return (
    <ul
      aria-label={field === "media" ? "Media problems" : "Video problems"}
      className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 px-3 py-2 text-xs text-red-800"
    >
      {shown.map((p, i) => (
        <li key={`${p.platform}-${i}`} className="flex gap-1.5">
          <AlertIcon size={14} className="mt-px shrink-0" />
          <span>
            <span className="font-semibold">{PLATFORM_LABELS[p.platform]}:</span> {plainProblem(p)}
          </span>
        </li>
      ))}
    </ul>
  );
}
