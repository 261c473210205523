import { EMAIL_KINDS, type EmailKind } from "@/shared/contracts/collaboration";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Switch } from "@/web/components/ui/switch";
import { toast } from "@/web/lib/toast";
import { useNotificationPrefs, useSaveNotificationPrefs } from "../api/notifications";
import { notificationsCopy } from "../copy";

const copy = notificationsCopy.prefs;

/** Settings → Notifications: which kinds also reach this person by email (each saved as it is switched). */
export function NotificationPrefsSection() {
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const toggle = (kind: EmailKind, on: boolean) => {
    if (!prefs.data) return;
    save.mutate({ email: { ...prefs.data.email, [kind]: on } }, { onSuccess: () => toast.success(copy.saved), onError: () => toast.error(copy.failed) });
  };
  return (
    <Card className="gap-4" role="region" aria-labelledby="notification-prefs-title" data-testid="notification-prefs">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="notification-prefs-title">{copy.title}</h2>
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {prefs.isPending && <Skeleton className="h-16 w-full" />}
        {prefs.isError && (
          <p role="alert" className="text-sm text-destructive">
            {copy.loadFailed}
          </p>
        )}
        {prefs.data &&
          EMAIL_KINDS.map((kind) => (
            <label key={kind} className="flex items-center justify-between gap-4 rounded-md border px-3 py-2 text-sm">
              <span>{copy.kinds[kind]}</span>
              <Switch checked={prefs.data.email[kind]} disabled={save.isPending} onCheckedChange={(on) => toggle(kind, on)} aria-label={copy.kinds[kind]} />
            </label>
          ))}
      </CardContent>
    </Card>
  );
}
