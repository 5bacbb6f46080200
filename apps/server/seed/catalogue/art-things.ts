import type { Draw, Palette } from "./art.js";

const grid = (cols: number, rows: number, f: (c: number, r: number) => string) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(c, r)).join("")).join("");

const phoneFront = (p: Palette, u: (g: string) => string) =>
  `<rect x="265" y="95" width="270" height="560" rx="44" fill="${u("m")}"/>
  <rect x="279" y="109" width="242" height="532" rx="34" fill="#111318"/>
  <rect x="289" y="119" width="222" height="512" rx="28" fill="${u("s")}"/>
  <path d="M289 470 Q360 400 420 452 T511 430 L511 600 Q511 631 480 631 L320 631 Q289 631 289 600 Z" fill="#ffffff" opacity="0.16"/>
  <rect x="372" y="131" width="56" height="16" rx="8" fill="#111318"/>
  ${grid(4, 3, (c, r) => `<rect x="${308 + c * 50}" y="${180 + r * 56}" width="36" height="36" rx="10" fill="${[p.accent, "#ffffff", p.light, "#7fd1c7"][(c + r) % 4]}" opacity="0.85"/>`)}`;

const brick = (x: number, y: number, w: number, colour: string, studs: number) =>
  `${Array.from({ length: studs }, (_, i) => `<rect x="${x + 18 + (i * (w - 36)) / studs}" y="${y - 20}" width="${(w - 36) / studs - 14}" height="24" rx="6" fill="${colour}"/>`).join("")}
  <rect x="${x}" y="${y}" width="${w}" height="120" rx="12" fill="${colour}"/>
  <rect x="${x}" y="${y + 86}" width="${w}" height="34" rx="10" fill="#000000" opacity="0.15"/>`;

/** Electronics, household goods, toys, books and groceries. */
export const THINGS = {
  phone: (p, u) =>
    `<g transform="rotate(-14 330 400) translate(-110 10)"><rect x="265" y="95" width="270" height="560" rx="44" fill="${u("m")}"/>
    <rect x="300" y="130" width="110" height="150" rx="30" fill="${p.dark}"/>
    <circle cx="333" cy="170" r="24" fill="#15171c"/><circle cx="333" cy="240" r="24" fill="#15171c"/><circle cx="380" cy="205" r="10" fill="${p.accent}"/></g>
    <g transform="translate(70 20)">${phoneFront(p, u)}</g>`,
  charger: (p, u) =>
    `<path d="M400 478 C400 600 240 560 222 640 C210 700 300 716 380 700" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
    <rect x="372" y="680" width="70" height="36" rx="8" fill="${p.main}" stroke="${p.dark}" stroke-width="4"/>
    <rect x="344" y="168" width="26" height="86" rx="6" fill="${u("k")}"/><rect x="430" y="168" width="26" height="86" rx="6" fill="${u("k")}"/>
    <rect x="285" y="240" width="230" height="245" rx="38" fill="${u("m")}"/>
    <rect x="305" y="258" width="190" height="40" rx="18" fill="#ffffff" opacity="0.35"/>
    <rect x="368" y="440" width="64" height="20" rx="10" fill="${p.dark}"/>`,
  laptop: (p, u) =>
    `<rect x="188" y="160" width="424" height="318" rx="20" fill="${u("m")}"/>
    <rect x="204" y="176" width="392" height="284" rx="8" fill="${u("s")}"/>
    <path d="M204 400 Q300 330 400 380 T596 350 L596 460 L204 460 Z" fill="#ffffff" opacity="0.14"/>
    <path d="M188 478 L612 478 L684 540 L116 540 Z" fill="${p.light}"/>
    ${grid(12, 3, (c, r) => `<rect x="${218 + c * 30 - r * 12}" y="${488 + r * 14}" width="22" height="9" rx="2" fill="${p.dark}" opacity="0.45"/>`)}
    <path d="M100 540 L700 540 L700 556 Q700 572 684 572 L116 572 Q100 572 100 556 Z" fill="${u("m")}"/>`,
  keyboard: (p, u) =>
    `<rect x="70" y="300" width="520" height="230" rx="28" fill="${u("m")}"/>
    ${grid(11, 4, (c, r) => `<rect x="${94 + c * 44}" y="${324 + r * 46}" width="36" height="36" rx="8" fill="${p.light}"/>`)}
    <rect x="182" y="508" width="300" height="0" fill="none"/>
    <path d="M628 390 Q628 320 680 320 Q732 320 732 390 L732 480 Q732 544 680 544 Q628 544 628 480 Z" fill="${u("m")}"/>
    <path d="M680 322 L680 410 M630 410 L730 410" stroke="${p.dark}" stroke-width="5"/>
    <rect x="672" y="350" width="16" height="36" rx="8" fill="${p.dark}"/>`,
  headphones: (p, u) =>
    `<path d="M215 470 Q215 140 400 140 Q585 140 585 470" fill="none" stroke="${p.dark}" stroke-width="36" stroke-linecap="round"/>
    <path d="M232 440 Q232 168 400 168 Q568 168 568 440" fill="none" stroke="${p.light}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>
    <rect x="160" y="380" width="128" height="220" rx="56" fill="${u("m")}"/>
    <rect x="512" y="380" width="128" height="220" rx="56" fill="${u("m")}"/>
    <rect x="270" y="404" width="40" height="172" rx="18" fill="${p.dark}"/>
    <rect x="490" y="404" width="40" height="172" rx="18" fill="${p.dark}"/>
    <circle cx="224" cy="490" r="26" fill="${p.accent}" opacity="0.5"/><circle cx="576" cy="490" r="26" fill="${p.accent}" opacity="0.5"/>`,
  speaker: (p, u) =>
    `<rect x="140" y="290" width="520" height="260" rx="130" fill="${u("m")}"/>
    ${grid(16, 8, (c, r) => `<circle cx="${222 + c * 24}" cy="${336 + r * 24}" r="6" fill="${p.dark}" opacity="0.45"/>`)}
    <ellipse cx="160" cy="420" rx="34" ry="120" fill="${p.dark}"/><ellipse cx="640" cy="420" rx="34" ry="120" fill="${p.dark}"/>
    <rect x="330" y="272" width="140" height="26" rx="13" fill="${p.dark}"/>
    <circle cx="370" cy="285" r="6" fill="${p.accent}"/><circle cx="400" cy="285" r="6" fill="#ffffff"/><circle cx="430" cy="285" r="6" fill="${p.accent}"/>`,
  camera: (_p, u) =>
    `<path d="M300 272 L335 210 L465 210 L500 272 Z" fill="${u("m")}"/>
    <rect x="160" y="262" width="480" height="316" rx="42" fill="${u("m")}"/>
    <rect x="160" y="330" width="480" height="190" fill="#2b2d33" opacity="0.85"/>
    <rect x="520" y="236" width="70" height="30" rx="8" fill="${u("k")}"/>
    <rect x="200" y="286" width="70" height="30" rx="6" fill="#ffffff" opacity="0.7"/>
    <circle cx="400" cy="425" r="140" fill="${u("k")}"/><circle cx="400" cy="425" r="112" fill="#17191e"/>
    <circle cx="400" cy="425" r="80" fill="${u("s")}"/><circle cx="400" cy="425" r="40" fill="#0c0d10"/>
    <circle cx="370" cy="395" r="18" fill="#ffffff" opacity="0.5"/>`,
  pan: (p, u) =>
    `<rect x="540" y="396" width="250" height="46" rx="23" fill="${p.dark}" transform="rotate(-10 540 420)"/>
    <circle cx="360" cy="420" r="222" fill="${u("m")}"/>
    <circle cx="360" cy="420" r="186" fill="#2f3238"/>
    <ellipse cx="300" cy="350" rx="90" ry="50" fill="#ffffff" opacity="0.08" transform="rotate(-30 300 350)"/>`,
  mug: (p, u) =>
    `<path d="M522 320 Q650 320 650 440 Q650 560 522 550" fill="none" stroke="${p.main}" stroke-width="42"/>
    <path d="M250 262 L540 262 L530 600 Q530 632 498 632 L292 632 Q260 632 260 600 Z" fill="${u("m")}"/>
    <ellipse cx="395" cy="262" rx="145" ry="30" fill="${p.dark}"/><ellipse cx="395" cy="264" rx="127" ry="22" fill="#5a3a22"/>
    <rect x="255" y="420" width="280" height="34" fill="${p.accent}" opacity="0.7"/>
    <path d="M350 220 Q320 180 350 140 Q380 100 350 60 M430 220 Q400 180 430 140 Q460 100 430 60" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.85"/>`,
  lamp: (p, u) =>
    `<ellipse cx="400" cy="420" rx="270" ry="220" fill="${u("g")}"/>
    <rect x="390" y="370" width="20" height="262" fill="${u("k")}"/>
    <ellipse cx="400" cy="640" rx="124" ry="30" fill="${p.dark}"/><rect x="276" y="620" width="248" height="20" fill="${p.dark}"/>
    <ellipse cx="400" cy="620" rx="124" ry="28" fill="${p.main}"/>
    <path d="M290 160 L510 160 L592 376 L208 376 Z" fill="${u("m")}"/>
    <ellipse cx="400" cy="376" rx="192" ry="24" fill="${p.light}"/>`,
  pumpBottle: (p, u) =>
    `<path d="M358 168 L470 168 Q492 168 492 190 L492 200 L358 200 Z" fill="${u("k")}"/>
    <rect x="470" y="172" width="76" height="18" rx="7" fill="${u("k")}"/>
    <rect x="386" y="198" width="28" height="62" fill="${u("k")}"/>
    <rect x="358" y="252" width="84" height="60" rx="10" fill="${u("k")}"/>
    <rect x="298" y="300" width="204" height="362" rx="44" fill="${u("m")}"/>
    <rect x="322" y="420" width="156" height="150" rx="10" fill="#ffffff" opacity="0.85"/>
    <circle cx="400" cy="470" r="26" fill="${p.main}"/><rect x="350" y="515" width="100" height="10" rx="5" fill="${p.dark}" opacity="0.5"/>
    <rect x="520" y="500" width="150" height="162" rx="26" fill="${p.light}"/>
    <rect x="512" y="466" width="166" height="48" rx="12" fill="${u("k")}"/>`,
  lipstick: (_p, u) =>
    `<path d="M356 330 L356 210 Q356 180 382 166 L446 138 L446 330 Z" fill="${u("m")}"/>
    <rect x="344" y="326" width="112" height="84" fill="${u("o")}"/>
    <rect x="330" y="404" width="140" height="254" rx="12" fill="#26272c"/>
    <rect x="340" y="414" width="20" height="234" rx="8" fill="#ffffff" opacity="0.18"/>
    <rect x="506" y="470" width="150" height="188" rx="14" fill="#26272c"/>
    <rect x="506" y="470" width="150" height="28" fill="${u("o")}"/>`,
  dumbbell: (_p, u) =>
    `<rect x="190" y="384" width="420" height="32" rx="12" fill="${u("k")}"/>
    <rect x="318" y="378" width="164" height="44" rx="16" fill="#26272c"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${334 + i * 20} 382 L${334 + i * 20} 418" stroke="#55575e" stroke-width="4"/>`).join("")}
    <rect x="184" y="290" width="64" height="220" rx="18" fill="${u("m")}"/><rect x="130" y="318" width="58" height="164" rx="16" fill="${u("m")}"/>
    <rect x="552" y="290" width="64" height="220" rx="18" fill="${u("m")}"/><rect x="612" y="318" width="58" height="164" rx="16" fill="${u("m")}"/>`,
  ball: (p, u) =>
    `<circle cx="400" cy="420" r="232" fill="${u("m")}"/>
    <path d="M168 420 L632 420 M400 188 L400 652" stroke="${p.dark}" stroke-width="9"/>
    <path d="M238 250 Q330 420 238 590 M562 250 Q470 420 562 590" fill="none" stroke="${p.dark}" stroke-width="9"/>
    <ellipse cx="320" cy="310" rx="72" ry="40" fill="#ffffff" opacity="0.35" transform="rotate(-35 320 310)"/>`,
  tent: (p, u) =>
    `<path d="M400 176 L100 640 M400 176 L700 640" stroke="#6b6f76" stroke-width="3"/>
    <path d="M400 182 L690 626 L110 626 Z" fill="${u("m")}"/>
    <path d="M400 182 L690 626 L530 626 Z" fill="${p.dark}" opacity="0.35"/>
    <path d="M400 300 L486 626 L314 626 Z" fill="#23252a" opacity="0.85"/>
    <path d="M400 300 L314 626 L364 626 Z" fill="${p.light}"/>
    <circle cx="400" cy="176" r="10" fill="${p.accent}"/>`,
  teddy: (p, u) =>
    `<circle cx="300" cy="185" r="56" fill="${u("m")}"/><circle cx="500" cy="185" r="56" fill="${u("m")}"/>
    <circle cx="300" cy="185" r="28" fill="${p.light}"/><circle cx="500" cy="185" r="28" fill="${p.light}"/>
    <ellipse cx="250" cy="450" rx="52" ry="88" fill="${p.main}" transform="rotate(28 250 450)"/>
    <ellipse cx="550" cy="450" rx="52" ry="88" fill="${p.main}" transform="rotate(-28 550 450)"/>
    <ellipse cx="400" cy="500" rx="152" ry="160" fill="${u("m")}"/>
    <ellipse cx="400" cy="525" rx="92" ry="100" fill="${p.light}"/>
    <ellipse cx="300" cy="635" rx="72" ry="50" fill="${p.main}"/><ellipse cx="500" cy="635" rx="72" ry="50" fill="${p.main}"/>
    <ellipse cx="300" cy="640" rx="38" ry="28" fill="${p.light}"/><ellipse cx="500" cy="640" rx="38" ry="28" fill="${p.light}"/>
    <circle cx="400" cy="270" r="122" fill="${u("m")}"/>
    <ellipse cx="400" cy="310" rx="56" ry="42" fill="${p.light}"/>
    <ellipse cx="400" cy="292" rx="20" ry="14" fill="#2b2d33"/>
    <path d="M400 306 L400 324 M380 330 Q400 342 420 330" fill="none" stroke="#2b2d33" stroke-width="5" stroke-linecap="round"/>
    <circle cx="355" cy="245" r="12" fill="#2b2d33"/><circle cx="445" cy="245" r="12" fill="#2b2d33"/>
    <path d="M350 392 L400 412 L450 392 L450 432 L400 412 L350 432 Z" fill="#d94a4a"/>`,
  blocks: (p) =>
    `${brick(140, 500, 300, p.main, 4)}${brick(450, 500, 210, "#f2c14e", 3)}${brick(250, 360, 260, "#3a86c8", 4)}${brick(330, 220, 150, "#4caf7d", 2)}`,
  babyBottle: (p, u) =>
    `<path d="M350 252 Q350 172 400 140 Q450 172 450 252 Z" fill="#f1d4ad"/>
    <rect x="308" y="246" width="184" height="64" rx="16" fill="${u("m")}"/>
    <rect x="318" y="300" width="164" height="350" rx="52" fill="#eef4f8" stroke="#cfdbe3" stroke-width="6"/>
    <rect x="330" y="420" width="140" height="218" rx="44" fill="#fffaf0"/>
    ${[360, 410, 460, 510, 560].map((y) => `<path d="M450 ${y} L470 ${y}" stroke="${p.dark}" stroke-width="5"/>`).join("")}
    <circle cx="380" cy="520" r="30" fill="${p.main}" opacity="0.6"/>`,
  spray: (p, u) =>
    `<path d="M328 198 L500 198 Q520 198 520 218 L520 252 L470 252 L470 286 L328 286 Z" fill="${p.dark}"/>
    <rect x="516" y="208" width="42" height="30" rx="6" fill="${p.dark}"/>
    <path d="M438 252 L470 252 Q482 312 450 336 L438 336 Z" fill="${p.dark}"/>
    <rect x="358" y="280" width="84" height="56" fill="#eef0f2"/>
    <path d="M310 330 L490 330 L512 656 Q512 672 496 672 L304 672 Q288 672 288 656 Z" fill="${u("m")}"/>
    <rect x="318" y="430" width="164" height="170" rx="12" fill="#ffffff" opacity="0.85"/>
    <path d="M400 460 Q450 500 400 570 Q350 500 400 460 Z" fill="${p.main}"/>`,
  pills: (p, u) =>
    `<rect x="268" y="196" width="264" height="94" rx="18" fill="#f4f4f4"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<path d="M${290 + i * 22} 206 L${290 + i * 22} 280" stroke="#d5d7da" stroke-width="5"/>`).join("")}
    <rect x="280" y="282" width="240" height="362" rx="36" fill="${u("m")}"/>
    <rect x="296" y="380" width="208" height="170" rx="10" fill="#ffffff"/>
    <rect x="296" y="380" width="208" height="40" fill="${p.dark}" opacity="0.7"/><circle cx="400" cy="480" r="34" fill="${p.main}"/>
    <g transform="rotate(-28 600 620)"><rect x="540" y="600" width="110" height="44" rx="22" fill="#ffffff"/><rect x="540" y="600" width="55" height="44" rx="22" fill="${p.accent}"/></g>
    <circle cx="215" cy="640" r="28" fill="#ffffff" stroke="#d5d7da" stroke-width="4"/>`,
  bowl: (p, u) =>
    `<g transform="rotate(-18 560 250)"><rect x="470" y="232" width="170" height="36" rx="14" fill="#f3e3c3"/>
    <circle cx="472" cy="232" r="24" fill="#f3e3c3"/><circle cx="472" cy="268" r="24" fill="#f3e3c3"/><circle cx="638" cy="232" r="24" fill="#f3e3c3"/><circle cx="638" cy="268" r="24" fill="#f3e3c3"/></g>
    <path d="M186 440 L614 440 L572 622 Q400 664 228 622 Z" fill="${u("m")}"/>
    <ellipse cx="400" cy="440" rx="214" ry="52" fill="${p.light}"/><ellipse cx="400" cy="446" rx="178" ry="38" fill="${p.dark}"/>
    ${grid(9, 2, (c, r) => `<circle cx="${272 + c * 32 + r * 14}" cy="${436 + r * 14}" r="14" fill="#9a6a3e"/>`)}
    <path d="M240 540 Q400 570 560 540" fill="none" stroke="${p.accent}" stroke-width="10" opacity="0.6"/>`,
  yarn: (p, u) =>
    `<path d="M520 560 Q640 600 600 660 Q560 700 660 700" fill="none" stroke="${p.main}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="380" cy="430" r="196" fill="${u("m")}"/>
    ${[0, 30, 60, 100, 140].map((a) => `<ellipse cx="380" cy="430" rx="190" ry="70" fill="none" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="8" transform="rotate(${a} 380 430)"/>`).join("")}
    <ellipse cx="320" cy="340" rx="60" ry="32" fill="#ffffff" opacity="0.3" transform="rotate(-35 320 340)"/>`,
  book: (p, u) =>
    `<path d="M560 170 L582 182 L582 666 L560 656 Z" fill="#efe6d2"/>
    <path d="M218 166 L280 142 L280 632 L218 656 Z" fill="${p.dark}"/>
    <path d="M280 142 L560 168 L560 656 L280 632 Z" fill="${u("m")}"/>
    <circle cx="420" cy="330" r="72" fill="${p.accent}" opacity="0.85"/>
    <path d="M300 470 L540 488 L540 520 L300 502 Z" fill="#ffffff" opacity="0.7"/>
    <path d="M300 540 L540 558" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
    <path d="M232 200 L266 188 M232 600 L266 588" stroke="${p.accent}" stroke-width="8"/>`,
  notebook: (p, u) =>
    `<rect x="240" y="150" width="330" height="480" rx="18" fill="${u("m")}"/>
    <rect x="240" y="150" width="34" height="480" rx="14" fill="${p.dark}" opacity="0.55"/>
    <rect x="520" y="150" width="18" height="480" fill="${p.dark}"/>
    <path d="M410 628 L410 700 L424 684 L438 700 L438 628 Z" fill="${p.accent}"/>
    <g transform="rotate(24 640 420)"><rect x="622" y="200" width="34" height="380" rx="12" fill="#2b2d33"/>
    <rect x="622" y="250" width="34" height="26" fill="${u("o")}"/><path d="M622 580 L656 580 L639 630 Z" fill="${u("o")}"/></g>`,
  coffeeBag: (p, u) =>
    `<path d="M258 202 L542 202 L572 656 Q572 670 558 670 L242 670 Q228 670 228 656 Z" fill="${u("m")}"/>
    <rect x="252" y="172" width="296" height="46" rx="6" fill="${p.dark}"/>
    ${grid(14, 1, (c) => `<path d="M${266 + c * 20} 176 L${266 + c * 20} 214" stroke="${p.light}" stroke-width="4" opacity="0.5"/>`)}
    <circle cx="400" cy="282" r="18" fill="${p.dark}" opacity="0.6"/>
    <rect x="290" y="360" width="220" height="210" rx="12" fill="#fbf6ec"/>
    <g transform="rotate(25 400 465)"><ellipse cx="400" cy="465" rx="46" ry="68" fill="#6b3f22"/><path d="M400 400 Q380 465 400 530" fill="none" stroke="#f3e6cf" stroke-width="7"/></g>
    ${[
      [200, 655],
      [610, 660],
      [640, 630],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="18" ry="26" fill="#6b3f22" transform="rotate(60 ${x} ${y})"/>`)
      .join("")}`,
  jar: (p, u) =>
    `<rect x="262" y="262" width="276" height="380" rx="52" fill="#e6eff4" opacity="0.75" stroke="#c7d5de" stroke-width="6"/>
    ${grid(4, 4, (c, r) => `<circle cx="${318 + c * 56 + (r % 2) * 20}" cy="${405 + r * 58}" r="30" fill="${u("m")}"/><circle cx="${310 + c * 56 + (r % 2) * 20}" cy="${398 + r * 58}" r="5" fill="${p.dark}"/>`)}
    <rect x="286" y="290" width="18" height="300" rx="9" fill="#ffffff" opacity="0.6"/>
    <rect x="250" y="212" width="300" height="70" rx="16" fill="${p.dark}"/>
    <rect x="250" y="236" width="300" height="12" fill="${p.accent}" opacity="0.6"/>`,
} satisfies Record<string, Draw>;
