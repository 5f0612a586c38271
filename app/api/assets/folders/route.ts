import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { createFolder, listFolders } from "@/lib/media/folders";

export const GET = handle(contracts.listFolders, ({ ctx, query }) => listFolders(ctx, query));
export const POST = handle(contracts.createFolder, ({ ctx, body }) => createFolder(ctx, body));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
