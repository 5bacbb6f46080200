import type { Draw } from "./art.js";

/** Clothing, shoes, bags and accessories. */
const LONG_SLEEVES =
  "M310 140 L220 170 Q170 200 160 300 L120 610 L200 625 L255 360 L255 660 L545 660 L545 360 L600 625 L680 610 L640 300 Q630 200 580 170 L490 140 Q400 215 310 140 Z";
const collar = (dark: string) =>
  `<path d="M315 142 Q400 222 485 142" fill="none" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>`;

export const WEARABLES = {
  dress: (p, u) =>
    `<path d="M335 120 Q400 170 465 120 L500 140 L478 300 Q560 470 610 660 Q400 705 190 660 Q240 470 322 300 L300 140 Z" fill="${u("m")}"/>
    <path d="M322 300 Q400 326 478 300 L474 334 Q400 356 326 334 Z" fill="${p.dark}"/>
    <path d="M360 350 Q335 500 290 665 M440 350 Q465 500 510 665 M400 358 L400 690" fill="none" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="5"/>
    <path d="M335 120 Q400 172 465 120" fill="none" stroke="${p.dark}" stroke-width="8"/>`,
  shirt: (p, u) =>
    `<path d="M310 140 L215 175 L120 290 L200 360 L255 310 L255 660 L545 660 L545 310 L600 360 L680 290 L585 175 L490 140 Q400 215 310 140 Z" fill="${u("m")}"/>
    <path d="M120 290 L200 360 M680 290 L600 360" stroke="${p.dark}" stroke-width="10"/>
    <rect x="430" y="270" width="72" height="84" rx="8" fill="${p.dark}" opacity="0.22"/>
    <path d="M265 640 L535 640" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="6"/>${collar(p.dark)}`,
  sweater: (p, u) =>
    `<path d="${LONG_SLEEVES}" fill="${u("m")}"/>
    <rect x="255" y="620" width="290" height="40" fill="${p.dark}" opacity="0.35"/>
    <path d="M122 590 L200 604 M678 590 L600 604" stroke="${p.dark}" stroke-width="16" stroke-opacity="0.5"/>
    ${[300, 340, 380, 420, 460, 500].map((x) => `<path d="M${x} 250 Q${x + 12} 430 ${x} 610" fill="none" stroke="${p.dark}" stroke-opacity="0.16" stroke-width="8"/>`).join("")}
    ${collar(p.dark)}`,
  jacket: (p, u) =>
    `<path d="${LONG_SLEEVES}" fill="${u("m")}"/>
    <path d="M400 190 L400 660" stroke="${p.dark}" stroke-width="8"/>
    <path d="M400 190 L400 660" stroke="#d8dde2" stroke-width="3" stroke-dasharray="6 6"/>
    <path d="M310 140 L360 250 L400 190 L440 250 L490 140 Q400 200 310 140 Z" fill="${p.dark}"/>
    <rect x="285" y="470" width="80" height="90" rx="10" fill="${p.dark}" opacity="0.3"/>
    <rect x="435" y="470" width="80" height="90" rx="10" fill="${p.dark}" opacity="0.3"/>`,
  hoodie: (p, u) =>
    `<path d="M290 170 Q285 60 400 55 Q515 60 510 170 Z" fill="${p.dark}"/>
    <path d="${LONG_SLEEVES}" fill="${u("m")}"/>
    <path d="M320 150 Q330 90 400 88 Q470 90 480 150 Q400 240 320 150 Z" fill="${p.dark}" opacity="0.8"/>
    <path d="M375 200 L370 300 M425 200 L430 300" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>
    <path d="M300 470 L500 470 L530 590 L270 590 Z" fill="${p.dark}" opacity="0.25"/>`,
  sneaker: (p, u) =>
    `<path d="M160 525 Q150 440 210 420 L300 400 Q330 340 380 330 L440 330 Q470 380 520 420 L620 450 Q690 470 695 525 Z" fill="${u("m")}"/>
    <path d="M560 438 Q680 458 695 525 L560 525 Z" fill="${p.light}" opacity="0.8"/>
    <path d="M160 525 Q150 440 210 420 L236 525 Z" fill="${p.dark}"/>
    <path d="M250 500 Q400 468 560 432" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${388 + i * 26} ${352 + i * 20} L${418 + i * 26} ${338 + i * 20}" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`).join("")}
    <path d="M140 525 L700 525 L700 545 Q700 568 675 568 L165 568 Q140 568 140 545 Z" fill="#f7f7f5" stroke="#c9c9c4" stroke-width="4"/>
    <path d="M150 556 L690 556" stroke="#c9c9c4" stroke-width="4"/>`,
  boot: (p, u) =>
    `<path d="M240 160 L420 160 L432 400 Q442 432 482 442 L600 470 Q672 490 672 556 L228 556 Q218 400 240 160 Z" fill="${u("m")}"/>
    <path d="M300 200 Q330 320 300 430 L380 430 Q350 320 380 200 Z" fill="${p.dark}" opacity="0.55"/>
    <rect x="300" y="128" width="36" height="52" rx="10" fill="${p.dark}"/>
    <path d="M240 200 L420 200" stroke="${p.dark}" stroke-width="5" stroke-dasharray="10 8"/>
    <path d="M216 556 L684 556 L684 584 Q684 600 668 600 L232 600 Q216 600 216 584 Z" fill="#3a2d25"/>`,
  handbag: (p, u) =>
    `<path d="M305 340 Q305 175 400 175 Q495 175 495 340" fill="none" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
    <path d="M215 330 L585 330 L632 636 Q634 662 608 662 L192 662 Q166 662 168 636 Z" fill="${u("m")}"/>
    <path d="M215 330 L585 330 L574 440 Q400 486 226 440 Z" fill="${p.dark}" opacity="0.4"/>
    <path d="M232 448 Q400 494 568 448" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>
    <rect x="378" y="448" width="44" height="34" rx="7" fill="${u("o")}"/>`,
  backpack: (p, u) =>
    `<path d="M360 172 Q400 120 440 172" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
    <path d="M258 250 Q205 420 258 610 M542 250 Q595 420 542 610" fill="none" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
    <rect x="250" y="160" width="300" height="505" rx="92" fill="${u("m")}"/>
    <path d="M282 262 Q400 205 518 262" fill="none" stroke="${p.dark}" stroke-width="7"/>
    <rect x="288" y="430" width="224" height="190" rx="42" fill="${p.dark}" opacity="0.3"/>
    <path d="M310 470 L490 470" stroke="${p.dark}" stroke-width="6"/>
    <rect x="470" y="462" width="14" height="38" rx="5" fill="${u("k")}"/>
    <rect x="500" y="250" width="14" height="38" rx="5" fill="${u("k")}"/>`,
  watch: (p, u) =>
    `<rect x="330" y="80" width="140" height="640" rx="34" fill="${u("m")}"/>
    ${[600, 640, 680].map((y) => `<circle cx="400" cy="${y}" r="8" fill="${p.dark}"/>`).join("")}
    <circle cx="400" cy="400" r="158" fill="${u("k")}"/>
    <circle cx="400" cy="400" r="140" fill="#1f2126"/>
    <circle cx="400" cy="400" r="122" fill="#f8f6f0"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="396" y="288" width="8" height="${i % 3 === 0 ? 30 : 18}" fill="#2b2d33" transform="rotate(${i * 30} 400 400)"/>`).join("")}
    <path d="M400 400 L400 318" stroke="#2b2d33" stroke-width="9" stroke-linecap="round" transform="rotate(-60 400 400)"/>
    <path d="M400 400 L400 300" stroke="#2b2d33" stroke-width="6" stroke-linecap="round" transform="rotate(60 400 400)"/>
    <path d="M400 410 L400 296" stroke="#d94a4a" stroke-width="3" transform="rotate(160 400 400)"/>
    <circle cx="400" cy="400" r="10" fill="#2b2d33"/>
    <rect x="553" y="382" width="30" height="36" rx="7" fill="${u("k")}"/>`,
  ring: (_p, u) =>
    `<ellipse cx="400" cy="470" rx="172" ry="162" fill="none" stroke="${u("o")}" stroke-width="38"/>
    <ellipse cx="400" cy="470" rx="172" ry="162" fill="none" stroke="#fff6d8" stroke-opacity="0.5" stroke-width="6"/>
    <path d="M352 312 L448 312 L430 268 L370 268 Z" fill="${u("o")}"/>
    <path d="M320 210 L480 210 L512 250 L400 356 L288 250 Z" fill="${u("m")}"/>
    <path d="M288 250 L512 250 M352 210 L330 250 L400 356 L470 250 L448 210 M400 210 L400 250" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>
    <path d="M560 170 L570 200 L600 210 L570 220 L560 250 L550 220 L520 210 L550 200 Z" fill="#ffffff"/>
    <path d="M230 300 L236 318 L254 324 L236 330 L230 348 L224 330 L206 324 L224 318 Z" fill="#ffffff" opacity="0.8"/>`,
} satisfies Record<string, Draw>;
