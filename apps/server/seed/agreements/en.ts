import type { AgreementSet } from "./types.js";

/** The agreement pages in English: the source every other language translates. */
export const en: AgreementSet = {
  1: {
    title: "User Agreement",
    paragraphs: [
      "Welcome to Marketplace. By creating an account you agree to these terms.",
      "Your account. You keep your password and payment password secret. You are responsible for what is done with your account. We may lock an account used for fraud or illegal operations; you can contact customer service about any lock.",
      "Buying. Prices, freight and any fees are shown before you pay. Payment is taken from your wallet balance only after you confirm it with your payment password. Within 7 days after you receive an order you may ask for a refund or a return.",
      "Your wallet. Every change to your balance is recorded with its reason and is visible to you under income and expense details. Recharges and withdrawals are reviewed by a named member of staff; a rejected request returns every cent.",
      "Merchants. Merchants are independent sellers. They must pass identity checks before they open a shop and they must describe their goods honestly.",
      "Changes. We will tell you about changes to these terms before they take effect.",
    ],
  },
  2: {
    title: "Privacy Policy",
    paragraphs: [
      "This policy says what we collect, why, and what you can do about it.",
      "What we collect. Your email address, your nickname and avatar, your shipping addresses, your orders and wallet records, and the messages you send in chat. Merchants also give identity details and photos for verification.",
      "Why. To run your account, deliver your orders, keep your money safe, answer you in customer service, and meet legal duties. We do not sell your data.",
      "How we protect it. Passwords and payment passwords are stored only as strong one-way hashes. Identity photos and transfer vouchers are visible only to you and to the staff who review them.",
      "Your choices. You can change your email, nickname and passwords at any time in the member centre, and ask customer service for a copy or the deletion of your data.",
    ],
  },
  5: {
    title: "About the platform",
    paragraphs: [
      "Marketplace is an open, multi-merchant shopping platform in 17 languages.",
      "Shoppers browse, compare and buy from many independent shops, pay from one wallet, and chat with merchants and with our customer service.",
      "Merchants open a shop after identity verification, list their own goods or goods from our supplier catalogue, and are settled after each order's after-sales window ends.",
      "Honest by design: every fee, limit and rule is published before you commit, every balance change is a record you can see, and every review decision is made by a named person with a written reason.",
    ],
  },
  6: {
    title: "Business Solutions Agreement",
    paragraphs: [
      "This agreement is between Marketplace and a merchant who opens a shop on it.",
      "Opening a shop. You apply with true identity details and photos of a valid ID. An operator reviews every application and may refuse it with a reason; you may correct it and apply again. Your identity photos are seen only by you and the staff who review them.",
      "Your shop. You describe your goods honestly, ship what was ordered, and answer refunds within the after-sales window. Orders come only from real shoppers; nothing creates orders, views or sales artificially.",
      "Store levels and the bond. Your store level follows the bond you hold, under the published level table. The bond is your money: it is shown in your wallet records, and a refund of it is asked for on the bond page and, once no order of yours is unprocessed, reviewed and paid back to your wallet.",
      "Settlement. Each order is settled to your wallet when its after-sales window ends. Every fee is published before it applies.",
      "Locks. A shop used for fraud or illegal operations may be locked by an operator with a written reason; you can contact customer service about any lock.",
    ],
  },
  8: {
    title: "Operating Fund (Bond) Contract",
    paragraphs: [
      "This contract is between the platform and the merchant who signs it by typing their full name on the bond page.",
      "The bond. The merchant pays an operating fund (bond) from their wallet balance. It is held in the shop's own bond account, shown on the bond page and in the wallet's income and expense details. The platform does not spend it.",
      "Store levels. The store level follows the bond at once, as the published level table says: what each level costs and what it allows (profit ratio, promoted impressions a day, product count, price cap). Promoted impressions are labelled as promoted.",
      "Getting the bond back. The merchant may ask for all or part of the bond back on the bond page at any time. While the shop has orders waiting to be shipped or received, or an open refund, the request is refused. Otherwise a named member of the finance staff agrees, and the money returns to the wallet, or disagrees with a written reason.",
      "Locks. A store locked for a breach of the rules keeps its bond; its existing orders can still be refunded to shoppers. The merchant can contact customer service about any lock.",
      "Changes. A new version of this contract is shown before the next payment and must be signed again.",
    ],
  },
};
