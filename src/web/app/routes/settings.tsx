import { PageHeader } from "@/web/components/ui/page-header";
import { ConnectionsPanel } from "@/web/features/connections/components/connections-panel";
import { LocalModelsPanel } from "@/web/features/local-models/components/local-models-panel";
import { ModelsPanel } from "@/web/features/models/components/models-panel";
import { modelCopy } from "@/web/features/models/copy";
import { NotificationPrefsSection } from "@/web/features/notifications/components/notification-prefs";
import { StorageQuotaAdmin } from "@/web/features/storage-quota/components/storage-quota-admin";
import { StorageUsagePanel } from "@/web/features/storage-quota/components/storage-usage-panel";
import { useAuth } from "@/web/lib/auth/use-auth";

/**
 * Settings (spec §2): the AI Models table and the AI connections that serve them. Changing models needs role admin
 * (DESIGN §7); others see the models read-only (a name and whether it works) and nothing of the connections.
 * Below, which notifications reach this person by email (issue 26), the account's storage against its quota, and for
 * admins the quotas.
 */
export default function SettingsPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={modelCopy.pageTitle} description={modelCopy.pageDescription} />
      <ModelsPanel canEdit={isAdmin} />
      {isAdmin && <ConnectionsPanel />}
      <LocalModelsPanel canEdit={isAdmin} />
      <NotificationPrefsSection />
      <StorageUsagePanel />
      {isAdmin && <StorageQuotaAdmin />}
    </div>
  );
}
