import type { InitData } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface Agreement {
  type: number;
  title: string;
  /** HTML in the safe subset (AGREEMENT_HTML) as the console saves it, or plain text with blank lines between paragraphs */
  content: string;
}

export const contentApi = {
  init: () => apiPost<InitData>("/api/wanlshop/common/init"),
  agreement: (type: number) => apiPost<Agreement>("/api/wanlshop/content/agreement", { type }),
};
