import type { SceneKind } from './destinations';
import type { Random } from './random';

/**
 * Illustrative SVG scenes for the demo listings (the product serves its own images; nothing is fetched).
 * Each is a 1200x800 picture built from a palette and a seeded random source, so listings look varied.
 */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sea: string;
  seaDeep: string;
  sand: string;
  wall: string;
  accent: string;
  wood: string;
}

export const PALETTES: Palette[] = [
  {
    skyTop: '#4a90d9',
    skyBottom: '#bfe3ff',
    sea: '#1f8fb8',
    seaDeep: '#0d5f85',
    sand: '#f1d9a7',
    wall: '#f7f3ea',
    accent: '#2f6fb0',
    wood: '#a8743f',
  },
  {
    skyTop: '#f28c4b',
    skyBottom: '#ffd59e',
    sea: '#3a7ca5',
    seaDeep: '#1d4e6f',
    sand: '#f5cf8e',
    wall: '#fbeee0',
    accent: '#d1495b',
    wood: '#8c5a3c',
  },
  {
    skyTop: '#5b4e9c',
    skyBottom: '#f6a6b2',
    sea: '#4b6cb7',
    seaDeep: '#2a3f7a',
    sand: '#e9c49a',
    wall: '#f3e9f1',
    accent: '#e07a5f',
    wood: '#7b4b3a',
  },
  {
    skyTop: '#2bb0c9',
    skyBottom: '#d6f5f7',
    sea: '#14a3a8',
    seaDeep: '#08707a',
    sand: '#f3e3c3',
    wall: '#eef7f4',
    accent: '#f4a259',
    wood: '#b08150',
  },
  {
    skyTop: '#7fb3d5',
    skyBottom: '#f7e8c8',
    sea: '#2e86ab',
    seaDeep: '#1b4965',
    sand: '#ead7b0',
    wall: '#faf6ef',
    accent: '#5c8a3a',
    wood: '#9a6b42',
  },
];

const W = 1200;
const H = 800;

function frame(palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sea}"/><stop offset="1" stop-color="${palette.seaDeep}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
</defs>
${body}
</svg>`;
}

function waves(rng: Random, top: number, bottom: number): string {
  let out = '';
  for (let y = top + 20; y < bottom; y += rng.int(28, 44)) {
    const x = rng.int(-100, 200);
    let d = `M${x} ${y}`;
    for (let cx = x; cx < W + 200; cx += 120) d += ` q30 -10 60 0 t60 0`;
    out += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${rng.float(0.15, 0.4, 2)}" stroke-width="3"/>`;
  }
  return out;
}

function sun(palette: Palette, rng: Random): string {
  const x = rng.int(150, 1050);
  const y = rng.int(90, 220);
  return `<circle cx="${x}" cy="${y}" r="${rng.int(45, 70)}" fill="#fff6d5" opacity="0.9"/><circle cx="${x}" cy="${y}" r="110" fill="#fff6d5" opacity="0.15"/>`;
}

function clouds(rng: Random): string {
  let out = '';
  for (let i = rng.int(1, 3); i > 0; i--) {
    const x = rng.int(50, 1050);
    const y = rng.int(60, 200);
    out += `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="70" ry="22"/><ellipse cx="${x + 40}" cy="${y - 14}" rx="45" ry="24"/><ellipse cx="${x - 35}" cy="${y - 6}" rx="35" ry="18"/></g>`;
  }
  return out;
}

function palm(x: number, base: number, height: number): string {
  const top = base - height;
  const leaves = [-60, -25, 15, 55, 95]
    .map(
      (angle) =>
        `<path d="M${x} ${top} q${Math.cos((angle * Math.PI) / 180) * 60} ${-30 + Math.sin((angle * Math.PI) / 180) * 40} ${Math.cos((angle * Math.PI) / 180) * 120} ${Math.sin((angle * Math.PI) / 180) * 70 + 20}" stroke="#2f7d32" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x - 8} ${base} Q${x + 20} ${base - height / 2} ${x} ${top}" stroke="#7a5230" stroke-width="16" fill="none"/>${leaves}`;
}

function whiteHouses(palette: Palette, rng: Random, base: number): string {
  let out = '';
  for (let x = rng.int(-40, 40); x < W; x += rng.int(90, 150)) {
    const w = rng.int(80, 140);
    const h = rng.int(60, 150);
    out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${palette.wall}" stroke="#d8d2c4" stroke-width="2"/>`;
    for (let wx = x + 15; wx < x + w - 25; wx += 35) {
      out += `<rect x="${wx}" y="${base - h + 20}" width="18" height="24" rx="9" fill="${palette.accent}" opacity="0.85"/>`;
    }
  }
  return out;
}

/** Beach umbrellas with towels, in the palette's accent or a few cheerful colours. */
function umbrellas(palette: Palette, rng: Random, shore: number): string {
  const colours = [palette.accent, '#e76f51', '#f4a261', '#2a9d8f', '#e9c46a'];
  let out = '';
  for (let i = rng.int(1, 3); i > 0; i--) {
    const x = rng.int(320, 900);
    const y = shore + rng.int(70, 140);
    const colour = rng.pick(colours);
    out += `<rect x="${x - 40}" y="${y + 95}" width="90" height="26" rx="4" fill="${rng.pick(colours)}" opacity="0.9"/>`;
    out += `<g transform="translate(${x} ${y})"><path d="M-90 0 A90 45 0 0 1 90 0 Z" fill="${colour}"/><path d="M-30 0 A30 45 0 0 1 30 0 Z" fill="#fff" opacity="0.35"/><rect x="-3" y="0" width="6" height="110" fill="#eee"/></g>`;
  }
  return out;
}

/** A whitewashed village climbing a green headland on one side of the bay. */
function hillVillage(palette: Palette, rng: Random, horizon: number): string {
  const left = rng.chance(0.5);
  const x0 = left ? 0 : W;
  const dir = left ? 1 : -1;
  let houses = '';
  for (let i = 0; i < 9; i++) {
    const x = x0 + dir * rng.int(20, 380);
    const y = horizon - rng.int(10, 150) + Math.abs(x - x0) * 0.25;
    houses += `<rect x="${x}" y="${y}" width="${rng.int(28, 48)}" height="${rng.int(20, 34)}" fill="${palette.wall}" stroke="#cfc8b8"/>`;
  }
  return `<path d="M${x0} ${horizon - 200} Q${x0 + dir * 260} ${horizon - 220} ${x0 + dir * 480} ${horizon + 20} L${x0} ${horizon + 20} Z" fill="#6f8f5f"/>${houses}`;
}

function sailboats(rng: Random, top: number, bottom: number): string {
  let out = '';
  for (let i = rng.int(1, 3); i > 0; i--) {
    const x = rng.int(300, 1000);
    const y = rng.int(top + 30, bottom - 40);
    const s = rng.float(0.5, 0.9, 2);
    out += `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0 L60 0 L45 20 L-45 20 Z" fill="#fff"/><path d="M0 -120 L0 0 L55 0 Z" fill="#fff" opacity="0.95"/><path d="M-4 -100 L-4 0 L-45 0 Z" fill="#f1f1f1"/></g>`;
  }
  return out;
}

/** A rocky cove: dark cliffs framing the water instead of a wide beach. */
function cliffs(rng: Random, horizon: number): string {
  const h = rng.int(180, 300);
  return `<path d="M0 ${horizon - h} L140 ${horizon - h + 60} L230 ${horizon + 80} L300 ${H} L0 ${H} Z" fill="#7a6a58"/><path d="M${W} ${horizon - h + 40} L${W - 160} ${horizon - h + 110} L${W - 260} ${horizon + 120} L${W - 320} ${H} L${W} ${H} Z" fill="#6b5c4c"/>`;
}

function seaside(palette: Palette, rng: Random): string {
  const horizon = rng.int(320, 420);
  const shore = rng.int(560, 640);
  const variant = rng.pick(['beach', 'village', 'cove'] as const);
  const distant = `<path d="M0 ${horizon} L${rng.int(200, 400)} ${horizon - rng.int(40, 120)} L${rng.int(500, 700)} ${horizon} Z" fill="#5f7f6a" opacity="0.6"/>`;
  const sand = `<path d="M0 ${shore} Q${W / 2} ${shore - rng.int(10, 60)} ${W} ${shore + 10} L${W} ${H} L0 ${H} Z" fill="${palette.sand}"/>`;
  const palms = `${palm(rng.int(80, 260), H - 40, rng.int(260, 340))}${rng.chance(0.6) ? palm(rng.int(950, 1120), H - 20, rng.int(220, 300)) : ''}`;
  const foreground =
    variant === 'cove'
      ? `${cliffs(rng, horizon)}<path d="M300 ${H} Q${W / 2} ${shore + 60} ${W - 320} ${H} Z" fill="${palette.sand}"/>`
      : variant === 'village'
        ? `${sand}${umbrellas(palette, rng, shore)}`
        : `${sand}${palms}${umbrellas(palette, rng, shore)}`;
  return frame(
    palette,
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>${sun(palette, rng)}${clouds(rng)}${distant}
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>${waves(rng, horizon, H)}
${variant === 'village' ? hillVillage(palette, rng, horizon) : ''}${sailboats(rng, horizon, shore)}
${foreground}
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

function marina(palette: Palette, rng: Random): string {
  const horizon = rng.int(300, 360);
  const quay = 620;
  let boats = '';
  for (let i = rng.int(4, 7); i > 0; i--) {
    const x = rng.int(60, 1140);
    const y = rng.int(horizon + 150, quay - 20);
    boats += `<g transform="translate(${x} ${y})"><path d="M-70 0 L70 0 L50 26 L-50 26 Z" fill="#fff"/><rect x="-2" y="-130" width="4" height="130" fill="#ddd"/><path d="M2 -125 L60 -10 L2 -10 Z" fill="#fff" opacity="0.9"/></g>`;
  }
  return frame(
    palette,
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>${sun(palette, rng)}${clouds(rng)}
<path d="M0 ${horizon} L180 ${horizon - 150} L380 ${horizon - 60} L560 ${horizon - 190} L800 ${horizon - 40} L1000 ${horizon - 160} L1200 ${horizon - 70} L1200 ${horizon} Z" fill="#6b7f73"/>
${whiteHouses(palette, rng, horizon + 60)}
<rect y="${horizon + 60}" width="${W}" height="${quay - horizon - 60}" fill="url(#sea)"/>${waves(rng, horizon + 60, quay)}${boats}
<rect y="${quay}" width="${W}" height="${H - quay}" fill="#cbb89a"/><rect y="${quay}" width="${W}" height="14" fill="#9c8a6d"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

function windowView(palette: Palette, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/><rect x="${x}" y="${y + h * 0.6}" width="${w}" height="${h * 0.4}" fill="url(#sea)"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="14"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="8"/>`;
}

function plant(x: number, base: number): string {
  return `<rect x="${x - 28}" y="${base - 70}" width="56" height="70" rx="8" fill="#c96f4a"/><g fill="#3f8f4f"><ellipse cx="${x}" cy="${base - 120}" rx="24" ry="60"/><ellipse cx="${x - 35}" cy="${base - 105}" rx="18" ry="45" transform="rotate(-25 ${x - 35} ${base - 105})"/><ellipse cx="${x + 35}" cy="${base - 105}" rx="18" ry="45" transform="rotate(25 ${x + 35} ${base - 105})"/></g>`;
}

function living(palette: Palette, rng: Random): string {
  const floor = 560;
  const sofaX = rng.int(380, 560);
  return frame(
    palette,
    `<rect width="${W}" height="${floor}" fill="${palette.wall}"/><rect y="${floor}" width="${W}" height="${H - floor}" fill="${palette.wood}"/>
${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 100}" y1="${floor}" x2="${i * 100 - 60}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`).join('')}
${windowView(palette, rng.int(60, 140), 110, 300, 300)}
<rect x="${sofaX}" y="${floor - 150}" width="420" height="110" rx="30" fill="${palette.accent}"/><rect x="${sofaX - 20}" y="${floor - 90}" width="460" height="90" rx="24" fill="${palette.accent}"/>
<rect x="${sofaX + 20}" y="${floor - 130}" width="90" height="70" rx="14" fill="#fff" opacity="0.7"/><rect x="${sofaX + 310}" y="${floor - 130}" width="90" height="70" rx="14" fill="${palette.sand}"/>
<ellipse cx="${sofaX + 210}" cy="${floor + 120}" rx="330" ry="60" fill="${palette.sand}" opacity="0.8"/>
<rect x="${sofaX + 110}" y="${floor + 40}" width="200" height="20" rx="6" fill="#5a3d2b"/><rect x="${sofaX + 125}" y="${floor + 60}" width="10" height="50" fill="#5a3d2b"/><rect x="${sofaX + 285}" y="${floor + 60}" width="10" height="50" fill="#5a3d2b"/>
<line x1="1040" y1="${floor}" x2="1040" y2="${floor - 300}" stroke="#333" stroke-width="6"/><path d="M990 ${floor - 300} L1090 ${floor - 300} L1065 ${floor - 360} L1015 ${floor - 360} Z" fill="#fff3c4"/>
${plant(rng.int(920, 980), floor + 40)}
<rect x="${rng.int(640, 760)}" y="140" width="180" height="120" fill="${palette.sea}" stroke="#fff" stroke-width="10"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

function bedroom(palette: Palette, rng: Random): string {
  const floor = 600;
  const bedX = rng.int(300, 480);
  return frame(
    palette,
    `<rect width="${W}" height="${floor}" fill="${palette.wall}"/><rect y="${floor}" width="${W}" height="${H - floor}" fill="${palette.wood}"/>
${windowView(palette, rng.chance(0.5) ? 820 : 80, 120, 280, 320)}
<rect x="${bedX}" y="${floor - 260}" width="460" height="170" rx="20" fill="${palette.wood}"/>
<rect x="${bedX - 20}" y="${floor - 110}" width="500" height="150" rx="18" fill="#fff"/><rect x="${bedX - 20}" y="${floor - 60}" width="500" height="100" rx="18" fill="${palette.accent}" opacity="0.85"/>
<rect x="${bedX + 30}" y="${floor - 150}" width="150" height="60" rx="20" fill="#f4f4f4"/><rect x="${bedX + 260}" y="${floor - 150}" width="150" height="60" rx="20" fill="#f4f4f4"/>
<rect x="${bedX - 140}" y="${floor - 70}" width="100" height="110" rx="8" fill="#6d4c35"/><circle cx="${bedX - 90}" cy="${floor - 110}" r="30" fill="#fff3c4"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

function campus(palette: Palette, rng: Random): string {
  const ground = 560;
  let buildings = '';
  for (let x = rng.int(-60, 0); x < W; x += rng.int(200, 280)) {
    const w = rng.int(170, 240);
    const h = rng.int(180, 300);
    buildings += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="#a4513c"/><path d="M${x - 10} ${ground - h} L${x + w / 2} ${ground - h - 50} L${x + w + 10} ${ground - h} Z" fill="#6e2f25"/>`;
    for (let wy = ground - h + 30; wy < ground - 50; wy += 60) {
      for (let wx = x + 20; wx < x + w - 30; wx += 45)
        buildings += `<rect x="${wx}" y="${wy}" width="22" height="34" fill="#f6e7b4"/>`;
    }
  }
  let trees = '';
  for (let i = rng.int(4, 7); i > 0; i--) {
    const x = rng.int(40, 1160);
    trees += `<rect x="${x - 8}" y="${ground + 20}" width="16" height="80" fill="#6b4a2b"/><circle cx="${x}" cy="${ground + 5}" r="${rng.int(45, 65)}" fill="#4f8a3c"/>`;
  }
  return frame(
    palette,
    `<rect width="${W}" height="${ground}" fill="url(#sky)"/>${sun(palette, rng)}${clouds(rng)}
<rect x="560" y="${ground - 420}" width="80" height="420" fill="#d9cdb8"/><path d="M550 ${ground - 420} L600 ${ground - 500} L650 ${ground - 420} Z" fill="#8a7b66"/>
${buildings}<rect y="${ground}" width="${W}" height="${H - ground}" fill="#79a85a"/><path d="M520 ${H} L580 ${ground} L620 ${ground} L680 ${H} Z" fill="#d8cfbf"/>${trees}
<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
  );
}

const SCENES: Record<SceneKind, (palette: Palette, rng: Random) => string> = {
  seaside,
  marina,
  living,
  bedroom,
  campus,
};

export function sceneSvg(kind: SceneKind, palette: Palette, rng: Random): string {
  return SCENES[kind](palette, rng);
}
