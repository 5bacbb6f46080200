import { colour, type Kind, words } from "./kind.js";

export const LEISURE_KINDS = {
  fitness: {
    art: "dumbbell",
    brands: words("Ironbark|Flexfit|Core Athletics|Peak Form|Velo Athletics"),
    adjectives: words("Adjustable|Hex|Neoprene|Non-Slip|Heavy-Duty|Compact|Home Gym"),
    nouns: words("Dumbbell Set|Kettlebell|Yoga Mat|Resistance Bands|Jump Rope|Foam Roller|Pull-Up Bar"),
    price: [9, 220],
    specs: [{ name: "Weight", values: words("2 kg|4 kg|6 kg|8 kg|10 kg|12 kg"), step: 500, count: [1, 3] }],
    features: words(
      "A knurled grip that stays secure even with sweaty hands.|Rubber coating protects floors and cuts noise.|Built for daily use at home or in the gym.|Stores neatly in a corner when you are done.",
    ),
  },
  ball: {
    art: "ball",
    brands: words("Velo Athletics|Pitchside|Goalline|Core Athletics|Courtking"),
    adjectives: words("Official Size|Training|Match|Indoor|All-Weather|Pro"),
    nouns: words("Football|Basketball|Volleyball|Rugby Ball|Futsal Ball|Handball"),
    price: [9, 90],
    specs: [
      colour(words("White|Navy|Mustard|Burgundy|Sky Blue")),
      { name: "Size", values: words("Size 3|Size 4|Size 5"), step: 200, count: [1, 3] },
    ],
    features: words(
      "Machine-stitched panels keep their shape season after season.|A butyl bladder holds air for weeks.|A textured surface for better grip and control.|Meets official size and weight rules.",
    ),
  },
  camping: {
    art: "tent",
    brands: words("Trailhead|Fjellstad|Basecamp Supply|Highmoor|Wildermark"),
    adjectives: words("Ultralight|2-Person|4-Person|Waterproof|Pop-Up|Insulated|Compact"),
    nouns: words("Tent|Sleeping Bag|Camping Chair|Trekking Poles|Headlamp|Water Bottle"),
    price: [12, 320],
    specs: [colour(words("Olive|Sand|Navy|Mustard|Charcoal"), [1, 2])],
    features: words(
      "Sets up in under five minutes, even alone.|Fully taped seams keep the rain out.|Packs down small enough to strap to a backpack.|Tested in wind, rain and frost on Nordic trails.",
    ),
  },
  plush: {
    art: "teddy",
    brands: words("Cuddle Cove|Bramble Bear|Snugglebug|Tiny Tides|Woolly Friends"),
    adjectives: words("Super-Soft|Classic|Giant|Weighted|Heirloom|Mini"),
    nouns: words("Teddy Bear|Bunny Plush|Elephant Soft Toy|Dinosaur Plush|Fox Cuddly Toy"),
    price: [8, 70],
    specs: [{ name: "Size", values: words("20 cm|30 cm|45 cm|70 cm"), step: 700, count: [1, 3] }],
    features: words(
      "Stitched eyes make it safe from birth.|Machine washable at 30 °C.|A soft, huggable friend for naps and adventures.|Meets EN71 toy safety standards.",
    ),
  },
  blocks: {
    art: "blocks",
    brands: words("Brickhaus|Blockville|Little Builders|Tinker Town|Playforge"),
    adjectives: words("Creative|Classic|City|Space|Castle|Starter"),
    nouns: words("Building Set|Brick Box|Construction Kit|Block Set"),
    price: [12, 150],
    specs: [{ name: "Pieces", values: words("250 Pieces|500 Pieces|1000 Pieces"), step: 1500, count: [1, 3] }],
    features: words(
      "Compatible with the major brick brands.|Illustrated step-by-step instructions included.|Encourages creativity, patience and fine motor skills.|A sturdy storage box keeps every piece together.",
    ),
  },
  fiction: {
    art: "book",
    brands: words("Harbor House Press|Lantern Books|Northwind Publishing|Quill & Ink|Meridian Press"),
    adjectives: words("Salt|Silent|Winter|Paper|Hollow|Glass|Midnight|Lost"),
    nouns: words("Orchard|Lighthouse|Garden|River|Archive|Harbour|Kingdom|Letters"),
    price: [8, 32],
    specs: [{ name: "Format", values: words("Paperback|Hardcover"), step: 800, count: [1, 2] }],
    features: words(
      "A sweeping story of family, secrets and second chances.|Shortlisted for a major literary prize.|The kind of novel you finish in a weekend and think about for months.|Now with a reading-group guide at the back.",
    ),
    title: (_brand, adjective, noun) => `The ${adjective} ${noun}: A Novel`,
  },
  cookbook: {
    art: "book",
    brands: words("Harbor House Press|Salt & Thyme Books|Lantern Books|Meridian Press"),
    adjectives: words("Weeknight|Plant-Based|Mediterranean|One-Pot|Nordic|Street Food|Baking"),
    nouns: words("Kitchen|Table|Suppers|Feasts|Basics|Bakes"),
    price: [12, 45],
    specs: [{ name: "Format", values: words("Paperback|Hardcover"), step: 900, count: [1, 2] }],
    features: words(
      "More than 100 recipes with a photograph for each.|Simple ingredients you can find in any supermarket.|Clear steps for beginners and ideas for confident cooks.|A lay-flat binding that stays open on the counter.",
    ),
    title: (_brand, adjective, noun) => `${adjective} ${noun}: 100 Recipes`,
  },
  stationery: {
    art: "notebook",
    brands: words("Papier & Co.|Inkwell|Leaf Paper Co.|Studio Nota|Fjord Paper"),
    adjectives: words("Dotted|Lined|Linen-Bound|Recycled|A5|Pocket|Hardcover"),
    nouns: words("Notebook|Planner|Journal|Sketchbook|Gel Pen Set|Fountain Pen"),
    price: [4, 60],
    specs: [colour(words("Black|Navy|Sage Green|Burgundy|Mustard|Rose|Sky Blue"))],
    features: words(
      "Thick 100 gsm paper that fountain pens will not bleed through.|A ribbon marker, an elastic closure and an inside pocket.|Lies flat for comfortable writing.|Made from FSC-certified paper.",
    ),
  },
  coffee: {
    art: "coffeeBag",
    brands: words("Roastwell|Morning Ritual|Highland Beans|Tea & Tide|Copper Kettle"),
    adjectives: words("Single-Origin|Dark Roast|Medium Roast|Organic|Decaf|Loose-Leaf|Espresso"),
    nouns: words("Coffee Beans|Ground Coffee|Green Tea|Earl Grey Tea|Chai Blend|Cold Brew Coffee"),
    price: [6, 40],
    specs: [{ name: "Weight", values: words("250 g|500 g|1 kg"), step: 600, count: [1, 3] }],
    features: words(
      "Roasted in small batches and packed within 48 hours.|Tasting notes of dark chocolate, cherry and toasted almond.|Ethically sourced from farms we know by name.|A resealable bag with a one-way valve keeps it fresh.",
    ),
  },
  snacks: {
    art: "jar",
    brands: words("Nutty Grove|Crunch & Co.|Honeycomb Pantry|Oat Society|Sunfield"),
    adjectives: words("Sea Salt|Honey-Roasted|Dark Chocolate|Gluten-Free|Protein|Spicy"),
    nouns: words("Almonds|Granola|Cookies|Trail Mix|Rice Crackers|Energy Bites"),
    price: [3, 28],
    specs: [{ name: "Pack", values: words("Single|Pack of 3|Pack of 6"), step: 400, count: [1, 3] }],
    features: words(
      "Made with simple ingredients you can pronounce.|A satisfying crunch without the greasy fingers.|Perfect for lunch boxes, hikes and the 4 pm slump.|No palm oil and no artificial flavours.",
    ),
  },
} as const satisfies Record<string, Kind>;
