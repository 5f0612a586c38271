"use client";

import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ListStates } from "@/components/ui/list-states";
import { useToast } from "@/components/ui/toast";
import { useInstantValue } from "@/components/ui/use-instant-value";
import { errorMessage } from "@/lib/api/client";
import type { NotificationKind, NotificationPreferenceDTO } from "@/lib/notifications/contracts";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./queries";

const KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  approvalNeeded: { label: "Approval needed", description: "Content waits for your review" },
  approvalDecided: { label: "Approval decided", description: "A reviewer decided on your content" },
  postFailed: { label: "Post failed", description: "A post could not be published" },
  reportReady: { label: "Report ready", description: "A report you receive was generated" },
  newComment: { label: "New comment", description: "A new inbox item needs action" },
};

const CHANNELS = [
  { key: "inApp", label: "In the app" },
  { key: "email", label: "By e-mail" },
] as const;

/** Per kind of notification: in the bell, by e-mail, both or neither. Each box saves at once. */
export function NotificationPreferences({ email }: { email: string }) {
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toast = useToast();
  function change(pref: NotificationPreferenceDTO, revert: () => void) {
    save.mutate([pref], {
      onSuccess: () => toast.success("Saved"),
      onError: (err) => {
        revert();
        toast.error("Couldn't save", errorMessage(err));
      },
    });
  }
  return (
    <Card>
      <CardHeader title="Notifications" description={`How you hear about things. E-mails go to ${email}.`} />
      <CardBody>
        <ListStates query={prefs} what="notification settings" isEmpty={() => false} empty={null}>
          {(data) => (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-zinc-200 text-xs text-zinc-500">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Notification
                  </th>
                  {CHANNELS.map((c) => (
                    <th key={c.key} scope="col" className="w-24 px-2 py-2 text-center font-medium">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.preferences.map((pref) => (
                  <tr key={pref.kind} className="border-b border-zinc-100 last:border-0">
                    <th scope="row" className="py-3 pr-3 font-normal">
                      <span className="block font-medium text-zinc-800">{KIND_TEXTS[pref.kind].label}</span>
                      <span className="block text-xs text-zinc-500">{KIND_TEXTS[pref.kind].description}</span>
                    </th>
                    {CHANNELS.map((c) => (
                      <td key={c.key} className="px-2 py-3 text-center">
                        <PreferenceBox
                          label={`${KIND_TEXTS[pref.kind].label}: ${c.label.toLowerCase()}`}
                          saved={pref[c.key]}
                          disabled={save.isPending}
                          onChange={(checked, revert) => change({ ...pref, [c.key]: checked }, revert)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListStates>
      </CardBody>
    </Card>
  );
}

/** One box; it shows a click at once and goes back if the save fails. */
function PreferenceBox({
  label,
  saved,
  disabled,
  onChange,
}: {
  label: string;
  saved: boolean;
  disabled: boolean;
  onChange: (checked: boolean, revert: () => void) => void;
}) {
  const [checked, setChecked] = useInstantValue(saved);
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="size-4 cursor-pointer rounded border-zinc-300 accent-brand-600"
      checked={checked}
      disabled={disabled}
      onChange={(e) => {
        setChecked(e.target.checked);
        onChange(e.target.checked, () => setChecked(saved));
      }}
    />
  );
}
