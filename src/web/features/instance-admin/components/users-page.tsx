import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useAuth } from "@/web/lib/auth/use-auth";
import { PageHeader } from "@/web/components/ui/page-header";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { messages } from "@/shared/messages";
import { instanceAdminCopy as copy } from "../copy";

type Mode = "open" | "invite_only" | "closed";

/** The users page (issue 25): sign-up mode; search, disable/enable, admin role, resend confirmation, delete. */
export function UsersPage() {
  const qc = useQueryClient();
  const { user: me } = useAuth();
  const [q, setQ] = useState("");
  const search = useDebouncedValue(q, 250);
  const users = useQuery({
    queryKey: ["admin-users", search],
    queryFn: () => unwrap(client.GET("/api/admin/users", { params: { query: { q: search || undefined } } })),
  });
  const settings = useQuery({ queryKey: ["admin-settings"], queryFn: () => unwrap(client.GET("/api/admin/settings")) });
  const refresh = () => qc.invalidateQueries({ queryKey: ["admin-users"] });
  const act = useMutation({
    mutationFn: async ({ id, action }: { id: string; action: "disable" | "enable" | "resend" | "admin" | "user" | "delete" }) => {
      const path = { params: { path: { id } } };
      if (action === "disable") return unwrap(client.POST("/api/admin/users/{id}/disable", path));
      if (action === "enable") return unwrap(client.POST("/api/admin/users/{id}/enable", path));
      if (action === "resend") return unwrap(client.POST("/api/admin/users/{id}/resend-confirmation", path));
      if (action === "delete") return unwrap(client.DELETE("/api/admin/users/{id}", path));
      return unwrap(client.PUT("/api/admin/users/{id}/role", { ...path, body: { role: action } }));
    },
    onSuccess: refresh,
    onError: (err) => toast.error(copy.failed, errorMessage(err)),
  });
  const setMode = useMutation({
    mutationFn: (signup_mode: Mode) => unwrap(client.PUT("/api/admin/settings", { body: { signup_mode } })),
    onSuccess: (data) => qc.setQueryData(["admin-settings"], data),
    onError: (err) => toast.error(copy.failed, errorMessage(err)),
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={copy.title} description={copy.description} />
      <div className="flex items-center gap-3 text-sm">
        <label htmlFor="signup-mode" className="font-medium">
          {copy.signupMode}
        </label>
        <NativeSelect
          id="signup-mode"
          wrapperClassName="w-56"
          value={settings.data?.signup_mode ?? "open"}
          disabled={!settings.data || setMode.isPending}
          onChange={(e) => setMode.mutate(e.target.value as Mode)}
        >
          {(Object.keys(copy.modes) as Mode[]).map((m) => (
            <option key={m} value={m}>
              {copy.modes[m]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Input aria-label={copy.search} placeholder={copy.search} value={q} onChange={(e) => setQ(e.target.value)} className="max-w-sm" />
      {users.isPending && <p className="text-sm text-muted-foreground">{messages.common.loading}</p>}
      {users.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(users.error)}
        </p>
      )}
      {users.data?.users.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      <ul className="divide-y rounded-md border">
        {users.data?.users.map((u) => {
          // The admin's own row: no way to lock themselves out from here.
          const self = u.id === me?.id;
          const selfTitle = self ? copy.notOnYourself : undefined;
          return (
            <li key={u.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{u.email}</span>
              {self && <span className="rounded bg-primary/10 px-2 py-0.5 text-xs text-primary">{copy.you}</span>}
              {u.role === "admin" && <span className="rounded bg-muted px-2 py-0.5 text-xs">{copy.admin}</span>}
              {u.disabled_at && <span className="rounded bg-destructive/10 px-2 py-0.5 text-xs text-destructive">{copy.disabled}</span>}
              {!u.email_confirmed_at && <span className="rounded bg-muted px-2 py-0.5 text-xs">{copy.unconfirmed}</span>}
              <Button
                size="sm"
                variant="outline"
                disabled={act.isPending || self}
                title={selfTitle}
                onClick={() => act.mutate({ id: u.id, action: u.disabled_at ? "enable" : "disable" })}
              >
                {u.disabled_at ? copy.enable : copy.disable}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={act.isPending || self}
                title={selfTitle}
                onClick={() => act.mutate({ id: u.id, action: u.role === "admin" ? "user" : "admin" })}
              >
                {u.role === "admin" ? copy.removeAdmin : copy.makeAdmin}
              </Button>
              {!u.email_confirmed_at && (
                <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate({ id: u.id, action: "resend" })}>
                  {copy.resend}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={act.isPending || self}
                title={selfTitle}
                onClick={() => window.confirm(copy.confirmDelete(u.email)) && act.mutate({ id: u.id, action: "delete" })}
              >
                {copy.delete}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
