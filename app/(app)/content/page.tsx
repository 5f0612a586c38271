import { redirect } from "next/navigation";

/** Content opens on its first tab, the social posts list. */
export default function ContentPage() {
  redirect("/content/social");
}
