import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { publicAvatar } from "@/lib/link-in-bio/public-page";

export const GET = handle(contracts.linkInBioAvatar, ({ params }) => publicAvatar(params.slug));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
