import type { ComponentType } from "react";
import { ButtonLink } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { currentShellUser } from "@/lib/auth/session";
import { ContentHeader } from "./content-header";

/** One Content tab: the header with a "New …" button for those who may create, then the tab's list. */
export async function ContentListPage({
  newHref,
  newLabel,
  List,
}: {
  newHref: string;
  newLabel: string;
  List: ComponentType<{ canCreate: boolean }>;
}) {
  const user = await currentShellUser();
  const canCreate = user.permissions.includes("content:create");
  return (
    <>
      <ContentHeader
        actions={
          canCreate ? (
            <ButtonLink href={newHref} icon={<PlusIcon />}>
              {newLabel}
            </ButtonLink>
          ) : null
        }
      />
      <List canCreate={canCreate} />
    </>
  );
}
