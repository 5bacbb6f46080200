import { message } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import { useEffect } from "react";

/** antd's toasts, mounted by FeedbackProvider on the first toast; hands their API over. */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
