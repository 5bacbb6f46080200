import { colour, type Kind, SHOE_SIZES, size, words } from "./kind.js";

const APPAREL_BRANDS = words(
  "Nordvik|Maison Lune|Atelier Sora|Harbor & Pine|Copenhagen Row|Vela Studio|Kinfolk Loom|Urban Meadow",
);

export const FASHION_KINDS = {
  dress: {
    art: "dress",
    brands: APPAREL_BRANDS,
    adjectives: words("Floral Print|Linen Blend|Pleated|Satin|Ribbed Knit|Cotton Poplin|Tiered|Wrap-Front"),
    nouns: words("Midi Dress|Maxi Dress|Shirt Dress|Slip Dress|Sundress|A-Line Dress|Smocked Dress"),
    price: [24, 140],
    specs: [colour(), size()],
    features: words(
      "Cut for an easy, flattering fit that moves with you.|A hidden side zip and soft lining make this {noun} easy to wear all day.|Breathable fabric keeps it comfortable from morning meetings to evening dinners.|Pockets at the side seams, because every dress should have them.|Machine washable at 30 °C; hang to dry.",
    ),
  },
  blouse: {
    art: "shirt",
    brands: APPAREL_BRANDS,
    adjectives: words("Silk-Feel|Organic Cotton|Relaxed-Fit|Puff-Sleeve|Linen|Crepe|Button-Down|Embroidered"),
    nouns: words("Blouse|Shirt|Tunic Top|Camisole|Peplum Top|Boxy Tee"),
    price: [14, 85],
    specs: [colour(), size()],
    features: words(
      "A soft drape that tucks neatly into trousers or skirts.|Mother-of-pearl style buttons and a clean collar give this {noun} a polished finish.|Light enough for warm days, easy to layer when it cools down.|Pre-washed so it keeps its shape and size.",
    ),
  },
  knit: {
    art: "sweater",
    brands: APPAREL_BRANDS,
    adjectives: words("Merino Wool|Cashmere Blend|Cable-Knit|Chunky|Fine-Gauge|Alpaca Blend|Ribbed|Oversized"),
    nouns: words("Crew-Neck Sweater|V-Neck Jumper|Cardigan|Turtleneck|Knitted Vest|Mock-Neck Sweater"),
    price: [32, 160],
    specs: [colour(), size()],
    features: words(
      "Knitted from soft yarn that stays warm without itching.|Ribbed cuffs and hem hold their shape wash after wash.|A relaxed silhouette that layers over shirts and dresses.|Hand wash cold and dry flat to keep this {noun} looking new.",
    ),
  },
  tee: {
    art: "shirt",
    brands: words("Nordvik|Basecamp Supply|Harbor & Pine|Fieldwork|Copenhagen Row|Northline|Tidewater"),
    adjectives: words("Heavyweight Cotton|Essential|Slub Jersey|Pique|Organic Cotton|Performance|Garment-Dyed|Striped"),
    nouns: words("Crew-Neck T-Shirt|Polo Shirt|Pocket Tee|Henley|Long-Sleeve Tee|Raglan Tee"),
    price: [9, 55],
    specs: [colour(), size()],
    features: words(
      "Made from combed cotton that gets softer with every wash.|A modern regular fit: not too slim, not too boxy.|Double-stitched seams and a taped neckline that keep their shape.|An everyday {noun} that works on its own or under a jacket.",
    ),
  },
  jacket: {
    art: "jacket",
    brands: words("Northline|Fjellstad|Basecamp Supply|Harbor & Pine|Stormvale|Fieldwork"),
    adjectives: words("Waterproof|Quilted|Wool-Blend|Padded|Lightweight|Waxed Cotton|Denim|Insulated"),
    nouns: words("Parka|Bomber Jacket|Field Jacket|Overcoat|Puffer Jacket|Rain Jacket|Trucker Jacket"),
    price: [45, 260],
    specs: [colour(), size()],
    features: words(
      "Sealed seams and a storm flap keep wind and rain out.|Plenty of pockets, including an inside one for your phone.|Warm enough for cold commutes without feeling bulky.|An adjustable hood and cuffs let you seal in the warmth.|This {noun} packs down small when the sun comes out.",
    ),
  },
  hoodie: {
    art: "hoodie",
    brands: words("Basecamp Supply|Northline|Tidewater|Fieldwork|Urban Meadow|Copenhagen Row"),
    adjectives: words("Brushed Fleece|French Terry|Heavyweight|Oversized|Zip-Up|Organic Cotton|Vintage Wash"),
    nouns: words("Hoodie|Sweatshirt|Zip Hoodie|Crewneck Sweatshirt|Half-Zip Pullover"),
    price: [22, 90],
    specs: [colour(), size()],
    features: words(
      "A brushed inside that feels soft from the first wear.|Kangaroo pocket, ribbed cuffs and a lined hood.|Pre-shrunk so this {noun} keeps its fit after washing.|Roomy without being shapeless.",
    ),
  },
  babywear: {
    art: "shirt",
    brands: words("Little Fern|Puddle & Pip|Moonbeam Baby|Tiny Tides|Sprout & Co."),
    adjectives: words("Organic Cotton|Bamboo Jersey|Footed|Striped|Snap-Front|Muslin|Ribbed"),
    nouns: words("Bodysuit 3-Pack|Sleepsuit|Romper|Cardigan|Two-Piece Set|Swaddle Set"),
    price: [9, 45],
    specs: [
      colour(words("White|Sage Green|Sand|Sky Blue|Rose|Cream|Mustard")),
      size(words("0-3 M|3-6 M|6-12 M|12-18 M|18-24 M")),
    ],
    features: words(
      "Soft, breathable fabric that is gentle on newborn skin.|Nickel-free snaps make nappy changes quick.|Tested for harmful substances and free of scratchy labels.|Fold-over mitten cuffs on the smaller sizes.",
    ),
  },
  sneaker: {
    art: "sneaker",
    brands: words("Stride Lab|Velo Athletics|Northline|Kumo Runners|Pacer & Co.|Urban Meadow"),
    adjectives: words("Lightweight|Knit|Leather|Retro|Cushioned|Canvas|Trail|Everyday"),
    nouns: words("Running Shoes|Sneakers|Low-Top Trainers|Walking Shoes|Court Sneakers|Slip-On Sneakers"),
    price: [29, 150],
    specs: [colour(), size(SHOE_SIZES)],
    features: words(
      "A responsive foam midsole that cushions every step.|A breathable upper that keeps feet cool on long days.|Rubber outsole with grip for wet pavements.|A removable insole, so your own orthotics fit too.|These {noun} run true to size.",
    ),
  },
  boot: {
    art: "boot",
    brands: words("Fjellstad|Stormvale|Highmoor|Harbor & Pine|Ironbark"),
    adjectives: words("Leather|Waterproof|Suede|Lace-Up|Shearling-Lined|Chelsea|Hiking"),
    nouns: words("Ankle Boots|Chelsea Boots|Hiking Boots|Work Boots|Winter Boots|Combat Boots"),
    price: [49, 220],
    specs: [colour(words("Black|Brown|Tan|Olive|Charcoal|Sand")), size(SHOE_SIZES)],
    features: words(
      "Goodyear-welted construction that can be resoled.|A waterproof membrane keeps feet dry in puddles and snow.|Padded collar and a cushioned footbed for all-day comfort.|These {noun} soften and mould to your feet with wear.",
    ),
  },
  handbag: {
    art: "handbag",
    brands: words("Maison Lune|Atelier Sora|Vela Studio|Bellhaven|Marlowe & Finch"),
    adjectives: words("Vegan Leather|Quilted|Woven|Structured|Pebbled Leather|Suede|Mini"),
    nouns: words("Tote Bag|Crossbody Bag|Shoulder Bag|Top-Handle Bag|Bucket Bag|Clutch"),
    price: [25, 190],
    specs: [colour(words("Black|Tan|Burgundy|Cream|Olive|Navy|Rose"))],
    features: words(
      "Fits a tablet, a water bottle and everything else you carry.|An inside zip pocket keeps keys and cards in order.|A detachable strap lets you carry it three ways.|Gold-tone hardware and clean stitching give this {noun} a refined look.",
    ),
  },
  backpack: {
    art: "backpack",
    brands: words("Basecamp Supply|Fjellstad|Trailhead|Northline|Stowaway|Urban Meadow"),
    adjectives: words("Water-Resistant|Roll-Top|Laptop|Travel|Minimalist|Canvas|Hiking"),
    nouns: words("Backpack|Daypack|Rucksack|Commuter Backpack|Sling Pack"),
    price: [19, 130],
    specs: [
      colour(words("Black|Charcoal|Navy|Olive|Sand|Burgundy|Sky Blue")),
      { name: "Capacity", values: words("15 L|20 L|25 L|30 L"), step: 800, count: [1, 2] },
    ],
    features: words(
      "A padded sleeve holds laptops up to 16 inches.|Breathable back panel and padded straps for long walks.|Made from recycled fabric with a water-repellent finish.|A hidden pocket against your back keeps valuables safe.",
    ),
  },
  watch: {
    art: "watch",
    brands: words("Aurelius|Tempo & Tide|Halden|Minuit|Kairos|Solenne"),
    adjectives: words("Minimalist|Automatic|Chronograph|Dive|Field|Dress|Solar"),
    nouns: words("Watch|Wristwatch|Chronograph Watch|Mesh-Strap Watch|Smartwatch"),
    price: [39, 420],
    specs: [
      colour(words("Silver|Gold|Rose Gold|Black|Gunmetal")),
      { name: "Strap", values: words("Leather|Stainless Steel|Silicone|Nylon"), step: 1000, count: [1, 2] },
    ],
    features: words(
      "Scratch-resistant sapphire-coated glass.|Water resistant to 50 metres: fine for swimming.|A clean dial with luminous hands you can read in the dark.|A quick-release strap you can swap without tools.",
    ),
  },
  jewelry: {
    art: "ring",
    brands: words("Solenne|Aurelius|Ilse & Mae|Lumen Atelier|Opaline"),
    adjectives: words("Sterling Silver|18K Gold-Plated|Dainty|Birthstone|Pearl|Minimalist|Stackable"),
    nouns: words("Ring|Pendant Necklace|Chain Necklace|Hoop Earrings|Signet Ring|Tennis Bracelet"),
    price: [12, 180],
    specs: [
      colour(words("Silver|Gold|Rose Gold"), [1, 3]),
      { name: "Size", values: words("5|6|7|8|9"), count: [1, 2] },
    ],
    features: words(
      "Hypoallergenic and nickel-free for sensitive skin.|Arrives in a gift box with a polishing cloth.|A tarnish-resistant finish that keeps its shine.|Delicate enough to wear every day and to stack.",
    ),
  },
} as const satisfies Record<string, Kind>;
