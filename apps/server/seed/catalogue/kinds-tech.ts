import { colour, type Kind, TECH_COLOURS, words } from "./kind.js";

const PHONE_BRANDS = words("Lumio|Novatek|Orbis|Zentra|Pixelon|Kestrel");

export const TECH_KINDS = {
  phone: {
    art: "phone",
    brands: PHONE_BRANDS,
    adjectives: words("5G|Pro|Lite|Max|Ultra|Neo|Plus"),
    nouns: words("X12 Smartphone|S8 Smartphone|Note 14 Smartphone|A5 Smartphone|Edge 3 Smartphone|Fold Smartphone"),
    price: [129, 899],
    specs: [
      colour(TECH_COLOURS),
      { name: "Storage", values: words("128 GB|256 GB|512 GB|1 TB"), step: 8000, count: [1, 3] },
    ],
    features: words(
      "A 6.7-inch OLED display at 120 Hz makes scrolling buttery smooth.|A 50 MP main camera with night mode takes clear photos after dark.|A 5,000 mAh battery lasts a full day and charges to 50% in 25 minutes.|Dual SIM, NFC payments and an in-display fingerprint reader.|Comes unlocked and works with all major carriers.",
    ),
    title: (brand, adjective, noun) => `${brand} ${noun.replace(" Smartphone", "")} ${adjective} Smartphone`,
  },
  phoneCase: {
    art: "phone",
    brands: words("Armorly|Casewell|Shellby|Kestrel|Nimbus Gear"),
    adjectives: words("Shockproof|Clear|Silicone|Leather|MagSafe-Compatible|Slim|Wallet"),
    nouns: words("Phone Case|Folio Case|Bumper Case|Card Holder Case|Rugged Case"),
    price: [6, 45],
    specs: [
      colour(TECH_COLOURS),
      { name: "Model", values: words("Lumio X12|Novatek S8|Orbis Note 14|Zentra A5|Pixelon Edge 3"), count: [1, 3] },
    ],
    features: words(
      "Raised edges protect the screen and camera when the phone lands face down.|Tested against drops from 2 metres.|Wireless charging works straight through the {noun}.|A grippy finish that resists fingerprints.",
    ),
  },
  charger: {
    art: "charger",
    brands: words("Voltix|Ampere Lab|Chargewell|Nimbus Gear|Kestrel"),
    adjectives: words("65W GaN|Fast|Braided|Dual-Port|Wireless|Magnetic|Compact"),
    nouns: words("USB-C Charger|Charging Cable|Power Bank|Wireless Charging Pad|Car Charger|Charging Stand"),
    price: [7, 70],
    specs: [
      colour(words("White|Black|Space Grey")),
      { name: "Length", values: words("1 m|2 m|3 m"), step: 200, count: [1, 2] },
    ],
    features: words(
      "Charges a laptop, a phone and earbuds at the same time.|Built-in protection against overheating and over-voltage.|Nylon braiding survives more than 20,000 bends.|Small enough to slip into a jacket pocket.",
    ),
  },
  laptop: {
    art: "laptop",
    brands: words("Orbis|Zentra|Novatek|Aeroline|Quanta Works"),
    adjectives: words("14-inch|16-inch|Ultralight|Pro|Creator|Gaming|2-in-1"),
    nouns: words("Laptop|Notebook|Ultrabook|Convertible Laptop"),
    price: [399, 1899],
    specs: [
      colour(words("Silver|Space Grey|Midnight Black"), [1, 2]),
      { name: "Memory", values: words("8 GB / 256 GB|16 GB / 512 GB|32 GB / 1 TB"), step: 20000, count: [1, 3] },
    ],
    features: words(
      "A bright, colour-accurate display that is easy on the eyes.|All-day battery life: up to 15 hours of video playback.|A backlit keyboard with a comfortable 1.5 mm key travel.|Two USB-C ports, HDMI and a headphone jack.|Weighs just 1.3 kg, so it goes everywhere you do.",
    ),
  },
  keyboard: {
    art: "keyboard",
    brands: words("Keyforge|Clicket|Aeroline|Quanta Works|Lumio"),
    adjectives: words("Mechanical|Wireless|Low-Profile|Ergonomic|Compact 75%|Silent|RGB"),
    nouns: words("Keyboard|Keyboard and Mouse Set|Mouse|Gaming Mouse|Numeric Keypad"),
    price: [12, 160],
    specs: [
      colour(words("Black|White|Space Grey|Mint")),
      { name: "Layout", values: words("US|UK|Nordic|DE"), count: [1, 3] },
    ],
    features: words(
      "Connects by Bluetooth to three devices and switches with one key.|Hot-swappable switches and double-shot keycaps.|A rechargeable battery that lasts for months.|Quiet enough for shared offices.",
    ),
  },
  headphones: {
    art: "headphones",
    brands: words("Sonora|Auralis|Bassline|Echo & Co.|Nimbus Audio"),
    adjectives: words("Noise-Cancelling|Wireless|Over-Ear|Studio|Sport|Foldable|Hi-Res"),
    nouns: words("Headphones|Earbuds|On-Ear Headphones|Open-Back Headphones|Gaming Headset"),
    price: [19, 349],
    specs: [colour(words("Midnight Black|Silver|Sand|Navy|Rose"))],
    features: words(
      "Active noise cancelling quiets planes, trains and open offices.|Up to 40 hours of playback on one charge.|Memory-foam ear cushions stay comfortable for hours.|Multipoint Bluetooth connects to your phone and laptop at once.",
    ),
  },
  speaker: {
    art: "speaker",
    brands: words("Sonora|Bassline|Auralis|Echo & Co.|Tidewater Audio"),
    adjectives: words("Portable|Waterproof|Mini|360°|Outdoor|Smart|Party"),
    nouns: words("Bluetooth Speaker|Soundbar|Speaker|Travel Speaker"),
    price: [19, 299],
    specs: [colour(words("Midnight Black|Ocean Blue|Coral|Sand|Mint"))],
    features: words(
      "Deep, punchy bass from a compact body.|IP67 waterproof and dustproof: take it to the beach.|Pair two for stereo sound.|A 20-hour battery with USB-C charging.",
    ),
  },
  camera: {
    art: "camera",
    brands: words("Lumix Lane|Optera|Kestrel|Halide Works|Fotona"),
    adjectives: words("Mirrorless|Compact|Instant|4K Action|Vlogging|Full-Frame|Retro"),
    nouns: words("Camera|Camera Kit|Digital Camera|Camera with 18-55 mm Lens"),
    price: [79, 1499],
    specs: [
      colour(words("Black|Silver|Cream"), [1, 2]),
      { name: "Kit", values: words("Body Only|With Kit Lens|Travel Bundle"), step: 15000, count: [1, 3] },
    ],
    features: words(
      "A large sensor that captures detail in low light.|In-body stabilisation for sharp hand-held shots and steady video.|A flip screen for selfies and vlogging.|Transfers photos to your phone over Wi-Fi.",
    ),
  },
  carElectronics: {
    art: "camera",
    brands: words("Roadwise|Drivetek|Voltix|Autopilot Gear|Kestrel"),
    adjectives: words("1440p|Dual-Channel|Wireless|Compact|Night Vision|Smart"),
    nouns: words("Dash Cam|Reversing Camera|Car Phone Mount|Tyre Inflator|Car Jump Starter"),
    price: [19, 199],
    specs: [{ name: "Version", values: words("Standard|With 64 GB Card|Front + Rear"), step: 2500, count: [1, 3] }],
    features: words(
      "Starts recording automatically when you start the engine.|A wide 140° lens covers several lanes of traffic.|Installs in minutes with the included adhesive mount.|Parking mode keeps watch while you are away.",
    ),
  },
} as const satisfies Record<string, Kind>;
