import type { AgreementSet } from "./types.js";

/** Bahasa Melayu (ms): a translation of en.ts, paragraph for paragraph. */
export const ms: AgreementSet = {
  1: {
    title: "Perjanjian Pengguna",
    paragraphs: [
      "Selamat datang ke Marketplace. Dengan membuat akaun, anda bersetuju dengan terma ini.",
      "Akaun anda. Anda merahsiakan kata laluan dan kata laluan dana anda. Anda bertanggungjawab atas apa sahaja yang dilakukan dengan akaun anda. Kami boleh mengunci akaun yang digunakan untuk penipuan atau operasi yang menyalahi undang-undang; anda boleh menghubungi khidmat pelanggan tentang sebarang penguncian.",
      "Membeli. Harga, tambang penghantaran dan sebarang fi ditunjukkan sebelum anda membayar. Bayaran diambil daripada baki dompet anda hanya selepas anda mengesahkannya dengan kata laluan dana anda. Dalam tempoh 7 hari selepas anda menerima pesanan, anda boleh meminta bayaran balik atau pemulangan.",
      "Dompet anda. Setiap perubahan pada baki anda direkodkan bersama sebabnya dan boleh anda lihat di bawah butiran pendapatan dan perbelanjaan. Tambah nilai dan pengeluaran disemak oleh seorang kakitangan yang dinamakan; permintaan yang ditolak memulangkan setiap sen.",
      "Peniaga. Peniaga ialah penjual bebas. Mereka mesti lulus semakan identiti sebelum membuka kedai dan mesti menerangkan barangan mereka dengan jujur.",
      "Perubahan. Kami akan memaklumkan anda tentang perubahan pada terma ini sebelum ia berkuat kuasa.",
    ],
  },
  2: {
    title: "Dasar Privasi",
    paragraphs: [
      "Dasar ini menyatakan apa yang kami kumpulkan, sebabnya, dan apa yang boleh anda lakukan mengenainya.",
      "Apa yang kami kumpulkan. Alamat e-mel anda, nama samaran dan avatar anda, alamat penghantaran anda, pesanan dan rekod dompet anda, serta mesej yang anda hantar dalam sembang. Peniaga juga memberikan butiran identiti dan foto untuk pengesahan.",
      "Sebabnya. Untuk mengendalikan akaun anda, menghantar pesanan anda, memastikan wang anda selamat, menjawab anda di khidmat pelanggan, dan memenuhi kewajipan undang-undang. Kami tidak menjual data anda.",
      "Cara kami melindunginya. Kata laluan dan kata laluan dana disimpan hanya sebagai cincang sehala yang kukuh. Foto identiti dan baucar pemindahan hanya boleh dilihat oleh anda dan kakitangan yang menyemaknya.",
      "Pilihan anda. Anda boleh menukar e-mel, nama samaran dan kata laluan anda pada bila-bila masa di pusat ahli, dan meminta khidmat pelanggan untuk salinan atau pemadaman data anda.",
    ],
  },
  5: {
    title: "Tentang platform",
    paragraphs: [
      "Marketplace ialah platform beli-belah terbuka berbilang peniaga dalam 17 bahasa.",
      "Pembeli melayari, membandingkan dan membeli daripada banyak kedai bebas, membayar daripada satu dompet, dan bersembang dengan peniaga serta dengan khidmat pelanggan kami.",
      "Peniaga membuka kedai selepas pengesahan identiti, menyenaraikan barangan mereka sendiri atau barangan daripada katalog pembekal kami, dan menerima penyelesaian selepas tempoh selepas jualan setiap pesanan tamat.",
      "Jujur sejak reka bentuk: setiap fi, had dan peraturan diterbitkan sebelum anda membuat komitmen, setiap perubahan baki ialah rekod yang boleh anda lihat, dan setiap keputusan semakan dibuat oleh seorang yang dinamakan dengan sebab bertulis.",
    ],
  },
  6: {
    title: "Perjanjian Penyelesaian Perniagaan",
    paragraphs: [
      "Perjanjian ini dibuat antara Marketplace dan peniaga yang membuka kedai di dalamnya.",
      "Membuka kedai. Anda memohon dengan butiran identiti yang benar dan foto dokumen pengenalan yang sah. Seorang pengendali menyemak setiap permohonan dan boleh menolaknya dengan sebab; anda boleh membetulkannya dan memohon semula. Foto identiti anda hanya dilihat oleh anda dan kakitangan yang menyemaknya.",
      "Kedai anda. Anda menerangkan barangan anda dengan jujur, menghantar apa yang dipesan, dan menjawab permintaan bayaran balik dalam tempoh selepas jualan. Pesanan hanya datang daripada pembeli sebenar; tiada apa-apa yang mewujudkan pesanan, tontonan atau jualan secara tiruan.",
      "Tahap kedai dan deposit. Tahap kedai anda mengikut deposit yang anda pegang, berdasarkan jadual tahap yang diterbitkan. Deposit ialah wang anda: ia ditunjukkan dalam rekod dompet anda, dan pemulangannya dipohon di halaman deposit dan, apabila tiada pesanan anda yang belum diproses, disemak dan dibayar balik ke dompet anda.",
      "Penyelesaian. Setiap pesanan diselesaikan ke dompet anda apabila tempoh selepas jualannya tamat. Setiap fi diterbitkan sebelum ia dikenakan.",
      "Penguncian. Kedai yang digunakan untuk penipuan atau operasi yang menyalahi undang-undang boleh dikunci oleh pengendali dengan sebab bertulis; anda boleh menghubungi khidmat pelanggan tentang sebarang penguncian.",
    ],
  },
  8: {
    title: "Kontrak Dana Operasi (Deposit)",
    paragraphs: [
      "Kontrak ini dibuat antara platform dan peniaga yang menandatanganinya dengan menaip nama penuhnya di halaman deposit.",
      "Deposit. Peniaga membayar dana operasi (deposit) daripada baki dompetnya. Deposit itu disimpan dalam akaun deposit kedai itu sendiri, dan ditunjukkan di halaman deposit serta dalam butiran pendapatan dan perbelanjaan dompet. Platform tidak membelanjakannya.",
      "Tahap kedai. Tahap kedai mengikut deposit dengan serta-merta, seperti yang dinyatakan oleh jadual tahap yang diterbitkan: kos setiap tahap dan apa yang dibenarkannya (nisbah keuntungan, tera promosi sehari, bilangan barangan, had harga). Tera promosi dilabel sebagai promosi.",
      "Mendapatkan semula deposit. Peniaga boleh meminta semula seluruh atau sebahagian deposit di halaman deposit pada bila-bila masa. Selagi kedai mempunyai pesanan yang menunggu untuk dihantar atau diterima, atau bayaran balik yang masih terbuka, permintaan itu ditolak. Jika tidak, seorang kakitangan kewangan yang dinamakan bersetuju, dan wang dipulangkan ke dompet, atau tidak bersetuju dengan sebab bertulis.",
      "Penguncian. Kedai yang dikunci kerana melanggar peraturan mengekalkan depositnya; pesanan sedia adanya masih boleh dibayar balik kepada pembeli. Peniaga boleh menghubungi khidmat pelanggan tentang sebarang penguncian.",
      "Perubahan. Versi baharu kontrak ini ditunjukkan sebelum bayaran seterusnya dan mesti ditandatangani semula.",
    ],
  },
};
