import { AtSign } from "lucide-react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { useAccounts } from "@/web/shared/accounts/get-accounts";
import { AccountsTable } from "@/web/features/accounts/components/accounts-table";
import { CreateAccountCard } from "@/web/features/accounts/components/create-account-card";
import { accountCopy } from "@/web/features/accounts/copy";
import { ConnectButton } from "@/web/features/publishing/components/connect-button";
import { PublishingCheck } from "@/web/features/publishing/components/publishing-check";
import { OAuthReturnNotice } from "@/web/features/publishing/components/oauth-return";
import { errorMessage } from "@/web/lib/api-error";

/** /accounts: the social accounts (accounts feature), each with its publishing account's Connect button (publishing). */
export default function AccountsPage() {
  const accounts = useAccounts();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={messages.accounts.title} description={accountCopy.pageDescription} />
      <OAuthReturnNotice />
      <CreateAccountCard />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2>{accountCopy.listTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {accounts.isError ? (
            <EmptyState
              role="alert"
              title={accountCopy.loadFailed}
              description={errorMessage(accounts.error)}
              action={<Button variant="outline" onClick={() => void accounts.refetch()}>{accountCopy.retry}</Button>}
            />
          ) : accounts.data?.length === 0 ? (
            <EmptyState icon={AtSign} title={messages.accounts.empty} />
          ) : (
            <AccountsTable accounts={accounts.data} isLoading={accounts.isPending} rowActions={(account) => <ConnectButton account={account} />}
              rowStatus={(account) => <PublishingCheck account={account} />}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
