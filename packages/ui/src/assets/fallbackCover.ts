// The stock cover shown when a property has no photo or its photo fails to load (SPEC 8: "a broken image
// shows a stock placeholder photo"). An inline SVG so it needs no request and never breaks itself.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9d9b8"/><stop offset="1" stop-color="#f6eee2"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f8c92"/><stop offset="1" stop-color="#0f5f66"/></linearGradient>
</defs>
<rect width="800" height="600" fill="url(#s)"/>
<circle cx="590" cy="210" r="70" fill="#f29d52" opacity="0.85"/>
<path d="M0 330 Q200 300 400 330 T800 330 V600 H0Z" fill="url(#w)"/>
<path d="M0 380 Q200 355 400 380 T800 380" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>
<path d="M0 450 Q200 425 400 450 T800 450" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" fill="none"/>
<path d="M0 520 C150 470 330 470 480 520 S800 560 800 560 V600 H0Z" fill="#ecd9b8"/>
<g transform="translate(150 250)"><rect x="0" y="40" width="120" height="80" fill="#fffaf2"/><path d="M-12 44 L60 0 L132 44Z" fill="#e4664d"/><rect x="48" y="76" width="24" height="44" fill="#0f5f66"/><rect x="14" y="60" width="22" height="18" fill="#9fd0d2"/><rect x="84" y="60" width="22" height="18" fill="#9fd0d2"/></g>
</svg>`;

export const fallbackCover = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
