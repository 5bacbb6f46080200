import type { InitData } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface Agreement {
  type: number;
  title: string;
  /** plain text, paragraphs separated by blank lines */
  content: string;
}

export const contentApi = {
  init: () => apiPost<InitData>("/api/wanlshop/common/init"),
  agreement: (type: number) => apiPost<Agreement>("/api/wanlshop/content/agreement", { type }),
};
