import { useState, type FormEvent } from "react";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS_NOT_YET_EMITTED, type WebhookEndpoint, type WebhookEventType } from "@/shared/contracts/webhooks";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Badge } from "@/web/components/ui/badge";
import { CopyField } from "@/web/components/copy-field";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import {
  isInFlight,
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from "../api/webhooks";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.webhooks;
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The workspace's outgoing webhooks (issue 29): add an endpoint (its secret shown once), each endpoint's status,
 * test event, secret rotation, pause/enable, delete, and its delivery log with Redeliver. Admins and the owner only;
 * the others see why.
 */
export function WebhooksSection({ workspaceId }: { workspaceId: string }) {
  const manage = useCapability("manage");
  const endpoints = useWebhooks(workspaceId, manage.allowed);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  return (
    <div className="space-y-5">
      <AddEndpointForm workspaceId={workspaceId} disabledReason={manage.reason} onCreated={setSecret} />
      {secret && <SecretOnce {...secret} onDone={() => setSecret(null)} />}
      {manage.allowed && endpoints.isPending && (
        <p className="text-sm text-muted-foreground" role="status">
          {copy.loading}
        </p>
      )}
      {endpoints.isError && <LoadFailed message={copy.failed} onRetry={() => void endpoints.refetch()} />}
      {endpoints.data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="divide-y rounded-md border">
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} workspaceId={workspaceId} endpoint={endpoint} onSecret={setSecret} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2 text-sm text-destructive">
      <p>{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}

function AddEndpointForm({ workspaceId, disabledReason, onCreated }: { workspaceId: string; disabledReason: string | null; onCreated: (s: { url: string; secret: string }) => void }) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["post.published", "post.failed"]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWebhook(workspaceId);
  const locked = disabledReason !== null;
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      { url: url.trim(), description: description.trim(), event_types: events },
      {
        onSuccess: (endpoint) => {
          onCreated({ url: endpoint.url, secret: endpoint.secret });
          setUrl("");
          setDescription("");
          toast.success(copy.added);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={copy.add}>
      {disabledReason && <p className="text-sm text-muted-foreground">{disabledReason}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="webhook-url">{copy.urlLabel}</Label>
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder={copy.urlPlaceholder}
            disabled={locked}
            title={disabledReason ?? undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="webhook-description">{copy.descriptionLabel}</Label>
          <Input
            id="webhook-description"
            value={description}
            maxLength={200}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={copy.descriptionPlaceholder}
            disabled={locked}
            title={disabledReason ?? undefined}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{copy.eventsLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <Checkbox className="mt-0.5" checked={events.includes(type)} onCheckedChange={(on) => toggle(type, on === true)} disabled={locked} />
              <span>
                {copy.events[type]} <code className="text-xs text-muted-foreground">{type}</code>
                {WEBHOOK_EVENTS_NOT_YET_EMITTED.includes(type) && <span className="block text-xs text-muted-foreground">{copy.notYetSent}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={locked || create.isPending || url.trim() === "" || events.length === 0} title={disabledReason ?? undefined}>
        {create.isPending ? copy.adding : copy.add}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function SecretOnce({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <div className="space-y-2 rounded-md border border-warning bg-warning/10 p-3" role="region" aria-label={copy.secretTitle}>
      <p className="text-sm font-medium">
        {copy.secretTitle} · <span className="break-all font-normal">{url}</span>
      </p>
      <p className="text-sm text-muted-foreground">{copy.secretHint}</p>
      <CopyField value={secret} label={copy.secretLabel} copiedText={copy.copied} copyText={copy.copy} mono>
        <Button type="button" onClick={onDone}>
          {copy.done}
        </Button>
      </CopyField>
    </div>
  );
}

function EndpointItem({ workspaceId, endpoint, onSecret }: { workspaceId: string; endpoint: WebhookEndpoint; onSecret: (s: { url: string; secret: string }) => void }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhook(workspaceId);
  const remove = useDeleteWebhook(workspaceId);
  const rotate = useRotateWebhookSecret(workspaceId);
  const test = useSendTestEvent(workspaceId);
  const ref = { endpointId: endpoint.id };
  const fail = (err: Error) => toast.error(errorMessage(err));
  const reason = endpoint.enabled ? null : (endpoint.disabled_reason ?? copy.pausedReason);
  return (
    <li className="space-y-3 p-3" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <p className="break-all font-medium">{endpoint.url}</p>
            <Badge variant={endpoint.enabled ? "success" : endpoint.disabled_reason ? "destructive" : "secondary"}>
              {endpoint.enabled ? copy.enabled : endpoint.disabled_reason ? copy.disabled : copy.paused}
            </Badge>
          </div>
          {endpoint.description && <p className="text-muted-foreground">{endpoint.description}</p>}
          <p className="flex flex-wrap gap-1">
            {endpoint.event_types.map((type) => (
              <Badge key={type} variant="outline">
                {type}
              </Badge>
            ))}
          </p>
          {reason && <p className="text-destructive">{reason}</p>}
          {endpoint.enabled && endpoint.consecutive_failures > 0 && <p className="text-warning-foreground">{copy.failures(endpoint.consecutive_failures)}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={test.isPending}
            aria-label={copy.sendTestFor(endpoint.url)}
            onClick={() => test.mutate(ref, { onSuccess: () => (setOpen(true), toast.success(copy.testQueued)), onError: fail })}
          >
            {copy.sendTest}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            aria-label={endpoint.enabled ? copy.pauseFor(endpoint.url) : copy.enableFor(endpoint.url)}
            onClick={() =>
              update.mutate(
                { ...ref, enabled: !endpoint.enabled },
                { onSuccess: () => toast.success(endpoint.enabled ? copy.pausedDone : copy.enabledAgain), onError: fail },
              )
            }
          >
            {endpoint.enabled ? copy.pause : copy.enable}
          </Button>
          <ConfirmDialog
            title={copy.rotateTitle}
            description={copy.rotateDescription}
            confirmLabel={copy.rotate}
            busyLabel={copy.rotateBusy}
            onConfirm={() => rotate.mutateAsync(ref).then((e) => onSecret({ url: e.url, secret: e.secret }))}
            trigger={
              <Button size="sm" variant="outline" aria-label={copy.rotateFor(endpoint.url)}>
                {copy.rotate}
              </Button>
            }
          />
          <ConfirmDialog
            title={copy.deleteTitle}
            description={copy.deleteDescription}
            confirmLabel={copy.delete}
            busyLabel={copy.deleteBusy}
            destructive
            onConfirm={() => remove.mutateAsync(ref).then(() => toast.success(copy.deleted))}
            trigger={
              <Button size="sm" variant="outline" aria-label={copy.deleteFor(endpoint.url)}>
                {copy.delete}
              </Button>
            }
          />
          <Button size="sm" variant="ghost" aria-expanded={open} aria-label={copy.deliveriesFor(endpoint.url)} onClick={() => setOpen((o) => !o)}>
            {open ? copy.hideDeliveries : copy.showDeliveries}
          </Button>
        </div>
      </div>
      {open && <DeliveryLog workspaceId={workspaceId} endpoint={endpoint} />}
    </li>
  );
}

function DeliveryLog({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpoint }) {
  const deliveries = useWebhookDeliveries(workspaceId, endpoint.id);
  const redeliver = useRedeliver(workspaceId);
  if (deliveries.isPending)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {copy.deliveriesLoading}
      </p>
    );
  if (deliveries.isError) return <LoadFailed message={copy.deliveriesFailed} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">{copy.deliveriesEmpty}</p>;
  return (
    <ul className="space-y-2" aria-label={copy.deliveriesFor(endpoint.url)}>
      {deliveries.data.map((d) => {
        const busy = isInFlight(d);
        const blocked = busy ? copy.inFlight : !endpoint.enabled && d.event_type !== "webhook.test" ? copy.endpointDisabled : null;
        return (
          <li key={d.id} className="rounded-md border p-2 text-sm" data-testid="webhook-delivery">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <code className="text-xs">{d.event_type}</code>
                  <Badge variant={d.status === "delivered" ? "success" : d.status === "failed" ? "destructive" : "secondary"}>{copy.status[d.status]}</Badge>
                  <span className="text-muted-foreground">{d.response_status ? copy.answered(d.response_status) : copy.noAnswerYet}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {when(d.created_at)} · {copy.attempts(d.attempts)}
                  {d.next_attempt_at && <> · {copy.nextAttempt(when(d.next_attempt_at))}</>}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={blocked !== null || redeliver.isPending}
                title={blocked ?? undefined}
                aria-label={copy.redeliverFor(d.event_type, when(d.created_at))}
                onClick={() => redeliver.mutate({ endpointId: endpoint.id, deliveryId: d.id }, { onSuccess: () => toast.success(copy.redelivering), onError: (err) => toast.error(errorMessage(err)) })}
              >
                {copy.redeliver}
              </Button>
            </div>
            {d.response_body !== null && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-muted-foreground">{copy.response}</summary>
                <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">{d.response_body || copy.emptyBody}</pre>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
