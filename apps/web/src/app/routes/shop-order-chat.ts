import { openChat } from "../../features/chat";
import { contactHook } from "../../features/shop-orders";

/**
 * "Contact buyer" opens the chat on the buyer with the order attached as a card: nothing is sent
 * until the merchant sends (the card then, in no one's words, so the buyer reads it in theirs).
 */
contactHook.openWithBuyer = (order) => {
  const first = order.goods[0];
  void openChat({
    userId: order.buyer.id,
    who: { name: order.buyer.nickname, avatar: order.buyer.avatar },
    order: {
      id: order.id,
      order_no: order.order_no,
      image: first?.image ?? "",
      title: first?.title ?? "",
      number: order.number,
      pay: order.pay,
    },
  });
};
