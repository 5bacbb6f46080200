import { useApiMutation } from "../../../ui";
import { ordersApi } from "../api/orders-api";

/** POST common/upload: a public picture for a refund or a review. */
export function useImageUpload(onDone: (url: string) => void) {
  return useApiMutation(ordersApi.upload, { onSuccess: (r) => onDone(r.url) });
}
