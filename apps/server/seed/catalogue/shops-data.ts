import type { PaletteName } from "./art.js";
import type { Art } from "./kind.js";

/**
 * The 30 demo shops. Shop 1 belongs to the demo merchant (merchant@demo.test); shop N (N >= 2)
 * to shopN@demo.test. `tops` are the top-level categories the shop sells in.
 */
export interface DemoShop {
  name: string;
  owner: string;
  bio: string;
  tops: readonly number[];
  avatar: readonly [Art, PaletteName, PaletteName];
}

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    name: "Harbor Lane Market",
    owner: "DemoMerchant",
    bio: "A little of everything for home, pantry and bookshelf, picked by a family-run team in Portland.",
    tops: [6, 18, 19, 14],
    avatar: ["mug", "sage", "sand"],
  },
  {
    name: "Nordvik Studio",
    owner: "Ingrid Nordvik",
    bio: "Scandinavian wardrobe staples in natural fibres, designed to be worn for years.",
    tops: [1, 2, 11],
    avatar: ["sweater", "sand", "navy"],
  },
  {
    name: "Maison Lune Boutique",
    owner: "Camille Laurent",
    bio: "Dresses, blouses and delicate jewellery for slow mornings and long dinners.",
    tops: [1, 12],
    avatar: ["dress", "red", "rose"],
  },
  {
    name: "Pixel Harbor",
    owner: "Daniel Cho",
    bio: "Phones, laptops and the gadgets that go with them. Every device tested before it ships.",
    tops: [3, 4, 5],
    avatar: ["phone", "navy", "sky"],
  },
  {
    name: "Volt & Wire",
    owner: "Marcus Reed",
    bio: "Chargers, cables and car tech that just work. Fast dispatch from our Berlin warehouse.",
    tops: [3, 5, 13],
    avatar: ["charger", "black", "mustard"],
  },
  {
    name: "Fjellstad Outdoor",
    owner: "Sigrid Fjellstad",
    bio: "Gear and clothing for wet trails and cold summits, tested in the Norwegian mountains.",
    tops: [8, 2, 11],
    avatar: ["tent", "olive", "sage"],
  },
  {
    name: "Kiln & Clay Home",
    owner: "Hannah Moss",
    bio: "Handmade mugs, stoneware and warm lighting for a calmer home.",
    tops: [6],
    avatar: ["mug", "coral", "sand"],
  },
  {
    name: "Dewlab Beauty",
    owner: "Ji-woo Park",
    bio: "Gentle, science-led skincare and the everyday health basics.",
    tops: [7, 14],
    avatar: ["pumpBottle", "rose", "lavender"],
  },
  {
    name: "Little Fern Baby",
    owner: "Olivia Bennett",
    bio: "Organic cotton babywear, feeding essentials and first toys.",
    tops: [10, 9],
    avatar: ["babyBottle", "sky", "sage"],
  },
  {
    name: "Brickhaus Toys",
    owner: "Lukas Weber",
    bio: "Building sets, plush friends and games for curious kids of every age.",
    tops: [9, 10],
    avatar: ["blocks", "red", "mustard"],
  },
  {
    name: "Paper & Quill",
    owner: "Eleanor Hughes",
    bio: "Notebooks, pens and novels for people who still love paper.",
    tops: [18],
    avatar: ["notebook", "sage", "sand"],
  },
  {
    name: "Roastwell Pantry",
    owner: "Tomás Rivera",
    bio: "Small-batch coffee, loose-leaf tea and honest snacks, roasted and packed weekly.",
    tops: [19],
    avatar: ["coffeeBag", "brown", "sand"],
  },
  {
    name: "Happy Paws Pet Shop",
    owner: "Grace Kim",
    bio: "Beds, bowls and toys that dogs and cats actually use.",
    tops: [17],
    avatar: ["bowl", "red", "sky"],
  },
  {
    name: "Roadwise Auto",
    owner: "Ahmed Karim",
    bio: "Dash cams, car care and roadside gear for drivers who look after their cars.",
    tops: [13],
    avatar: ["spray", "teal", "navy"],
  },
  {
    name: "Aurelius Time",
    owner: "Marco Bellini",
    bio: "Watches from minimalist to automatic, serviced and checked by our own watchmaker.",
    tops: [12],
    avatar: ["watch", "brown", "mustard"],
  },
  {
    name: "Stride Lab Footwear",
    owner: "Aisha Bello",
    bio: "Running shoes, sneakers and boots in every size, with free exchanges.",
    tops: [11, 8],
    avatar: ["sneaker", "red", "white"],
  },
  {
    name: "Seoul Glow Cosmetics",
    owner: "Min-seo Lee",
    bio: "K-beauty favourites: serums, tints and cushions loved in Seoul.",
    tops: [7],
    avatar: ["lipstick", "rose", "rose"],
  },
  {
    name: "Quanta Computers",
    owner: "Raj Patel",
    bio: "Laptops, keyboards and accessories for work, study and play.",
    tops: [4, 5],
    avatar: ["laptop", "white", "sky"],
  },
  {
    name: "Greenhouse Living",
    owner: "Nora Lindqvist",
    bio: "Plant-based cleaning and everyday household goods without the harsh chemicals.",
    tops: [14, 6],
    avatar: ["spray", "lavender", "sage"],
  },
  {
    name: "Urban Meadow",
    owner: "Sofia Rossi",
    bio: "Relaxed city clothing for women and men, made in small runs.",
    tops: [1, 2],
    avatar: ["shirt", "mustard", "olive"],
  },
  {
    name: "Core Athletics",
    owner: "Jamal Carter",
    bio: "Home-gym equipment and team-sport balls at fair prices.",
    tops: [8],
    avatar: ["dumbbell", "teal", "teal"],
  },
  {
    name: "Bellhaven Bags",
    owner: "Chloe Martin",
    bio: "Handbags, backpacks and small leather goods built to be carried every day.",
    tops: [11, 12],
    avatar: ["handbag", "brown", "rose"],
  },
  {
    name: "Sonora Sound",
    owner: "Kenji Tanaka",
    bio: "Headphones and speakers tuned by people who love music.",
    tops: [5, 3],
    avatar: ["headphones", "black", "coral"],
  },
  {
    name: "Moonbeam Kids",
    owner: "Amelia Clarke",
    bio: "Soft clothes, cuddly toys and thoughtful gifts for little ones.",
    tops: [10, 9, 1],
    avatar: ["teddy", "sand", "lavender"],
  },
  {
    name: "Copper Kettle Kitchen",
    owner: "Isabel Moreno",
    bio: "Cookware, drinkware and pantry treats for people who love to cook.",
    tops: [6, 19],
    avatar: ["pan", "sage", "coral"],
  },
  {
    name: "Trailhead Supply",
    owner: "Ethan Brooks",
    bio: "Backpacks, tents and hiking boots for weekend adventures.",
    tops: [8, 11],
    avatar: ["backpack", "olive", "mustard"],
  },
  {
    name: "Whisker & Co.",
    owner: "Yuki Sato",
    bio: "Everything a cat could want, and a few things for dogs too.",
    tops: [17],
    avatar: ["yarn", "coral", "lavender"],
  },
  {
    name: "Lantern Books",
    owner: "Samuel Adeyemi",
    bio: "An independent bookshop online: fiction, cookbooks and staff picks.",
    tops: [18],
    avatar: ["book", "teal", "sand"],
  },
  {
    name: "Northline Menswear",
    owner: "Oliver Grant",
    bio: "Menswear basics and outerwear with a clean, modern fit.",
    tops: [2],
    avatar: ["jacket", "olive", "navy"],
  },
  {
    name: "Everyday Deals",
    owner: "Linh Nguyen",
    bio: "Useful things at everyday prices: phone accessories, home, health and toys.",
    tops: [3, 6, 14, 9],
    avatar: ["phone", "rose", "mustard"],
  },
];

/** Reviewers: reviewerN@demo.test. */
export const REVIEWER_NAMES = [
  "Mia R.",
  "Noah T.",
  "Emma L.",
  "Liam K.",
  "Ava S.",
  "Lucas M.",
  "Sophie W.",
  "Mateo G.",
  "Hana Y.",
  "Omar F.",
  "Zoe P.",
  "Elias B.",
  "Priya N.",
  "Leo D.",
  "Ines C.",
  "Felix H.",
  "Aiko M.",
  "Jonas E.",
  "Layla A.",
  "Theo V.",
] as const;

/** The password of every seeded shop owner and reviewer (the demo logins print the main ones). */
export const SEEDED_PASSWORD = "demo12345";
