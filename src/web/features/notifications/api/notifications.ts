import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { NOTIFICATION_EVENT, NOTIFICATIONS_CHANNEL, type NotificationPrefs } from "@/shared/contracts/collaboration";
import { client, unwrap } from "@/web/lib/api-client";
import { realtime } from "@/web/lib/realtime";
import { notificationKeys } from "./notifications-keys";

/** The bell's list and unread count, refreshed live by the person's notifications channel. */
export function useNotifications() {
  const queryClient = useQueryClient();
  useEffect(
    () => realtime.subscribe(NOTIFICATIONS_CHANNEL, NOTIFICATION_EVENT, () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
  return useQuery({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => unwrap(client.GET("/api/notifications", { signal })) });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | "all") => unwrap(client.POST("/api/notifications/read", { body: ids === "all" ? { all: true } : { ids } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationPrefs() {
  return useQuery({ queryKey: notificationKeys.prefs(), queryFn: ({ signal }) => unwrap(client.GET("/api/notifications/preferences", { signal })) });
}

export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPrefs) => unwrap(client.PUT("/api/notifications/preferences", { body: prefs })),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.prefs(), saved),
  });
}
