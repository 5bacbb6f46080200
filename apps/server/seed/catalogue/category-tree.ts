import type { Db } from "../../src/platform/db/index.js";
import { categories, categoryNames } from "../../src/schema.js";
import { CATEGORY_LANGS } from "../categories.js";
import type { KindKey } from "./kinds.js";

/**
 * The second and third levels of the demo category tree (ids >= 100) under the visible
 * top-level categories. Names are "|"-separated in the order of CATEGORY_LANGS:
 * en | zh-Hans | zh-Hant | kor | jp | vnm | xby | pty | dy | ydl | ms | ar | hi | th | fr | fi | sv.
 * A category with a `kind` is a leaf: goods hang there and the kind says what they are.
 */
export interface SubCategory {
  id: number;
  parentId: number;
  kind?: KindKey;
  names: string;
}

export const SUB_CATEGORIES: SubCategory[] = [
  // 1 Women's Fashion
  {
    id: 101,
    parentId: 1,
    kind: "dress",
    names:
      "Dresses|连衣裙|連身裙|원피스|ワンピース|Váy đầm|Vestidos|Vestidos|Kleider|Abiti|Gaun|فساتين|ड्रेसेस|ชุดเดรส|Robes|Mekot|Klänningar",
  },
  {
    id: 102,
    parentId: 1,
    kind: "blouse",
    names:
      "Tops & Blouses|上衣与衬衫|上衣與襯衫|상의 & 블라우스|トップス・ブラウス|Áo kiểu & sơ mi nữ|Tops y blusas|Blusas e tops|Tops & Blusen|Top e camicette|Atasan & Blaus|بلوزات وقمصان|टॉप्स और ब्लाउज़|เสื้อและเสื้อเบลาส์|Hauts et chemisiers|Topit ja puserot|Toppar & blusar",
  },
  {
    id: 103,
    parentId: 1,
    kind: "knit",
    names:
      "Knitwear|针织衫|針織衫|니트웨어|ニット|Áo len|Punto|Malhas|Strickwaren|Maglieria|Pakaian Kait|ملابس محبوكة|निटवियर|เสื้อไหมพรม|Mailles|Neuleet|Stickat",
  },
  // 2 Men's Fashion
  {
    id: 104,
    parentId: 2,
    kind: "tee",
    names:
      "T-Shirts & Polos|T恤与Polo衫|T恤與Polo衫|티셔츠 & 폴로|Tシャツ・ポロシャツ|Áo thun & áo polo|Camisetas y polos|Camisetas e polos|T-Shirts & Poloshirts|T-shirt e polo|Kemeja-T & Polo|تيشيرتات وقمصان بولو|टी-शर्ट और पोलो|เสื้อยืดและเสื้อโปโล|T-shirts et polos|T-paidat ja pikeet|T-shirts & pikéer",
  },
  {
    id: 105,
    parentId: 2,
    kind: "jacket",
    names:
      "Jackets & Coats|夹克与外套|夾克與外套|재킷 & 코트|ジャケット・コート|Áo khoác|Chaquetas y abrigos|Jaquetas e casacos|Jacken & Mäntel|Giacche e cappotti|Jaket & Kot|جاكيتات ومعاطف|जैकेट और कोट|แจ็คเก็ตและเสื้อโค้ท|Vestes et manteaux|Takit ja päällystakit|Jackor & rockar",
  },
  {
    id: 106,
    parentId: 2,
    kind: "hoodie",
    names:
      "Hoodies & Sweatshirts|卫衣|衛衣|후디 & 맨투맨|パーカー・スウェット|Áo hoodie & áo nỉ|Sudaderas|Moletons|Hoodies & Sweatshirts|Felpe|Hoodie & Baju Sejuk|هوديز وسويت شيرت|हुडी और स्वेटशर्ट|เสื้อฮู้ดและสเวตเชิ้ต|Sweats et hoodies|Hupparit ja collegepaidat|Hoodies & sweatshirts",
  },
  // 3 Phones & Accessories
  {
    id: 107,
    parentId: 3,
    kind: "phone",
    names:
      "Smartphones|智能手机|智慧型手機|스마트폰|スマートフォン|Điện thoại thông minh|Smartphones|Smartphones|Smartphones|Smartphone|Telefon Pintar|هواتف ذكية|स्मार्टफ़ोन|สมาร์ทโฟน|Smartphones|Älypuhelimet|Smarttelefoner",
  },
  {
    id: 108,
    parentId: 3,
    kind: "phoneCase",
    names:
      "Phone Cases|手机壳|手機殼|휴대폰 케이스|スマホケース|Ốp lưng điện thoại|Fundas para móvil|Capas de celular|Handyhüllen|Cover per cellulari|Sarung Telefon|أغطية الهواتف|फ़ोन कवर|เคสโทรศัพท์|Coques de téléphone|Puhelinkuoret|Mobilskal",
  },
  {
    id: 109,
    parentId: 3,
    kind: "charger",
    names:
      "Chargers & Cables|充电器与数据线|充電器與傳輸線|충전기 & 케이블|充電器・ケーブル|Sạc & cáp|Cargadores y cables|Carregadores e cabos|Ladegeräte & Kabel|Caricabatterie e cavi|Pengecas & Kabel|شواحن وكابلات|चार्जर और केबल|ที่ชาร์จและสายเคเบิล|Chargeurs et câbles|Laturit ja kaapelit|Laddare & kablar",
  },
  // 4 Computers & Office
  {
    id: 110,
    parentId: 4,
    kind: "laptop",
    names:
      "Laptops|笔记本电脑|筆記型電腦|노트북|ノートパソコン|Máy tính xách tay|Portátiles|Notebooks|Laptops|Computer portatili|Komputer Riba|حواسيب محمولة|लैपटॉप|แล็ปท็อป|Ordinateurs portables|Kannettavat tietokoneet|Bärbara datorer",
  },
  {
    id: 111,
    parentId: 4,
    kind: "keyboard",
    names:
      "Keyboards & Mice|键盘与鼠标|鍵盤與滑鼠|키보드 & 마우스|キーボード・マウス|Bàn phím & chuột|Teclados y ratones|Teclados e mouses|Tastaturen & Mäuse|Tastiere e mouse|Papan Kekunci & Tetikus|لوحات مفاتيح وفأرات|कीबोर्ड और माउस|คีย์บอร์ดและเมาส์|Claviers et souris|Näppäimistöt ja hiiret|Tangentbord & möss",
  },
  // 5 Consumer Electronics
  {
    id: 112,
    parentId: 5,
    names:
      "Audio|音频设备|音訊設備|오디오|オーディオ|Âm thanh|Audio|Áudio|Audio|Audio|Audio|الصوتيات|ऑडियो|เครื่องเสียง|Audio|Audio|Ljud",
  },
  {
    id: 140,
    parentId: 112,
    kind: "headphones",
    names:
      "Headphones|耳机|耳機|헤드폰|ヘッドホン|Tai nghe|Auriculares|Fones de ouvido|Kopfhörer|Cuffie|Fon Kepala|سماعات رأس|हेडफ़ोन|หูฟัง|Casques et écouteurs|Kuulokkeet|Hörlurar",
  },
  {
    id: 141,
    parentId: 112,
    kind: "speaker",
    names:
      "Bluetooth Speakers|蓝牙音箱|藍牙喇叭|블루투스 스피커|Bluetoothスピーカー|Loa Bluetooth|Altavoces Bluetooth|Caixas de som Bluetooth|Bluetooth-Lautsprecher|Altoparlanti Bluetooth|Pembesar Suara Bluetooth|مكبرات صوت بلوتوث|ब्लूटूथ स्पीकर|ลำโพงบลูทูธ|Enceintes Bluetooth|Bluetooth-kaiuttimet|Bluetooth-högtalare",
  },
  {
    id: 113,
    parentId: 5,
    kind: "camera",
    names:
      "Cameras|相机|相機|카메라|カメラ|Máy ảnh|Cámaras|Câmeras|Kameras|Fotocamere|Kamera|كاميرات|कैमरे|กล้องถ่ายรูป|Appareils photo|Kamerat|Kameror",
  },
  // 6 Home & Kitchen
  {
    id: 114,
    parentId: 6,
    names:
      "Kitchen|厨房|廚房|주방|キッチン|Nhà bếp|Cocina|Cozinha|Küche|Cucina|Dapur|المطبخ|रसोई|ห้องครัว|Cuisine|Keittiö|Kök",
  },
  {
    id: 142,
    parentId: 114,
    kind: "cookware",
    names:
      "Cookware|锅具|鍋具|조리도구|調理器具|Dụng cụ nấu ăn|Menaje de cocina|Panelas|Kochgeschirr|Pentole|Peralatan Memasak|أواني الطبخ|कुकवेयर|เครื่องครัว|Ustensiles de cuisson|Keittoastiat|Kokkärl",
  },
  {
    id: 143,
    parentId: 114,
    kind: "mug",
    names:
      "Mugs & Drinkware|杯具|杯具|머그 & 컵|マグカップ・グラス|Cốc & ly|Tazas y vasos|Canecas e copos|Tassen & Trinkgefäße|Tazze e bicchieri|Mug & Bekas Minuman|أكواب وأدوات الشرب|मग और ड्रिंकवेयर|แก้วน้ำและแก้วมัค|Mugs et verres|Mukit ja juomalasit|Muggar & glas",
  },
  {
    id: 115,
    parentId: 6,
    kind: "lamp",
    names:
      "Lighting|灯具|燈具|조명|照明|Đèn chiếu sáng|Iluminación|Iluminação|Beleuchtung|Illuminazione|Lampu|الإضاءة|लाइटिंग|โคมไฟ|Luminaires|Valaisimet|Belysning",
  },
  // 7 Beauty & Personal Care
  {
    id: 116,
    parentId: 7,
    kind: "skincare",
    names:
      "Skincare|护肤|護膚|스킨케어|スキンケア|Chăm sóc da|Cuidado de la piel|Cuidados com a pele|Hautpflege|Cura della pelle|Penjagaan Kulit|العناية بالبشرة|त्वचा की देखभाल|ดูแลผิว|Soins de la peau|Ihonhoito|Hudvård",
  },
  {
    id: 117,
    parentId: 7,
    kind: "makeup",
    names:
      "Makeup|彩妆|彩妝|메이크업|メイクアップ|Trang điểm|Maquillaje|Maquiagem|Make-up|Trucco|Solekan|مكياج|मेकअप|เครื่องสำอาง|Maquillage|Meikit|Smink",
  },
  // 8 Sports & Outdoors
  {
    id: 118,
    parentId: 8,
    kind: "fitness",
    names:
      "Fitness Equipment|健身器材|健身器材|피트니스 용품|フィットネス用品|Dụng cụ thể hình|Equipamiento de fitness|Equipamentos de ginástica|Fitnessgeräte|Attrezzi fitness|Peralatan Kecergasan|معدات اللياقة البدنية|फ़िटनेस उपकरण|อุปกรณ์ฟิตเนส|Équipement de fitness|Kuntoiluvälineet|Träningsutrustning",
  },
  {
    id: 119,
    parentId: 8,
    kind: "ball",
    names:
      "Team Sports|团队运动|團隊運動|팀 스포츠|チームスポーツ|Thể thao đồng đội|Deportes de equipo|Esportes coletivos|Mannschaftssport|Sport di squadra|Sukan Berpasukan|الرياضات الجماعية|टीम स्पोर्ट्स|กีฬาประเภททีม|Sports collectifs|Joukkueurheilu|Lagsporter",
  },
  {
    id: 120,
    parentId: 8,
    kind: "camping",
    names:
      "Camping & Hiking|露营与徒步|露營與健行|캠핑 & 하이킹|キャンプ・ハイキング|Cắm trại & leo núi|Camping y senderismo|Camping e trilhas|Camping & Wandern|Campeggio ed escursionismo|Perkhemahan & Mendaki|التخييم والمشي|कैम्पिंग और हाइकिंग|แคมป์ปิ้งและเดินป่า|Camping et randonnée|Retkeily ja vaellus|Camping & vandring",
  },
  // 9 Toys & Games
  {
    id: 121,
    parentId: 9,
    kind: "plush",
    names:
      "Plush Toys|毛绒玩具|絨毛玩具|봉제 인형|ぬいぐるみ|Thú nhồi bông|Peluches|Pelúcias|Plüschtiere|Peluche|Anak Patung Lembut|ألعاب محشوة|सॉफ्ट टॉयज़|ตุ๊กตาผ้า|Peluches|Pehmolelut|Gosedjur",
  },
  {
    id: 122,
    parentId: 9,
    kind: "blocks",
    names:
      "Building Blocks|积木|積木|블록 장난감|ブロック玩具|Đồ chơi lắp ghép|Bloques de construcción|Blocos de montar|Bausteine|Costruzioni|Blok Binaan|مكعبات البناء|बिल्डिंग ब्लॉक्स|ตัวต่อ|Jeux de construction|Rakennuspalikat|Byggklossar",
  },
  // 10 Mother & Baby
  {
    id: 123,
    parentId: 10,
    kind: "babywear",
    names:
      "Baby Clothing|婴儿服装|嬰兒服裝|유아복|ベビー服|Quần áo trẻ sơ sinh|Ropa de bebé|Roupas de bebê|Babykleidung|Abbigliamento neonato|Pakaian Bayi|ملابس الرضع|शिशु कपड़े|เสื้อผ้าเด็กอ่อน|Vêtements bébé|Vauvanvaatteet|Babykläder",
  },
  {
    id: 124,
    parentId: 10,
    kind: "feeding",
    names:
      "Feeding|喂养用品|餵養用品|수유용품|授乳・食事用品|Đồ dùng ăn dặm|Alimentación|Alimentação|Füttern|Pappa|Penyusuan|مستلزمات الرضاعة|फीडिंग|อุปกรณ์ให้นม|Repas bébé|Ruokailu|Matning",
  },
  // 11 Shoes & Bags
  {
    id: 125,
    parentId: 11,
    names:
      "Shoes|鞋靴|鞋靴|신발|シューズ|Giày dép|Zapatos|Calçados|Schuhe|Scarpe|Kasut|أحذية|जूते|รองเท้า|Chaussures|Kengät|Skor",
  },
  {
    id: 144,
    parentId: 125,
    kind: "sneaker",
    names:
      "Sneakers|运动鞋|運動鞋|스니커즈|スニーカー|Giày thể thao|Zapatillas|Tênis|Sneaker|Sneakers|Kasut Sukan|أحذية رياضية|स्नीकर्स|รองเท้าผ้าใบ|Baskets|Tennarit|Sneakers",
  },
  {
    id: 145,
    parentId: 125,
    kind: "boot",
    names:
      "Boots|靴子|靴子|부츠|ブーツ|Giày bốt|Botas|Botas|Stiefel|Stivali|But|أحذية طويلة|बूट्स|รองเท้าบูท|Bottes|Saappaat|Kängor",
  },
  {
    id: 126,
    parentId: 11,
    names: "Bags|箱包|箱包|가방|バッグ|Túi xách|Bolsos|Bolsas|Taschen|Borse|Beg|حقائب|बैग|กระเป๋า|Sacs|Laukut|Väskor",
  },
  {
    id: 146,
    parentId: 126,
    kind: "handbag",
    names:
      "Handbags|手提包|手提包|핸드백|ハンドバッグ|Túi xách tay|Bolsos de mano|Bolsas de mão|Handtaschen|Borse a mano|Beg Tangan|حقائب يد|हैंडबैग|กระเป๋าถือ|Sacs à main|Käsilaukut|Handväskor",
  },
  {
    id: 147,
    parentId: 126,
    kind: "backpack",
    names:
      "Backpacks|双肩包|後背包|백팩|リュックサック|Ba lô|Mochilas|Mochilas|Rucksäcke|Zaini|Beg Galas|حقائب ظهر|बैकपैक|กระเป๋าเป้|Sacs à dos|Reput|Ryggsäckar",
  },
  // 12 Jewelry & Watches
  {
    id: 127,
    parentId: 12,
    kind: "watch",
    names:
      "Watches|手表|手錶|시계|腕時計|Đồng hồ|Relojes|Relógios|Uhren|Orologi|Jam Tangan|ساعات|घड़ियाँ|นาฬิกา|Montres|Kellot|Klockor",
  },
  {
    id: 128,
    parentId: 12,
    kind: "jewelry",
    names:
      "Rings & Necklaces|戒指与项链|戒指與項鍊|반지 & 목걸이|指輪・ネックレス|Nhẫn & dây chuyền|Anillos y collares|Anéis e colares|Ringe & Ketten|Anelli e collane|Cincin & Rantai Leher|خواتم وقلائد|अंगूठियाँ और हार|แหวนและสร้อยคอ|Bagues et colliers|Sormukset ja kaulakorut|Ringar & halsband",
  },
  // 13 Automotive
  {
    id: 129,
    parentId: 13,
    kind: "carElectronics",
    names:
      "Car Electronics|车载电子|車用電子|차량용 전자기기|カーエレクトロニクス|Điện tử ô tô|Electrónica para coche|Eletrônicos automotivos|Autoelektronik|Elettronica per auto|Elektronik Kereta|إلكترونيات السيارات|कार इलेक्ट्रॉनिक्स|อุปกรณ์อิเล็กทรอนิกส์รถยนต์|Électronique auto|Autoelektroniikka|Bilelektronik",
  },
  {
    id: 130,
    parentId: 13,
    kind: "carCare",
    names:
      "Car Care|汽车养护|汽車美容|세차 & 관리용품|カーケア用品|Chăm sóc xe|Cuidado del coche|Cuidados automotivos|Autopflege|Cura dell'auto|Penjagaan Kereta|العناية بالسيارة|कार केयर|ผลิตภัณฑ์ดูแลรถยนต์|Entretien auto|Auton hoito|Bilvård",
  },
  // 14 Health & Household
  {
    id: 131,
    parentId: 14,
    kind: "vitamins",
    names:
      "Vitamins & Supplements|维生素与补充剂|維生素與保健食品|비타민 & 영양제|ビタミン・サプリメント|Vitamin & thực phẩm bổ sung|Vitaminas y suplementos|Vitaminas e suplementos|Vitamine & Nahrungsergänzung|Vitamine e integratori|Vitamin & Suplemen|فيتامينات ومكملات غذائية|विटामिन और सप्लीमेंट|วิตามินและอาหารเสริม|Vitamines et compléments|Vitamiinit ja ravintolisät|Vitaminer & kosttillskott",
  },
  {
    id: 132,
    parentId: 14,
    kind: "cleaning",
    names:
      "Cleaning Supplies|清洁用品|清潔用品|청소용품|掃除用品|Đồ dùng vệ sinh|Productos de limpieza|Produtos de limpeza|Reinigungsmittel|Prodotti per la pulizia|Bahan Pembersih|مستلزمات التنظيف|सफ़ाई का सामान|อุปกรณ์ทำความสะอาด|Produits d'entretien|Siivoustarvikkeet|Rengöringsmedel",
  },
  // 17 Pet Supplies
  {
    id: 133,
    parentId: 17,
    kind: "dog",
    names:
      "Dog Supplies|狗狗用品|狗狗用品|강아지 용품|犬用品|Đồ dùng cho chó|Artículos para perros|Produtos para cães|Hundebedarf|Articoli per cani|Keperluan Anjing|مستلزمات الكلاب|कुत्तों का सामान|อุปกรณ์สำหรับสุนัข|Articles pour chiens|Koiratarvikkeet|Hundtillbehör",
  },
  {
    id: 134,
    parentId: 17,
    kind: "cat",
    names:
      "Cat Supplies|猫咪用品|貓咪用品|고양이 용품|猫用品|Đồ dùng cho mèo|Artículos para gatos|Produtos para gatos|Katzenbedarf|Articoli per gatti|Keperluan Kucing|مستلزمات القطط|बिल्लियों का सामान|อุปกรณ์สำหรับแมว|Articles pour chats|Kissatarvikkeet|Katttillbehör",
  },
  // 18 Books & Stationery
  {
    id: 135,
    parentId: 18,
    names: "Books|图书|圖書|도서|本|Sách|Libros|Livros|Bücher|Libri|Buku|كتب|पुस्तकें|หนังสือ|Livres|Kirjat|Böcker",
  },
  {
    id: 148,
    parentId: 135,
    kind: "fiction",
    names:
      "Fiction|小说|小說|소설|小説|Tiểu thuyết|Ficción|Ficção|Romane|Narrativa|Fiksyen|روايات|कथा साहित्य|นวนิยาย|Romans|Kaunokirjallisuus|Skönlitteratur",
  },
  {
    id: 149,
    parentId: 135,
    kind: "cookbook",
    names:
      "Cookbooks|烹饪书|食譜|요리책|料理本|Sách nấu ăn|Libros de cocina|Livros de receitas|Kochbücher|Libri di cucina|Buku Masakan|كتب الطبخ|कुकबुक|ตำราอาหาร|Livres de cuisine|Keittokirjat|Kokböcker",
  },
  {
    id: 136,
    parentId: 18,
    kind: "stationery",
    names:
      "Stationery|文具|文具|문구|文房具|Văn phòng phẩm|Papelería|Papelaria|Schreibwaren|Cancelleria|Alat Tulis|قرطاسية|स्टेशनरी|เครื่องเขียน|Papeterie|Paperitarvikkeet|Pappersvaror",
  },
  // 19 Groceries
  {
    id: 137,
    parentId: 19,
    kind: "coffee",
    names:
      "Coffee & Tea|咖啡与茶|咖啡與茶|커피 & 차|コーヒー・お茶|Cà phê & trà|Café y té|Café e chá|Kaffee & Tee|Caffè e tè|Kopi & Teh|القهوة والشاي|कॉफ़ी और चाय|กาแฟและชา|Café et thé|Kahvi ja tee|Kaffe & te",
  },
  {
    id: 138,
    parentId: 19,
    kind: "snacks",
    names:
      "Snacks|零食|零食|스낵|お菓子・スナック|Đồ ăn vặt|Aperitivos|Petiscos|Snacks|Snack|Snek|وجبات خفيفة|स्नैक्स|ขนมขบเคี้ยว|Snacks|Naposteltavat|Snacks",
  },
];

export const LEAF_CATEGORIES = SUB_CATEGORIES.filter((c): c is SubCategory & { kind: KindKey } => c.kind !== undefined);

export function subCategoryNames(c: SubCategory): string[] {
  const names = c.names.split("|");
  if (names.length !== CATEGORY_LANGS.length) throw new Error(`category ${c.id}: ${names.length} names`);
  return names;
}

/** Adds the levels below the top categories (after seedCategories). Idempotent. */
export async function seedCategoryTree(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      SUB_CATEGORIES.map((c, i) => ({
        id: c.id,
        parentId: c.parentId,
        name: subCategoryNames(c)[0] as string,
        sort: i + 1,
        visible: true,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(categoryNames)
    .values(
      SUB_CATEGORIES.flatMap((c) =>
        subCategoryNames(c).map((name, i) => ({ categoryId: c.id, lang: CATEGORY_LANGS[i] as string, name })),
      ),
    )
    .onConflictDoNothing();
}
