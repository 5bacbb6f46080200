import { CHAT_SEND_RATE } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";

/**
 * chat/send per sender and window: counted in Redis when REDIS_URL is set, so the limit holds
 * however a sender's calls are spread over the processes; in this process's memory otherwise.
 */
export async function allowSend(ctx: Ctx, who: string): Promise<boolean> {
  return (await ctx.windows.hit(`chat-send:${who}`, CHAT_SEND_RATE.windowMs)) <= CHAT_SEND_RATE.max;
}
