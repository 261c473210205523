import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookDelivery, WebhookEventType } from "@/shared/contracts/webhooks";
import { client, unwrap } from "@/web/lib/api-client";
import { workspaceKeys } from "./workspaces-keys";

/** Deliveries still on their way: the log refreshes itself until they settle. */
const IN_FLIGHT: WebhookDelivery["status"][] = ["pending", "sending", "retrying"];
const POLL_MS = 2000;

/** The workspace's webhook endpoints; only admins and the owner may list them (`enabled` false for the others). */
export function useWebhooks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.webhooks(id),
    queryFn: async ({ signal }) => (await unwrap(client.GET("/api/workspaces/{id}/webhooks", { params: { path: { id } }, signal }))).data,
    enabled,
  });
}

/** One endpoint's latest deliveries, polled while any is still being sent or retried. */
export function useWebhookDeliveries(id: string, endpointId: string) {
  return useQuery({
    queryKey: workspaceKeys.deliveries(id, endpointId),
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET("/api/workspaces/{id}/webhooks/{endpoint_id}/deliveries", { params: { path: { id, endpoint_id: endpointId }, query: { limit: 20 } }, signal }))).data,
    refetchInterval: (query) => (query.state.data?.some((d) => IN_FLIGHT.includes(d.status)) ? POLL_MS : false),
  });
}

export const isInFlight = (delivery: WebhookDelivery) => IN_FLIGHT.includes(delivery.status);

function useWebhookMutation<T, R>(id: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.webhooks(id) }) });
}

type EndpointRef = { endpointId: string };
const path = (id: string, endpointId: string) => ({ params: { path: { id, endpoint_id: endpointId } } });

export const useCreateWebhook = (id: string) =>
  useWebhookMutation(id, (body: { url: string; description: string; event_types: WebhookEventType[] }) =>
    unwrap(client.POST("/api/workspaces/{id}/webhooks", { params: { path: { id } }, body })),
  );
export const useUpdateWebhook = (id: string) =>
  useWebhookMutation(id, ({ endpointId, ...body }: EndpointRef & { enabled?: boolean }) => unwrap(client.PATCH("/api/workspaces/{id}/webhooks/{endpoint_id}", { ...path(id, endpointId), body })));
export const useDeleteWebhook = (id: string) =>
  useWebhookMutation(id, ({ endpointId }: EndpointRef) => unwrap(client.DELETE("/api/workspaces/{id}/webhooks/{endpoint_id}", path(id, endpointId))));
export const useRotateWebhookSecret = (id: string) =>
  useWebhookMutation(id, ({ endpointId }: EndpointRef) => unwrap(client.POST("/api/workspaces/{id}/webhooks/{endpoint_id}/rotate-secret", path(id, endpointId))));
export const useSendTestEvent = (id: string) =>
  useWebhookMutation(id, ({ endpointId }: EndpointRef) => unwrap(client.POST("/api/workspaces/{id}/webhooks/{endpoint_id}/test", path(id, endpointId))));
export const useRedeliver = (id: string) =>
  useWebhookMutation(id, ({ endpointId, deliveryId }: EndpointRef & { deliveryId: string }) =>
    unwrap(
      client.POST("/api/workspaces/{id}/webhooks/{endpoint_id}/deliveries/{delivery_id}/redeliver", { params: { path: { id, endpoint_id: endpointId, delivery_id: deliveryId } } }),
    ),
  );
