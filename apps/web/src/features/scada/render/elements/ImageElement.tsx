import type { SceneElement } from '@fieldlink/domain';
import type { RenderContext } from '../types';
import { COLORS } from './shared';

type Props = { element: Extract<SceneElement, { kind: 'image' }>; ctx: RenderContext };

const ASPECT = { contain: 'xMidYMid meet', cover: 'xMidYMid slice', stretch: 'none' } as const;

/** A gallery image (its object URL); a dashed placeholder until it has loaded or when it is missing. */
export function ImageElement({ element, ctx }: Props) {
  const { x, y, w, h } = element;
  const href = element.galleryId === undefined ? undefined : ctx.gallery(element.galleryId);
  if (!href) return <rect x={x} y={y} width={w} height={h} fill="none" stroke={COLORS.body} strokeDasharray="4 4" />;
  return <image href={href} x={x} y={y} width={w} height={h} preserveAspectRatio={ASPECT[element.fit]} />;
}
