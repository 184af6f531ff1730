/**
 * Renders demo vehicle photos: a studio backdrop with a stylised side-view car, drawn as SVG and
 * rasterised to JPEG with sharp. No network, no fonts. The variant number changes the "shot"
 * (backdrop colour, facing direction, zoom on the front or rear), so a vehicle's gallery looks like
 * several photos of the same car.
 */
import sharp from "sharp";

export type DemoCarBody = "sedan" | "suv" | "hatch" | "van";

export interface DemoCarImageOptions {
  body: DemoCarBody;
  /** Paint colour, `#rgb` or `#rrggbb`. */
  color: string;
  variant: number;
  width?: number;
  height?: number;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return [128, 132, 138];
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function mix(a: Rgb, b: Rgb, t: number): string {
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const lighten = (c: Rgb, t: number) => mix(c, WHITE, t);
const darken = (c: Rgb, t: number) => mix(c, BLACK, t);
const luminance = (c: Rgb) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

// ---------------------------------------------------------------------------------------------
// Car profiles (side view, facing right; x from 0 = rear to `length` = front, ground at y = 0)
// ---------------------------------------------------------------------------------------------

type Pt = readonly [number, number];

interface Profile {
  length: number;
  roofY: number;
  /** Height of the crisp character line along the doors. */
  shoulderY: number;
  beltY: number;
  wheelR: number;
  archR: number;
  axles: readonly [number, number];
  sillY: number;
  rearBottom: Pt;
  /** Outline from `rearBottom` over the roof down to the front bumper bottom. */
  upper: string;
  frontBottom: Pt;
  /** Daylight opening (side glass). */
  windows: string;
  /** Black pillars drawn over the glass. */
  pillars: string;
  doorGaps: string;
  handles: readonly Pt[];
  headlamp: string;
  taillamp: string;
  mirror: string;
  /** Dark lower front intake. */
  intake: string;
  spokes: number;
  /** Unpainted wheel-arch and sill cladding (SUVs). */
  cladding: boolean;
  roofRail?: string;
  /** Chrome strip along the window line. */
  chrome?: string;
}

const PROFILES: Record<DemoCarBody, Profile> = {
  sedan: {
    length: 1000,
    roofY: -290,
    shoulderY: -150,
    beltY: -180,
    wheelR: 76,
    archR: 90,
    axles: [205, 790],
    sillY: -50,
    rearBottom: [40, -52],
    upper: [
      "C 20,-58 12,-84 12,-108",
      "C 12,-130 18,-150 34,-160",
      "C 90,-172 170,-178 232,-182",
      "C 300,-214 352,-262 418,-276",
      "C 490,-292 575,-292 636,-278",
      "C 700,-262 748,-220 795,-188",
      "C 860,-178 925,-168 964,-152",
      "C 988,-142 1000,-126 1001,-106",
      "C 1002,-86 998,-66 984,-52",
    ].join(" "),
    frontBottom: [984, -52],
    windows: "M 262,-186 C 315,-216 362,-256 422,-266 C 490,-279 572,-279 628,-266 C 672,-254 718,-222 752,-190 Z",
    pillars: "M 492,-276 L 508,-276 L 514,-186 L 498,-186 Z",
    doorGaps: [
      "M 505,-186 L 514,-56",
      "M 752,-190 C 748,-150 742,-110 712,-66",
      "M 292,-184 C 292,-150 294,-120 300,-100",
    ].join(" "),
    handles: [
      [440, -160],
      [650, -162],
    ],
    headlamp: "M 930,-156 C 958,-160 984,-150 997,-136 L 995,-126 C 972,-134 950,-140 926,-144 Z",
    taillamp: "M 14,-150 C 38,-162 78,-170 120,-174 L 120,-162 C 80,-158 44,-150 16,-136 Z",
    mirror: "M 748,-190 C 752,-208 776,-214 786,-202 C 790,-194 778,-186 756,-184 Z",
    intake: "M 950,-84 L 996,-84 L 990,-60 L 958,-58 Z",
    spokes: 5,
    cladding: false,
    chrome: "M 262,-186 L 752,-190",
  },
  suv: {
    length: 1000,
    roofY: -372,
    shoulderY: -200,
    beltY: -255,
    wheelR: 92,
    archR: 108,
    axles: [185, 795],
    sillY: -82,
    rearBottom: [24, -86],
    upper: [
      "C 10,-94 6,-120 7,-150",
      "C 8,-210 12,-268 22,-310",
      "C 28,-340 48,-356 90,-362",
      "C 260,-370 480,-372 610,-364",
      "C 660,-358 705,-318 752,-262",
      "C 770,-252 790,-248 806,-247",
      "C 870,-242 930,-236 972,-228",
      "C 994,-222 1002,-204 1003,-180",
      "C 1004,-140 1000,-108 988,-86",
    ].join(" "),
    frontBottom: [988, -86],
    windows: "M 78,-258 C 82,-290 92,-324 118,-336 L 600,-342 C 640,-336 690,-300 736,-252 Z",
    pillars: ["M 212,-338 L 230,-338 L 242,-256 L 220,-256 Z", "M 480,-341 L 496,-341 L 500,-254 L 484,-254 Z"].join(
      " ",
    ),
    doorGaps: [
      "M 492,-254 L 496,-92",
      "M 232,-256 C 234,-212 240,-182 264,-164 C 290,-144 300,-124 302,-100",
      "M 736,-252 C 730,-210 712,-172 690,-142",
    ].join(" "),
    handles: [
      [410, -226],
      [640, -226],
    ],
    headlamp: "M 936,-232 C 964,-234 990,-224 1001,-208 L 1000,-198 C 978,-206 956,-214 930,-218 Z",
    taillamp: "M 6,-266 C 22,-270 48,-272 76,-272 L 76,-256 C 48,-254 26,-252 7,-248 Z",
    mirror: "M 734,-260 C 738,-282 766,-288 776,-274 C 780,-264 766,-256 742,-254 Z",
    intake: "M 950,-128 L 1006,-128 L 1002,-96 L 958,-92 Z",
    spokes: 6,
    cladding: true,
    roofRail: "M 150,-373 L 570,-374",
  },
  hatch: {
    length: 722,
    roofY: -312,
    shoulderY: -160,
    beltY: -212,
    wheelR: 74,
    archR: 88,
    axles: [132, 572],
    sillY: -54,
    rearBottom: [23, -56],
    upper: [
      "C 11,-62 5,-90 6,-120",
      "C 7,-180 11,-236 23,-272",
      "C 33,-296 58,-306 99,-308",
      "C 211,-314 326,-314 387,-304",
      "C 440,-292 482,-246 519,-206",
      "C 572,-196 642,-186 686,-170",
      "C 711,-160 722,-140 722,-114",
      "C 723,-90 718,-70 708,-56",
    ].join(" "),
    frontBottom: [708, -56],
    windows: "M 46,-212 C 49,-246 62,-282 95,-292 L 378,-294 C 421,-284 463,-244 495,-210 Z",
    pillars: ["M 120,-292 L 141,-292 L 157,-212 L 136,-212 Z", "M 317,-294 L 331,-294 L 334,-211 L 320,-211 Z"].join(
      " ",
    ),
    doorGaps: [
      "M 327,-211 L 333,-60",
      "M 146,-212 C 150,-174 167,-154 187,-142 C 204,-130 216,-112 222,-82",
      "M 495,-210 C 493,-180 491,-150 489,-122",
    ].join(" "),
    handles: [
      [273, -182],
      [440, -184],
    ],
    headlamp: "M 667,-180 C 692,-182 713,-170 721,-154 L 719,-144 C 700,-152 683,-160 662,-164 Z",
    taillamp: "M 4,-216 C 18,-222 33,-226 53,-226 L 53,-208 C 33,-206 19,-202 4,-198 Z",
    mirror: "M 493,-214 C 496,-234 519,-240 528,-226 C 532,-218 519,-210 500,-208 Z",
    intake: "M 678,-90 L 725,-90 L 722,-64 L 685,-62 Z",
    spokes: 8,
    cladding: false,
  },
  van: {
    length: 1050,
    roofY: -360,
    shoulderY: -190,
    beltY: -236,
    wheelR: 82,
    archR: 98,
    axles: [195, 835],
    sillY: -62,
    rearBottom: [24, -64],
    upper: [
      "C 10,-72 6,-100 7,-130",
      "L 10,-300",
      "C 12,-330 32,-352 76,-356",
      "C 300,-364 560,-364 652,-356",
      "C 720,-348 790,-300 852,-238",
      "C 900,-216 950,-206 992,-196",
      "C 1026,-186 1046,-166 1048,-136",
      "C 1051,-106 1046,-80 1032,-64",
    ].join(" "),
    frontBottom: [1032, -64],
    windows: "M 46,-238 L 48,-296 C 52,-322 68,-334 96,-336 L 640,-340 C 700,-332 764,-292 826,-240 Z",
    pillars: ["M 250,-338 L 268,-338 L 270,-239 L 252,-239 Z", "M 560,-340 L 576,-340 L 578,-240 L 562,-240 Z"].join(
      " ",
    ),
    doorGaps: [
      "M 268,-239 L 268,-72",
      "M 570,-240 L 572,-72",
      "M 826,-240 C 822,-190 818,-150 790,-110",
      "M 280,-210 L 560,-212",
    ].join(" "),
    handles: [
      [520, -206],
      [700, -206],
    ],
    headlamp: "M 966,-206 C 996,-206 1030,-192 1044,-172 L 1042,-162 C 1018,-172 992,-184 962,-190 Z",
    taillamp: "M 6,-290 L 26,-290 L 26,-180 L 8,-180 Z",
    mirror: "M 820,-244 C 826,-266 856,-272 866,-256 C 870,-246 856,-238 830,-236 Z",
    intake: "M 986,-104 L 1046,-104 L 1042,-76 L 994,-74 Z",
    spokes: 5,
    cladding: false,
    chrome: "M 46,-238 L 826,-240",
  },
};

// ---------------------------------------------------------------------------------------------
// Shots (variant → backdrop and camera)
// ---------------------------------------------------------------------------------------------

interface Backdrop {
  top: string;
  mid: string;
  horizon: string;
  floor: string;
  glow: string;
  glowOpacity: number;
  reflection: number;
  vignette: number;
}

const BACKDROPS: readonly Backdrop[] = [
  {
    top: "#cfd4db",
    mid: "#f4f5f7",
    horizon: "#e3e6ea",
    floor: "#b9bfc8",
    glow: "#ffffff",
    glowOpacity: 0.8,
    reflection: 0.12,
    vignette: 0.22,
  },
  {
    top: "#d8c9b6",
    mid: "#f7efe4",
    horizon: "#ebdfcf",
    floor: "#c2ad94",
    glow: "#fffaf2",
    glowOpacity: 0.75,
    reflection: 0.11,
    vignette: 0.24,
  },
  {
    top: "#b3c3d6",
    mid: "#eaf0f7",
    horizon: "#d7e0eb",
    floor: "#9fb2c8",
    glow: "#ffffff",
    glowOpacity: 0.7,
    reflection: 0.12,
    vignette: 0.26,
  },
  {
    top: "#16181c",
    mid: "#3a3f48",
    horizon: "#2c3037",
    floor: "#101215",
    glow: "#7a8496",
    glowOpacity: 0.55,
    reflection: 0.22,
    vignette: 0.45,
  },
  {
    top: "#c3d1c7",
    mid: "#eef4ef",
    horizon: "#dce6de",
    floor: "#aebfb2",
    glow: "#ffffff",
    glowOpacity: 0.75,
    reflection: 0.12,
    vignette: 0.22,
  },
];

interface Camera {
  mirror: boolean;
  zoom: number;
  /** Point of the car (fraction of its length from the rear) placed at the image centre. */
  focus: number;
}

const CAMERAS: readonly Camera[] = [
  { mirror: false, zoom: 1, focus: 0.5 },
  { mirror: true, zoom: 0.9, focus: 0.5 },
  { mirror: false, zoom: 1.55, focus: 0.72 },
  { mirror: true, zoom: 1.45, focus: 0.3 },
  { mirror: false, zoom: 0.88, focus: 0.5 },
];

// ---------------------------------------------------------------------------------------------
// SVG building
// ---------------------------------------------------------------------------------------------

const f = (n: number) => (Math.round(n * 100) / 100).toString();

function bodyOutline(p: Profile): string {
  const [rear, front] = p.axles;
  const drop = p.sillY + p.wheelR; // how far the sill sits below the wheel centre
  const dx = Math.sqrt(p.archR * p.archR - drop * drop);
  const arc = `A ${p.archR} ${p.archR} 0 1 0`;
  return [
    `M ${p.rearBottom[0]},${p.rearBottom[1]}`,
    p.upper,
    `L ${f(front + dx)},${p.sillY}`,
    `${arc} ${f(front - dx)},${p.sillY}`,
    `L ${f(rear + dx)},${p.sillY}`,
    `${arc} ${f(rear - dx)},${p.sillY}`,
    "Z",
  ].join(" ");
}

function wheel(p: Profile, cx: number, rotation: number): string {
  const r = p.wheelR;
  const cy = -r;
  const spokes: string[] = [];
  const spokeW = p.spokes >= 8 ? r * 0.07 : r * 0.11;
  for (let i = 0; i < p.spokes; i++) {
    const angle = rotation + (360 / p.spokes) * i;
    spokes.push(
      `<path d="M ${f(-spokeW)},${f(-r * 0.12)} L ${f(-spokeW * 0.7)},${f(-r * 0.67)} L ${f(spokeW * 0.7)},${f(-r * 0.67)} L ${f(spokeW)},${f(-r * 0.12)} Z" transform="rotate(${f(angle)})"/>`,
    );
  }
  return `<g transform="translate(${f(cx)} ${f(cy)})">
    <circle r="${f(r)}" fill="#131417"/>
    <circle r="${f(r * 0.9)}" fill="none" stroke="#26282d" stroke-width="${f(r * 0.05)}"/>
    <circle r="${f(r * 0.72)}" fill="url(#rimLip)"/>
    <circle r="${f(r * 0.66)}" fill="#1d1f23"/>
    <circle r="${f(r * 0.44)}" fill="#4e535a"/>
    <circle r="${f(r * 0.36)}" fill="none" stroke="#5d6269" stroke-width="${f(r * 0.02)}"/>
    <path d="M ${f(-r * 0.2)},${f(-r * 0.44)} a ${f(r * 0.44)} ${f(r * 0.44)} 0 0 0 ${f(-r * 0.22)},${f(r * 0.2)} l ${f(r * 0.1)},${f(r * 0.06)} a ${f(r * 0.33)} ${f(r * 0.33)} 0 0 1 ${f(r * 0.16)},${f(-r * 0.15)} Z" fill="#b3232b"/>
    <g fill="url(#spoke)">${spokes.join("")}</g>
    <circle r="${f(r * 0.17)}" fill="url(#rimLip)"/>
    <circle r="${f(r * 0.08)}" fill="#2a2d32"/>
    <path d="M ${f(-r * 0.78)},${f(-r * 0.4)} A ${f(r * 0.88)} ${f(r * 0.88)} 0 0 1 ${f(r * 0.2)},${f(-r * 0.86)}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${f(r * 0.06)}" stroke-linecap="round"/>
  </g>`;
}

function carSvg(p: Profile, paint: Rgb, variant: number): { defs: string; body: string } {
  const light = luminance(paint);
  const outline = bodyOutline(p);
  const [rear, front] = p.axles;
  const stop = (y: number) => f((y - p.roofY) / -p.roofY);
  const edge = light > 0.6 ? darken(paint, 0.35) : darken(paint, 0.55);
  const rotation = (variant * 23) % 360;

  const defs = `
    <linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${p.roofY}" x2="0" y2="0">
      <stop offset="0" stop-color="${lighten(paint, 0.32)}"/>
      <stop offset="${stop(p.beltY)}" stop-color="${lighten(paint, 0.12)}"/>
      <stop offset="${stop(p.shoulderY - 6)}" stop-color="${lighten(paint, light > 0.6 ? 0.5 : 0.28)}"/>
      <stop offset="${stop(p.shoulderY + 2)}" stop-color="${darken(paint, light > 0.6 ? 0.06 : 0.04)}"/>
      <stop offset="0.84" stop-color="${darken(paint, light > 0.6 ? 0.2 : 0.35)}"/>
      <stop offset="1" stop-color="${darken(paint, light > 0.6 ? 0.1 : 0.2)}"/>
    </linearGradient>
    <linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${p.length}" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.18"/>
      <stop offset="0.35" stop-color="#fff" stop-opacity="0.10"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.16"/>
    </linearGradient>
    <linearGradient id="glass" gradientUnits="userSpaceOnUse" x1="0" y1="${p.roofY}" x2="0" y2="${p.beltY}">
      <stop offset="0" stop-color="#8e9cab"/>
      <stop offset="0.35" stop-color="#3b4654"/>
      <stop offset="1" stop-color="#12161c"/>
    </linearGradient>
    <linearGradient id="rimLip" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f1f3f5"/>
      <stop offset="0.5" stop-color="#a9afb6"/>
      <stop offset="1" stop-color="#6d737b"/>
    </linearGradient>
    <linearGradient id="spoke" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#e4e7ea"/>
      <stop offset="1" stop-color="#8b9199"/>
    </linearGradient>
    <linearGradient id="head" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#c9d3dd"/>
      <stop offset="0.7" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#e8f4ff"/>
    </linearGradient>
    <linearGradient id="tail" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#7d0d14"/>
      <stop offset="0.5" stop-color="#e0262f"/>
      <stop offset="1" stop-color="#9b1119"/>
    </linearGradient>
    <clipPath id="bodyClip"><path d="${outline}"/></clipPath>
    <clipPath id="glassClip"><path d="${p.windows}"/></clipPath>
    <clipPath id="wellClip"><rect x="-200" y="-1000" width="${p.length + 400}" height="${1000 + p.sillY}"/></clipPath>
    <radialGradient id="soft">
      <stop offset="0" stop-color="#000"/>
      <stop offset="0.35" stop-color="#000" stop-opacity="0.8"/>
      <stop offset="0.7" stop-color="#000" stop-opacity="0.3"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>`;

  const archStroke = p.cladding
    ? p.axles
        .map((ax) => {
          const r = p.archR + 4;
          const drop = p.sillY + p.wheelR;
          const dx = Math.sqrt(r * r - drop * drop);
          return `M ${f(ax + dx)},${p.sillY} A ${r} ${r} 0 1 0 ${f(ax - dx)},${p.sillY}`;
        })
        .join(" ")
    : "";

  const body = `
    <g clip-path="url(#wellClip)">
      ${p.axles.map((ax) => `<circle cx="${ax}" cy="${-p.wheelR}" r="${p.archR - 1}" fill="#0b0c0e"/>`).join("")}
    </g>
    <path d="${outline}" fill="url(#paint)" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>
    <g clip-path="url(#bodyClip)">
      <rect x="0" y="${p.roofY}" width="${p.length}" height="${-p.roofY}" fill="url(#sheen)"/>
      <rect x="0" y="${p.sillY - 18}" width="${p.length}" height="30" fill="#000" opacity="0.22"/>
      ${p.cladding ? `<rect x="0" y="${p.sillY - 22}" width="${p.length}" height="30" fill="#24262a"/>` : ""}
      <path d="M 0,${p.shoulderY - 3} L ${p.length},${p.shoulderY - 9}" stroke="#ffffff" stroke-opacity="${light > 0.6 ? 0.55 : 0.3}" stroke-width="3" fill="none"/>
    </g>
    ${archStroke ? `<path d="${archStroke}" fill="none" stroke="#24262a" stroke-width="16"/>` : ""}
    ${p.roofRail ? `<path d="${p.roofRail}" stroke="#1b1c1f" stroke-width="9" stroke-linecap="round" fill="none"/>` : ""}
    <path d="${p.windows}" fill="url(#glass)" stroke="#0d0f12" stroke-width="5" stroke-linejoin="round"/>
    <g clip-path="url(#glassClip)">
      <path d="M ${p.length * 0.3},${p.roofY} L ${p.length * 0.42},${p.roofY} L ${p.length * 0.3},0 L ${p.length * 0.18},0 Z" fill="#ffffff" opacity="0.1"/>
      <path d="M ${p.length * 0.47},${p.roofY} L ${p.length * 0.5},${p.roofY} L ${p.length * 0.38},0 L ${p.length * 0.35},0 Z" fill="#ffffff" opacity="0.08"/>
    </g>
    <path d="${p.pillars}" fill="#0b0c0f"/>
    ${p.chrome ? `<path d="${p.chrome}" stroke="#d9dde2" stroke-width="3" fill="none" stroke-linecap="round"/>` : ""}
    <path d="${p.doorGaps}" fill="none" stroke="${darken(paint, 0.5)}" stroke-opacity="0.55" stroke-width="2.2" stroke-linecap="round"/>
    ${p.handles
      .map(
        ([x, y]) =>
          `<rect x="${x - 18}" y="${y - 4}" width="36" height="8" rx="4" fill="${lighten(paint, 0.25)}" stroke="${darken(paint, 0.45)}" stroke-width="1.2"/>`,
      )
      .join("")}
    <path d="${p.mirror}" fill="${darken(paint, 0.05)}" stroke="${edge}" stroke-width="1.5"/>
    <g clip-path="url(#bodyClip)">
      <path d="${p.intake}" fill="#16171a"/>
      <path d="${p.headlamp}" fill="url(#head)" stroke="#5b636c" stroke-width="1.2"/>
      <path d="${p.taillamp}" fill="url(#tail)" stroke="#4a070b" stroke-width="1.2"/>
    </g>
    ${wheel(p, rear, rotation)}
    ${wheel(p, front, rotation + 31)}`;

  return { defs, body };
}

/**
 * A soft shadow: an ellipse filled with a radial fade to transparent, widened by about two blur radii. A Gaussian
 * blur filter looks the same here and took most of a photo's drawing time (70 of 100 ms at 960 px).
 */
function softEllipse(cx: number, cy: number, rx: number, ry: number, blur: number, opacity: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx + 2 * blur)}" ry="${f(ry + 2 * blur)}" fill="url(#soft)" opacity="${opacity}"/>`;
}

function shadowSvg(p: Profile): string {
  const [rear, front] = p.axles;
  return [
    softEllipse(p.length / 2, 2, p.length * 0.52, 20, 16, 0.38),
    softEllipse((rear + front) / 2, 0, (front - rear) / 2 + p.wheelR * 1.2, 7, 5, 0.45),
    ...p.axles.map((ax) => softEllipse(ax, 0, p.wheelR * 0.9, 6, 5, 0.7)),
  ].join("");
}

function sceneSvg(opts: Required<DemoCarImageOptions>): string {
  const { width: W, height: H } = opts;
  const v = Math.abs(Math.trunc(opts.variant)) || 0;
  const p = PROFILES[opts.body] ?? PROFILES.sedan;
  const bg = BACKDROPS[v % BACKDROPS.length] ?? BACKDROPS[0]!;
  const cam = CAMERAS[v % CAMERAS.length] ?? CAMERAS[0]!;
  const paint = parseHex(opts.color);

  // Fit the whole car in the frame at zoom 1, then apply the shot's zoom around its focus point.
  const fit = Math.min((W * 0.8) / p.length, (H * 0.46) / -p.roofY, (W * 0.8) / Math.max(p.length, 900));
  const s = fit * cam.zoom;
  const carH = -p.roofY * s;
  const groundY = Math.min(H * 0.9, H * 0.5 + carH / 2 + H * 0.05);
  const sx = cam.mirror ? -s : s;
  const camera = `translate(${f(W / 2)} ${f(groundY)}) scale(${f(sx)} ${f(s)}) translate(${f(-cam.focus * p.length)} 0)`;
  const horizon = Math.max(0.3, Math.min(0.85, (groundY - carH * 0.35) / H));

  const { defs, body } = carSvg(p, paint, v);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bg.top}"/>
      <stop offset="${f(horizon * 0.75)}" stop-color="${bg.mid}"/>
      <stop offset="${f(horizon)}" stop-color="${bg.horizon}"/>
      <stop offset="1" stop-color="${bg.floor}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${bg.glow}" stop-opacity="${bg.glowOpacity}"/>
      <stop offset="1" stop-color="${bg.glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.48" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${bg.vignette}"/>
    </radialGradient>
    <linearGradient id="reflFade" gradientUnits="userSpaceOnUse" x1="0" y1="${f(groundY)}" x2="0" y2="${f(groundY + carH * 0.4)}">
      <stop offset="0" stop-color="#fff" stop-opacity="1"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <mask id="reflMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">
      <rect x="0" y="${f(groundY)}" width="${W}" height="${f(H - groundY)}" fill="url(#reflFade)"/>
    </mask>
    ${defs}
    <g id="car">${body}</g>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="${f(W / 2)}" cy="${f(groundY - carH * 0.55)}" rx="${f(W * 0.55)}" ry="${f(H * 0.42)}" fill="url(#glow)"/>
  <ellipse cx="${f(W / 2)}" cy="${f(groundY + H * 0.02)}" rx="${f(W * 0.6)}" ry="${f(H * 0.1)}" fill="url(#glow)" opacity="0.5"/>
  <g mask="url(#reflMask)" opacity="${bg.reflection}">
    <use href="#car" transform="${camera} scale(1 -1)"/>
  </g>
  <g transform="${camera}">${shadowSvg(p)}</g>
  <use href="#car" transform="${camera}"/>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/** Renders one demo photo of a car as a JPEG buffer (default 1200x800). */
export async function renderDemoCarImage(opts: DemoCarImageOptions): Promise<Buffer> {
  const width = Math.max(64, Math.min(4000, Math.round(opts.width ?? 1200)));
  const height = Math.max(64, Math.min(4000, Math.round(opts.height ?? 800)));
  const svg = sceneSvg({ ...opts, width, height });
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
