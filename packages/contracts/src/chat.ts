import { z } from "zod";
import { CHAT_MESSAGE_TYPES, SUPPORT_QUEUE_FILTERS } from "./chat.constants.js";
import { WS_CLIENT_ID_HEX } from "./realtime.js";
import { pageQuery } from "./request.js";

const id = z.coerce.number().int().min(0).max(2_147_483_647);

/** chat/send: only to_id and message count; id, form and createtime from the client are ignored. */
export const chatSendBody = z.object({
  to_id: id,
  message: z.object({
    type: z.enum(CHAT_MESSAGE_TYPES),
    content: z
      .object({
        text: z.string().optional(),
        url: z.string().max(500).optional(),
        id: id.optional(),
      })
      .default({}),
  }),
});

export type ChatSendBody = z.infer<typeof chatSendBody>;

export const chatHistoryBody = z.object({
  to_id: id,
  last_id: id.optional().catch(undefined),
});

export const chatContactBody = z.object({ id });
/** `chat/shop_contact` {shop_id}: the shop's owner becomes a contact. */
export const chatShopContactBody = z.object({ shop_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The support desk's calls: one user's conversation, the queue, assigning, paging back. */
export const supportUserBody = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const supportQueueBody = pageQuery.extend({
  filter: z.enum(SUPPORT_QUEUE_FILTERS).catch("all").default("all"),
});
export const supportAssignBody = supportUserBody.extend({ staff_id: z.coerce.number().int().positive().optional() });
export const supportHistoryBody = supportUserBody.extend({
  last_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export const chatShakeBody = z.object({
  client_id: z.string().regex(new RegExp(`^[0-9a-f]{${WS_CLIENT_ID_HEX}}$`), "client_id"),
});
