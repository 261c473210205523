import { useState, type FormEvent } from "react";
import {
  CONNECTION_KIND_LABELS,
  CONNECTION_KIND_SPECS,
  USER_CONNECTION_KINDS,
  type AiConnection,
  type UserConnectionKind,
} from "@/shared/contracts/connections";
import { Field } from "@/web/components/field";
import { FormError } from "@/web/components/form-error";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useSaveConnection } from "../api/save-connection";
import { connectionCopy } from "../copy";
import { CheckField } from "./check-field";
import { createBody, initialValues, updateBody, type ConnectionFormValues } from "./connection-form";

interface ConnectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The connection to edit; a new one when absent. */
  editing?: AiConnection;
}

/** Add or edit a connection: the fields a provider kind takes (name, base URL, optional key, optional headers). */
export function ConnectionDialog({ open, onOpenChange, editing }: ConnectionDialogProps) {
  const d = connectionCopy.dialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? d.editTitle(editing.name) : d.addTitle}</DialogTitle>
          <DialogDescription>{d.description}</DialogDescription>
        </DialogHeader>
        {open && <ConnectionForm editing={editing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ConnectionForm({ editing, onDone }: { editing?: AiConnection; onDone: () => void }) {
  const d = connectionCopy.dialog;
  const [values, setValues] = useState<ConnectionFormValues>(() => initialValues("openai-compatible", editing));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveConnection();
  const spec = CONNECTION_KIND_SPECS[values.kind];
  const set = (patch: Partial<ConnectionFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const chooseKind = (kind: UserConnectionKind) => {
    const wasDefaultName = values.name === CONNECTION_KIND_LABELS[values.kind];
    const next = initialValues(kind);
    setValues((v) => ({ ...next, name: wasDefaultName || !v.name.trim() ? next.name : v.name, apiKey: v.apiKey }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let input;
    try {
      input = editing ? { id: editing.id, body: updateBody(values, editing) } : { body: createBody(values) };
    } catch (err) {
      setError(errorMessage(err));
      return;
    }
    save.mutate(input, {
      onSuccess: () => {
        toast.success(d.saved);
        onDone();
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {!editing && (
        <Field id="connection-kind" label={d.kind}>
          <NativeSelect id="connection-kind" value={values.kind} onChange={(e) => chooseKind(e.target.value as UserConnectionKind)}>
            {USER_CONNECTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CONNECTION_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id="connection-name" label={d.name}>
        <Input id="connection-name" value={values.name} onChange={(e) => set({ name: e.target.value })} required maxLength={80} />
      </Field>
      {spec.baseUrl !== "none" && (
        <Field id="connection-url" label={d.baseUrl} hint={spec.baseUrl === "optional" ? d.baseUrlOptional : undefined}>
          <Input
            id="connection-url"
            type="url"
            inputMode="url"
            className="font-mono"
            value={values.baseUrl}
            placeholder={spec.defaultBaseUrl}
            onChange={(e) => set({ baseUrl: e.target.value })}
            required={spec.baseUrl === "required"}
            aria-describedby={spec.baseUrl === "optional" ? "connection-url-note" : undefined}
          />
        </Field>
      )}
      <Field
        id="connection-key"
        label={d.apiKey}
        hint={editing?.has_api_key ? d.apiKeyKeep(editing.api_key_hint ?? "") : spec.apiKey === "optional" ? d.apiKeyOptional : undefined}
      >
        <Input
          id="connection-key"
          type="password"
          autoComplete="off"
          className="font-mono"
          value={values.apiKey}
          onChange={(e) => set({ apiKey: e.target.value })}
          aria-describedby="connection-key-note"
        />
      </Field>
      {editing?.has_api_key && spec.apiKey === "optional" && !values.apiKey && (
        <CheckField label={d.removeKey} checked={values.removeKey} onChange={(removeKey) => set({ removeKey })} />
      )}
      {spec.headers && (
        <Field id="connection-headers" label={d.headers} hint={editing?.header_names.length ? d.headersKeep(editing.header_names) : d.headersHint}>
          <Textarea
            id="connection-headers"
            rows={2}
            className="font-mono text-sm"
            placeholder={d.headersPlaceholder}
            value={values.headers}
            onChange={(e) => set({ headers: e.target.value })}
            aria-describedby="connection-headers-note"
          />
        </Field>
      )}
      {spec.headers && Boolean(editing?.header_names.length) && !values.headers.trim() && (
        <CheckField label={d.removeHeaders} checked={values.removeHeaders} onChange={(removeHeaders) => set({ removeHeaders })} />
      )}
      <CheckField label={d.structured} hint={d.structuredHint} checked={values.structured} onChange={(structured) => set({ structured })} />
      <FormError>{error}</FormError>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {d.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? d.saving : editing ? d.save : d.add}
        </Button>
      </DialogFooter>
    </form>
  );
}
