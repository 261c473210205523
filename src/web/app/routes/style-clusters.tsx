import { Layers, Plus } from "lucide-react";
import { useState } from "react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { PageHeader } from "@/web/components/ui/page-header";
import { Spinner } from "@/web/components/ui/spinner";
import { useClusters } from "@/web/features/clusters/api/get-clusters";
import { ClusterCard } from "@/web/features/clusters/components/cluster-card";
import { CreateClusterForm } from "@/web/features/clusters/components/create-cluster-form";
import { clusterCopy } from "@/web/features/clusters/copy";
import { errorMessage } from "@/web/lib/api-error";

export default function StyleClustersPage() {
  const clusters = useClusters();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={messages.clusters.title}
        description={clusterCopy.pageDescription}
        actions={
          <Button onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
            <Plus aria-hidden="true" />
            {messages.clusters.createCluster}
          </Button>
        }
      />
      {creating && <CreateClusterForm onDone={() => setCreating(false)} />}
      {clusters.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner /> {messages.clusters.loading}
        </p>
      ) : clusters.isError ? (
        <EmptyState
          role="alert"
          title={clusterCopy.loadFailed}
          description={errorMessage(clusters.error)}
          action={<Button variant="outline" onClick={() => void clusters.refetch()}>{clusterCopy.retry}</Button>}
        />
      ) : clusters.data.length === 0 ? (
        <EmptyState icon={Layers} title={messages.clusters.empty} description={clusterCopy.emptyHint} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {clusters.data.map((cluster) => (
            <li key={cluster.id} className="grid">
              <ClusterCard cluster={cluster} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
