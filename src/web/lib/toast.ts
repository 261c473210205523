import type * as React from "react";
import { toast as sonner, type ExternalToast } from "sonner";
import { TOASTS } from "@/shared/constants";
import { messages } from "@/shared/messages";

export type ToastId = string | number;
type Show = (
  title: React.ReactNode,
  description?: React.ReactNode,
  options?: ExternalToast,
) => ToastId;

const withDescription =
  (show: (title: React.ReactNode, data?: ExternalToast) => ToastId): Show =>
  (title, description, options) =>
    show(title, { ...options, description: description ?? options?.description });

export const toast = {
  success: withDescription(sonner.success),
  error: withDescription(sonner.error),
  info: withDescription(sonner.info),
  warning: withDescription(sonner.warning),
  message: withDescription(sonner.message),
  comingSoon: (): ToastId =>
    sonner.info(messages.common.comingSoon, { duration: TOASTS.comingSoonMs }),
  dismiss: (id?: ToastId) => sonner.dismiss(id),
};
