import { useState } from "react";
import { format } from "date-fns";
import { CheckCircle2, PlugZap, XCircle } from "lucide-react";
import { PLATFORM_LABELS, type Account } from "@/shared/contracts/accounts";
import { publishingAccountBody, type PublishingAccount, type PublishingAccountTest } from "@/shared/contracts/publishing";
import { messages } from "@/shared/messages";
import { isPublishable, type PublishablePlatform } from "@/shared/platform-limits";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeletePublishingAccount, useSavePublishingAccount } from "../api/save-publishing-account";
import { useTestPublishingAccount } from "../api/test-publishing-account";
import { useStartOAuth } from "../api/start-oauth";
import { useChooseTarget, usePublishingTargets } from "../api/publishing-targets";
import { publishingCopy } from "../copy";
import { ConnectFields, PLATFORM_FIELDS } from "./connect-fields";

const c = publishingCopy.connect;
/** Platforms connected with their own OAuth sign-in (no fields to fill). */
const OAUTH = new Set<string>(["linkedin", "twitter", "threads", "facebook", "instagram"]);

const initialValues = (platform: PublishablePlatform, publishingAccount: PublishingAccount | undefined) => {
  const values: Record<string, string> = platform === "bluesky" ? { service_url: "https://bsky.social" } : {};
  if (publishingAccount?.platform === platform) Object.assign(values, publishingAccount.settings);
  return values;
};

function PublishingAccountStatus({ publishingAccount, result }: { publishingAccount: PublishingAccount | undefined; result: PublishingAccountTest | null }) {
  if (!publishingAccount) return <p className="text-sm text-muted-foreground">{c.notConnected}</p>;
  const s = publishingAccount.settings;
  const who = s.identifier ?? s.instance_url ?? s.webhook_url ?? s.name ?? (s.username ? `@${s.username}` : "");
  const check = result ?? (publishingAccount.checked_at ? { ok: !publishingAccount.check_error, message: publishingAccount.check_error ?? messages.publishing.accountWorks, checked_at: publishingAccount.checked_at } : null);
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      <p className="font-medium break-all">{c.connectedAs(who)}</p>
      {!OAUTH.has(publishingAccount.platform) && <p className="text-xs text-muted-foreground">{c.savedSecret(publishingAccount.secret_hint)}</p>}
      {check && (
        <p role="status" className={check.ok ? "flex items-start gap-1.5 text-success" : "flex items-start gap-1.5 text-destructive"}>
          {check.ok ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" /> : <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />}
          <span className="break-words">
            {check.message} <span className="text-xs text-muted-foreground">{c.lastChecked(format(new Date(check.checked_at), publishingCopy.dateTime))}</span>
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Where an account connected through a member who manages several Pages (Facebook) or Instagram accounts posts: the
 * member picks one, no new sign-in needed. Shown only when there is something to choose.
 */
function TargetPicker({ accountId, platform }: { accountId: string; platform: string }) {
  const targets = usePublishingTargets(accountId, true);
  const choose = useChooseTarget(accountId);
  const manage = useCapability("manage");
  const list = targets.data?.targets ?? [];
  if (list.length < 2) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`post-to-${accountId}`} className="text-sm font-medium">
        {c.postTo}
      </label>
      <NativeSelect
        id={`post-to-${accountId}`}
        value={targets.data?.current ?? ""}
        disabled={!manage.allowed || choose.isPending}
        aria-describedby={`post-to-${accountId}-hint`}
        onChange={(event) => {
          const next = list.find((t) => t.id === event.target.value);
          if (!next) return;
          choose.mutate(next.id, { onSuccess: () => toast.success(c.postToChanged(next.name)), onError: (err) => toast.error(errorMessage(err)) });
        }}
      >
        {list.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`post-to-${accountId}-hint`} className="text-xs text-muted-foreground">
        {c.postToHint(PLATFORM_LABELS[platform as keyof typeof PLATFORM_LABELS] ?? platform)}
      </p>
      <RoleReason id={`post-to-${accountId}-reason`} reason={manage.reason} />
    </div>
  );
}

/** Disconnect and Test publishing account, for a connected account. */
function AccountActions({ accountId, canTest, onTested }: { accountId: string; canTest: boolean; onTested: (result: PublishingAccountTest) => void }) {
  const test = useTestPublishingAccount();
  const disconnect = useDeletePublishingAccount();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row">
      <Button type="button" variant="ghost" className="text-destructive" disabled={disconnect.isPending} onClick={() => disconnect.mutate(accountId, { onSuccess: () => toast.success(c.disconnected), onError: (err) => toast.error(errorMessage(err)) })}>
        {c.disconnect}
      </Button>
      {canTest && (
        <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate(accountId, { onSuccess: onTested, onError: (err) => toast.error(errorMessage(err)) })}>
          <PlugZap aria-hidden />
          {test.isPending ? c.testing : c.test}
        </Button>
      )}
    </div>
  );
}

/** Connect to platform: the platform's fields, Test publishingAccount with the platform's own reason, Disconnect. */
export function ConnectDialog({ account, publishingAccount, open, onOpenChange }: { account: Account; publishingAccount: PublishingAccount | undefined; open: boolean; onOpenChange: (open: boolean) => void }) {
  const platform = account.platform;
  const publishable = isPublishable(platform);
  const [values, setValues] = useState<Record<string, string>>(() => (publishable ? initialValues(platform, publishingAccount) : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<PublishingAccountTest | null>(null);
  // The platform refused what was typed (checked before saving): its reason, beside the fields.
  const [refused, setRefused] = useState<string | null>(null);
  const save = useSavePublishingAccount();
  const oauth = useStartOAuth();
  const isOAuth = OAUTH.has(platform);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!publishable) return;
    const fields = Object.fromEntries(PLATFORM_FIELDS[platform].map(({ name }) => [name, values[name] ?? ""]));
    const parsed = publishingAccountBody.safeParse({ platform, ...fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setResult(null);
    setRefused(null);
    save.mutate(
      { accountId: account.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(c.saved);
          // The secret is never shown again: the field empties once it is stored.
          setValues(initialValues(platform, saved));
        },
        onError: (err) => (err instanceof ApiError && err.code === "credentials_refused" ? setRefused(err.message) : toast.error(errorMessage(err))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{c.title(account.name)}</DialogTitle>
          <DialogDescription>{!publishable ? c.copyOutOnly(PLATFORM_LABELS[platform]) : isOAuth ? c.oauthDescription(PLATFORM_LABELS[platform]) : c.description}</DialogDescription>
        </DialogHeader>
        {publishable && isOAuth && (
          <div className="flex flex-col gap-4">
            <PublishingAccountStatus publishingAccount={publishingAccount} result={result} />
            {publishingAccount && !publishingAccount.reconnect_reason && <TargetPicker accountId={account.id} platform={platform} />}
            {publishingAccount?.reconnect_reason && (
              <p role="alert" className="flex items-start gap-1.5 text-sm text-destructive">
                <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="break-words">{c.reconnectReason(publishingAccount.reconnect_reason)}</span>
              </p>
            )}
            <DialogFooter className="gap-2 sm:justify-between">
              {publishingAccount && <AccountActions accountId={account.id} canTest={!publishingAccount.reconnect_reason} onTested={setResult} />}
              <Button type="button" disabled={oauth.isPending || oauth.isSuccess} onClick={() => oauth.mutate(account.id, { onError: (err) => toast.error(errorMessage(err)) })}>
                {oauth.isPending || oauth.isSuccess ? c.oauthRedirecting : publishingAccount ? c.oauthReconnect(PLATFORM_LABELS[platform]) : c.oauthConnect(PLATFORM_LABELS[platform])}
              </Button>
            </DialogFooter>
          </div>
        )}
        {publishable && !isOAuth && (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <PublishingAccountStatus publishingAccount={publishingAccount} result={result} />
            <ConnectFields platform={platform} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
            {refused && (
              <p role="alert" className="flex items-start gap-1.5 text-sm text-destructive">
                <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="break-words">{c.notSaved(refused)}</span>
              </p>
            )}
            <DialogFooter className="gap-2 sm:justify-between">
              {publishingAccount ? <AccountActions accountId={account.id} canTest onTested={setResult} /> : <div />}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? c.saving : c.save}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
