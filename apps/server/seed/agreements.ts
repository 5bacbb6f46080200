/** The agreement pages every install starts with (English; operators add translations). */
export const AGREEMENTS: { type: number; title: string; content: string }[] = [
  {
    type: 1,
    title: "User Agreement",
    content: [
      "Welcome to Marketplace. By creating an account you agree to these terms.",
      "Your account. You keep your password and payment password secret. You are responsible for what is done with your account. We may lock an account used for fraud or illegal operations; you can contact customer service about any lock.",
      "Buying. Prices, freight and any fees are shown before you pay. Payment is taken from your wallet balance only after you confirm it with your payment password. Within 7 days after you receive an order you may ask for a refund or a return.",
      "Your wallet. Every change to your balance is recorded with its reason and is visible to you under income and expense details. Recharges and withdrawals are reviewed by a named member of staff; a rejected request returns every cent.",
      "Merchants. Merchants are independent sellers. They must pass identity checks before they open a shop and they must describe their goods honestly.",
      "Changes. We will tell you about changes to these terms before they take effect.",
    ].join("\n\n"),
  },
  {
    type: 2,
    title: "Privacy Policy",
    content: [
      "This policy says what we collect, why, and what you can do about it.",
      "What we collect. Your email address, your nickname and avatar, your shipping addresses, your orders and wallet records, and the messages you send in chat. Merchants also give identity details and photos for verification.",
      "Why. To run your account, deliver your orders, keep your money safe, answer you in customer service, and meet legal duties. We do not sell your data.",
      "How we protect it. Passwords and payment passwords are stored only as strong one-way hashes. Identity photos and transfer vouchers are visible only to you and to the staff who review them.",
      "Your choices. You can change your email, nickname and passwords at any time in the member centre, and ask customer service for a copy or the deletion of your data.",
    ].join("\n\n"),
  },
  {
    type: 5,
    title: "About the platform",
    content: [
      "Marketplace is an open, multi-merchant shopping platform in 17 languages.",
      "Shoppers browse, compare and buy from many independent shops, pay from one wallet, and chat with merchants and with our customer service.",
      "Merchants open a shop after identity verification, list their own goods or goods from our supplier catalogue, and are settled after each order's after-sales window ends.",
      "Honest by design: every fee, limit and rule is published before you commit, every balance change is a record you can see, and every review decision is made by a named person with a written reason.",
    ].join("\n\n"),
  },
];
