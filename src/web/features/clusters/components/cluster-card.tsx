import { Eye, FolderCog } from "lucide-react";
import { useState } from "react";
import type { Cluster } from "@/shared/contracts/clusters";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { clusterCopy } from "../copy";
import { formatDay } from "../lib/format";
import { ClusterContentDialog } from "./cluster-content-dialog";
import { DeleteClusterButton } from "./delete-cluster-button";
import { ManageClusterDialog } from "./manage-cluster-dialog";

/** One cluster: name, description, size and date, with Manage, View Content and delete. */
export function ClusterCard({ cluster }: { cluster: Cluster }) {
  const [managing, setManaging] = useState(false);
  const [viewing, setViewing] = useState(false);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="break-words">{cluster.name}</h3>
        </CardTitle>
        <CardAction>
          <DeleteClusterButton cluster={cluster} />
        </CardAction>
        <CardDescription className="flex flex-wrap gap-x-3 gap-y-1">
          <span>{clusterCopy.items(cluster.post_count)}</span>
          <span>{clusterCopy.created(formatDay(cluster.created_at))}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {cluster.description && <p className="line-clamp-3 text-sm break-words text-muted-foreground">{cluster.description}</p>}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
          <FolderCog aria-hidden="true" />
          {messages.clusters.manage}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          <Eye aria-hidden="true" />
          {messages.clusters.viewContent}
        </Button>
      </CardFooter>
      <ManageClusterDialog cluster={cluster} open={managing} onOpenChange={setManaging} />
      <ClusterContentDialog cluster={cluster} open={viewing} onOpenChange={setViewing} />
    </Card>
  );
}
