/**
 * Store levels and the bond (docs/rules.md#store-levels). The level table is platform data
 * (setting `store_levels`, editable by operators); these are the defaults it starts with.
 * Money is in cents; `null` means no cap / unlimited.
 */
export interface StoreLevelRule {
  level: number;
  bond_minor: number;
  /** the highest profit ratio, in per cent */
  profit_ratio: number;
  /** promoted impressions a day (labelled as promoted) */
  daily_impressions: number;
  /** products the store may list; null: unlimited */
  product_limit: number | null;
  /** the highest item price in cents; null: no cap */
  price_cap_minor: number | null;
}

export const DEFAULT_STORE_LEVELS: readonly StoreLevelRule[] = [
  { level: 1, bond_minor: 0, profit_ratio: 15, daily_impressions: 0, product_limit: 50, price_cap_minor: 30_000 },
  {
    level: 2,
    bond_minor: 100_000,
    profit_ratio: 20,
    daily_impressions: 200,
    product_limit: 300,
    price_cap_minor: null,
  },
  {
    level: 3,
    bond_minor: 500_000,
    profit_ratio: 25,
    daily_impressions: 1_000,
    product_limit: 2_000,
    price_cap_minor: null,
  },
  {
    level: 4,
    bond_minor: 2_000_000,
    profit_ratio: 30,
    daily_impressions: 5_000,
    product_limit: null,
    price_cap_minor: null,
  },
];

/** The level a bond buys: the highest level whose bond it reaches (a pure function of the bond). */
export function levelOfBond(levels: readonly StoreLevelRule[], bondMinor: bigint): number {
  let level = levels[0]?.level ?? 1;
  for (const l of levels) if (bondMinor >= BigInt(l.bond_minor)) level = Math.max(level, l.level);
  return level;
}

/** Bond refund requests (docs/states.md): 0 waiting for finance, 1 agreed (bond returned), 2 disagreed. */
export const BOND_REFUND_STATE = { pending: 0, agreed: 1, disagreed: 2 } as const;
export type BondRefundState = (typeof BOND_REFUND_STATE)[keyof typeof BOND_REFUND_STATE];

/** Agreement type of the bond contract (an agreement page with a version). */
export const BOND_CONTRACT_TYPE = 8;
export const SIGNATURE_NAME_MAX = 60;
export const LOCK_REASON_MAX = 300;

/** Shop states (catalogue's `shops.state`): 1 open, 0 closed, 2 locked by an operator. */
export const SHOP_STATE = { closed: 0, open: 1, locked: 2 } as const;

/** One level as the bond page shows it (money as decimal strings). */
export interface StoreLevelView {
  level: number;
  bond: string;
  profit_ratio: number;
  daily_impressions: number;
  product_limit: number | null;
  price_cap: string | null;
}

/** `shop/bond_info`: the shop's level, bond and what the next level needs. */
export interface BondInfo {
  shop_id: number;
  level: number;
  bond: string;
  wallet: string;
  next: { level: number; bond: string; needed: string } | null;
  levels: StoreLevelView[];
  refund: BondRefundView | null;
  /** the last signature: who, the contract's version and the language of the text signed, when */
  signature: { name: string; contract_version: number; contract_lang: string; createtime: number } | null;
}

export interface BondContract {
  lang: string;
  title: string;
  content: string;
  version: number;
}

export interface BondRefundView {
  id: number;
  shop_id: number;
  money: string;
  state: BondRefundState;
  reason: string | null;
  createtime: number;
  reviewtime: number | null;
  shopname?: string;
}

export interface BondPayResult {
  paid: string;
  bond: string;
  level: number;
  signature_id: number;
}
