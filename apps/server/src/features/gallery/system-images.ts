/**
 * The system gallery (read-only, every company sees it): a few drawings made for Fieldlink, seeded
 * on first start. Each passes the same sanitiser as an upload (system-images test).
 */
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const FACTORY = svg(
  640,
  360,
  '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2a41"/><stop offset="1" stop-color="#32496b"/></linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#sky)"/>' +
    '<rect y="300" width="640" height="60" fill="#2b3442"/>' +
    '<path d="M40 300V170l80 50v-50l80 50v-50l80 50V120h40v180z" fill="#4a5a70" stroke="#7f93ad" stroke-width="2"/>' +
    '<rect x="290" y="60" width="22" height="80" fill="#5d6e86"/><rect x="330" y="40" width="22" height="100" fill="#5d6e86"/>' +
    '<path d="M360 300V200h240v100z" fill="#3d4b5e" stroke="#7f93ad" stroke-width="2"/>' +
    '<g fill="#f2c14e" opacity="0.85"><rect x="70" y="240" width="26" height="18"/><rect x="150" y="240" width="26" height="18"/><rect x="230" y="240" width="26" height="18"/>' +
    '<rect x="390" y="230" width="40" height="20"/><rect x="460" y="230" width="40" height="20"/><rect x="530" y="230" width="40" height="20"/></g>' +
    '<path d="M0 330h640" stroke="#5b6b80" stroke-dasharray="24 16" stroke-width="4"/>',
);

const arrow = (rotate: number) =>
  svg(
    120,
    120,
    `<g transform="rotate(${rotate} 60 60)"><path d="M14 48h56V24l38 36-38 36V72H14z" fill="#1f8a4c" stroke="#0f5130" stroke-width="4" stroke-linejoin="round"/></g>`,
  );

const PLATE = svg(
  320,
  120,
  '<defs><linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6ebf1"/><stop offset="0.5" stop-color="#b7c2cf"/><stop offset="1" stop-color="#8c99a8"/></linearGradient></defs>' +
    '<rect x="4" y="4" width="312" height="112" rx="14" fill="url(#steel)" stroke="#4c5866" stroke-width="4"/>' +
    '<rect x="18" y="18" width="284" height="84" rx="8" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>' +
    '<g fill="#4c5866"><circle cx="20" cy="20" r="5"/><circle cx="300" cy="20" r="5"/><circle cx="20" cy="100" r="5"/><circle cx="300" cy="100" r="5"/></g>' +
    '<path d="M60 78l26-36 20 26 14-18 24 28z" fill="#1d5fa8"/>' +
    '<text x="160" y="70" font-family="sans-serif" font-size="26" font-weight="bold" fill="#24303d">FIELDLINK</text>',
);

const WARNING = svg(
  120,
  108,
  '<path d="M60 6l56 96H4z" fill="#f4c20d" stroke="#1f1f1f" stroke-width="6" stroke-linejoin="round"/>' +
    '<rect x="54" y="36" width="12" height="38" rx="4" fill="#1f1f1f"/><circle cx="60" cy="86" r="7" fill="#1f1f1f"/>',
);

const CABINET = svg(
  160,
  240,
  '<rect x="6" y="6" width="148" height="228" rx="6" fill="#c9d2dc" stroke="#56616e" stroke-width="4"/>' +
    '<rect x="20" y="20" width="120" height="70" rx="4" fill="#10202f" stroke="#56616e" stroke-width="2"/>' +
    '<path d="M28 70l18-20 16 12 20-26 18 16 18-8" fill="none" stroke="#39d98a" stroke-width="3"/>' +
    '<g stroke="#56616e" stroke-width="2"><circle cx="50" cy="120" r="12" fill="#2ecc71"/><circle cx="110" cy="120" r="12" fill="#e74c3c"/></g>' +
    '<rect x="30" y="150" width="100" height="8" fill="#56616e"/><rect x="30" y="168" width="100" height="8" fill="#56616e"/><rect x="30" y="186" width="100" height="8" fill="#56616e"/>' +
    '<rect x="132" y="110" width="8" height="40" rx="3" fill="#56616e"/>',
);

export const SYSTEM_IMAGES: readonly { name: string; svg: string }[] = [
  { name: '厂房背景 Factory', svg: FACTORY },
  { name: '箭头向右 Arrow right', svg: arrow(0) },
  { name: '箭头向下 Arrow down', svg: arrow(90) },
  { name: '箭头向左 Arrow left', svg: arrow(180) },
  { name: '箭头向上 Arrow up', svg: arrow(270) },
  { name: '铭牌 Nameplate', svg: PLATE },
  { name: '警告标志 Warning', svg: WARNING },
  { name: '控制柜 Control cabinet', svg: CABINET },
];
