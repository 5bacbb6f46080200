import { colour, type Kind, words } from "./kind.js";

export const HOME_KINDS = {
  cookware: {
    art: "pan",
    brands: words("Ferro & Salt|Hearthstone|Copperleaf|Kitchen Republic|Maison Cuivre"),
    adjectives: words("Non-Stick|Cast Iron|Stainless Steel|Ceramic|Tri-Ply|Carbon Steel|Enamelled"),
    nouns: words("Frying Pan|Saucepan|Dutch Oven|Wok|Sauté Pan|Griddle Pan|Cookware Set"),
    price: [18, 240],
    specs: [
      colour(words("Black|Graphite|Sage Green|Cream|Burgundy|Navy"), [1, 2]),
      { name: "Size", values: words("20 cm|24 cm|28 cm"), step: 600, count: [1, 3] },
    ],
    features: words(
      "Heats evenly with no hot spots, on gas, electric and induction hobs.|Oven safe up to 260 °C.|A stay-cool handle that feels secure in the hand.|This {noun} releases eggs and pancakes with barely any oil.",
    ),
  },
  mug: {
    art: "mug",
    brands: words("Hearthstone|Stoneware Co.|Kiln & Clay|Morning Ritual|Tidewater Home"),
    adjectives: words("Stoneware|Insulated|Handmade Ceramic|Glass|Double-Walled|Speckled|Travel"),
    nouns: words("Coffee Mug|Mug Set of 4|Tumbler|Tea Cup and Saucer|Travel Mug|Latte Glass Set"),
    price: [8, 60],
    specs: [
      colour(words("Cream|Sage Green|Charcoal|Sky Blue|Rose|Mustard|White")),
      { name: "Capacity", values: words("250 ml|350 ml|500 ml"), step: 300, count: [1, 2] },
    ],
    features: words(
      "Dishwasher and microwave safe.|Keeps drinks hot for 6 hours or cold for 12.|A glaze that varies a little from piece to piece, so each one is unique.|A comfortable handle that fits four fingers.",
    ),
  },
  lamp: {
    art: "lamp",
    brands: words("Lumen Atelier|Nordlys|Halo & Oak|Brightside|Skandi Home"),
    adjectives: words("Dimmable|Rattan|Ceramic|Arc|LED|Mushroom|Adjustable"),
    nouns: words("Table Lamp|Floor Lamp|Desk Lamp|Pendant Light|Bedside Lamp|Wall Sconce"),
    price: [19, 210],
    specs: [
      colour(words("White|Black|Sand|Sage Green|Mustard|Cream")),
      { name: "Plug", values: words("EU|UK|US"), count: [1, 2] },
    ],
    features: words(
      "Warm, flicker-free light that is easy on the eyes.|Three brightness levels with a touch switch.|An energy-saving LED bulb is included.|A weighted base keeps this {noun} steady.",
    ),
  },
  skincare: {
    art: "pumpBottle",
    brands: words("Dewlab|Botanica Pure|Seoul Glow|Lumière Skin|Oasis Botanics"),
    adjectives: words("Hydrating|Vitamin C|Niacinamide|Gentle|Hyaluronic|Retinol|Fragrance-Free"),
    nouns: words("Face Serum|Moisturiser|Cleanser|Toner|Eye Cream|Sunscreen SPF 50|Night Cream"),
    price: [8, 75],
    specs: [{ name: "Volume", values: words("30 ml|50 ml|100 ml"), step: 700, count: [1, 3] }],
    features: words(
      "Absorbs quickly and leaves no sticky finish.|Dermatologist tested and suitable for sensitive skin.|Free from parabens, sulphates and added fragrance.|Use morning and evening on clean skin.",
    ),
  },
  makeup: {
    art: "lipstick",
    brands: words("Rouge Atelier|Velvet & Co.|Seoul Glow|Lumière|Petal Pop"),
    adjectives: words("Matte|Long-Wear|Satin|Tinted|Creamy|Waterproof|Sheer"),
    nouns: words("Lipstick|Lip Tint|Liquid Foundation|Mascara|Blush Stick|Concealer|Eyeliner Pen"),
    price: [6, 48],
    specs: [{ name: "Shade", values: words("Nude Rose|Berry|Classic Red|Coral|Mauve|Terracotta|Plum"), count: [1, 4] }],
    features: words(
      "Rich colour in a single swipe that lasts up to 12 hours.|A lightweight formula that does not dry out.|Cruelty-free and vegan.|Builds from a natural wash of colour to full coverage.",
    ),
  },
  vitamins: {
    art: "pills",
    brands: words("Vitalis|Greenleaf Naturals|Pure Daily|NutriCore|Sunfield"),
    adjectives: words("Daily|Vegan|High-Strength|Chewable|Slow-Release|Organic"),
    nouns: words(
      "Vitamin D3 Softgels|Multivitamin Tablets|Omega-3 Fish Oil|Magnesium Capsules|Vitamin C Gummies|Probiotic Capsules",
    ),
    price: [7, 45],
    specs: [{ name: "Count", values: words("60 Count|120 Count|240 Count"), step: 600, count: [1, 3] }],
    features: words(
      "Made in a GMP-certified facility and tested by an independent lab.|One small serving a day.|No artificial colours or preservatives.|A food supplement, not a substitute for a varied diet.",
    ),
  },
  cleaning: {
    art: "spray",
    brands: words("Clearwell|Fresh & Co.|Greenhouse Clean|Sparkle Lab|Homestead"),
    adjectives: words("Plant-Based|Multi-Surface|Eco|Concentrated|Citrus|Unscented"),
    nouns: words("All-Purpose Cleaner|Glass Cleaner|Microfibre Cloth Set|Dish Soap|Laundry Pods|Bathroom Spray"),
    price: [4, 30],
    specs: [{ name: "Pack", values: words("Single|Pack of 2|Pack of 4"), step: 500, count: [1, 3] }],
    features: words(
      "Cuts through grease and grime without harsh fumes.|Biodegradable formula in a recycled bottle.|Safe on sealed stone, glass, stainless steel and plastic.|A fresh, light scent that does not linger.",
    ),
  },
  carCare: {
    art: "spray",
    brands: words("Autoshine|Roadwise|Gleam Garage|Detailer's Choice|Motorcare"),
    adjectives: words("Ceramic|Waterless|Foam|Quick|Professional|pH-Neutral"),
    nouns: words("Car Wax|Car Shampoo|Interior Cleaner|Tyre Shine|Glass Cleaner|Detailing Kit"),
    price: [6, 60],
    specs: [{ name: "Volume", values: words("500 ml|1 L|5 L"), step: 900, count: [1, 3] }],
    features: words(
      "Leaves a deep, glossy finish that beads water for weeks.|Safe on paint, plastic trim and glass.|Works in direct sunlight without streaking.|Enough for around 20 washes.",
    ),
  },
  feeding: {
    art: "babyBottle",
    brands: words("Little Fern|Moonbeam Baby|Tiny Tides|Nestling|Sprout & Co."),
    adjectives: words("Anti-Colic|Glass|Silicone|BPA-Free|Wide-Neck|Spill-Proof"),
    nouns: words("Baby Bottle Set|Sippy Cup|Suction Bowl Set|Bib Pack|Teether|Bottle Warmer"),
    price: [6, 65],
    specs: [
      colour(words("White|Sage Green|Sky Blue|Rose|Sand")),
      { name: "Pack", values: words("Single|Pack of 3"), step: 900, count: [1, 2] },
    ],
    features: words(
      "A vented design that reduces colic and wind.|Dishwasher safe and easy to sterilise.|Soft silicone that is gentle on gums.|Made without BPA, PVC or phthalates.",
    ),
  },
  dog: {
    art: "bowl",
    brands: words("Happy Paws|Barkley & Co.|Trailhound|Woof Supply|Furhaven"),
    adjectives: words("Orthopedic|Non-Slip|Durable|Reflective|Stainless Steel|Chew-Proof"),
    nouns: words("Dog Bowl|Dog Bed|Dog Harness|Dog Lead|Chew Toy|Slow Feeder Bowl"),
    price: [7, 110],
    specs: [
      colour(words("Navy|Sand|Olive|Burgundy|Charcoal|Sky Blue")),
      { name: "Size", values: words("S|M|L|XL"), step: 500, count: [1, 3] },
    ],
    features: words(
      "Built to survive enthusiastic chewers.|Non-slip base stays put at meal times.|Machine washable cover.|Tested with dogs of every size, from dachshunds to Great Danes.",
    ),
  },
  cat: {
    art: "yarn",
    brands: words("Whisker & Co.|Purrfect|Happy Paws|Kitty Loft|Catnap Supply"),
    adjectives: words("Interactive|Sisal|Plush|Self-Cleaning|Catnip|Cosy"),
    nouns: words("Cat Scratcher|Cat Toy Set|Cat Bed|Litter Mat|Cat Tree|Feather Wand"),
    price: [5, 140],
    specs: [colour(words("Cream|Charcoal|Sand|Rose|Sage Green"))],
    features: words(
      "Keeps indoor cats active and curious.|Saves your sofa from scratching.|Soft, washable and loved by cats of every age.|Filled with organic catnip grown without pesticides.",
    ),
  },
} as const satisfies Record<string, Kind>;
