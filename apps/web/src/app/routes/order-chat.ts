import { openChat } from "../../features/chat";
import { chatHook } from "../../features/orders";

/** "Contact merchant" on an order opens the chat window on the shop's owner, offering the order's first product. */
chatHook.openWithShop = (shop, order) => {
  const first = order.goods[0];
  void openChat({
    shopId: shop.id,
    goods: first ? { id: first.goods_id, title: first.title, image: first.image, price: first.price } : undefined,
  });
};
