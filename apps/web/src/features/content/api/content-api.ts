import type { InitData } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface Agreement {
  type: number;
  /** the language of the text served: the reader's, or English where staff have not written the reader's */
  lang: string;
  title: string;
  /** HTML in the safe subset (AGREEMENT_HTML) as the console saves it, or plain text with blank lines between paragraphs */
  content: string;
}

export const contentApi = {
  init: () => apiPost<InitData>("/api/wanlshop/common/init"),
  agreement: (type: number) => apiPost<Agreement>("/api/wanlshop/content/agreement", { type }),
};
