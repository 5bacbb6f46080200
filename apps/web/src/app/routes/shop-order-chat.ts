import { openChat } from "../../features/chat";
import { contactHook } from "../../features/shop-orders";
import { i18n } from "../../lib/i18n";

/** "Contact buyer" opens the chat on the buyer and sends the order's number and link as a text. */
contactHook.openWithBuyer = (order) => {
  void openChat({
    userId: order.buyer.id,
    text: i18n.t("shop_orders.chat_text", {
      no: order.order_no,
      url: `${window.location.origin}/order-detail?id=${order.id}`,
    }),
  });
};
