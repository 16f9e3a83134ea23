import { cellBox } from './layout.js';
import type { ScreenLayout, ScreenWidgetKind } from './schemas.js';

/** The colour of each widget kind in a thumbnail. */
const KIND_COLORS: Record<ScreenWidgetKind, string> = {
  title: '#1f3b5c',
  clock: '#1f3b5c',
  kpi: '#1677ff',
  deviceStatus: '#13c2c2',
  alarmTicker: '#f5222d',
  orderFunnel: '#fa8c16',
  lineChart: '#52c41a',
  barChart: '#a0d911',
  pieChart: '#eb2f96',
  map: '#2f54eb',
  scada: '#722ed1',
  production: '#faad14',
  reliability: '#36cfc9',
};

const BACKGROUNDS = { dark: '#0b1426', navy: '#071a3d' } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 240;

/**
 * The screen's preview, stored with it on every save: an SVG of the design canvas at thumbnail size,
 * each widget a box in its kind's colour, the title on top. Text is escaped; nothing is linked.
 */
export function screenThumbnailSvg(layout: ScreenLayout): string {
  const scale = THUMBNAIL_SIZE / Math.max(layout.width, layout.height);
  const width = Math.round(layout.width * scale);
  const height = Math.round(layout.height * scale);
  const round = (n: number) => Math.round(n * scale * 10) / 10;
  const boxes = layout.widgets.map((widget) => {
    const box = cellBox(widget, layout, layout);
    return `<rect x="${round(box.left)}" y="${round(box.top)}" width="${round(box.width)}" height="${round(box.height)}" rx="2" fill="${KIND_COLORS[widget.kind]}" fill-opacity="0.75"/>`;
  });
  const title = layout.title
    ? `<text x="${width / 2}" y="${Math.max(10, round(40))}" font-size="10" text-anchor="middle" fill="#e6f4ff" font-family="sans-serif">${escapeXml(layout.title)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${BACKGROUNDS[layout.theme]}"/>${boxes.join('')}${title}</svg>`;
}
