import { SCREEN_GAP, cellBox, type ScreenLayout } from '@fieldlink/domain';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './screens.module.css';

/** Design pixels to CSS pixels in the stacked view: the screen's text stays readable on a phone. */
const ZOOM = 0.75;
/** The tallest a widget is drawn in the stacked view, in design pixels (a full-height map would fill many phone screens). */
const MAX_HEIGHT = 560;

export interface StackedBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The widgets in reading order (top to bottom, then left to right), each with its height in design pixels. */
export function stackedOrder<W extends { x: number; y: number; w: number; h: number }>(layout: ScreenLayout & { widgets: readonly W[] }) {
  return [...layout.widgets]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((widget) => ({ widget, height: Math.min(MAX_HEIGHT, cellBox(widget, layout, layout, SCREEN_GAP).height) }));
}

/**
 * A large screen for a narrow window (issue 37 item 9: a 1920×1080 screen on a phone): the widgets one
 * under another, each the window's width, drawn at a readable scale, the page scrolling down.
 */
export function StackedScreen<W extends { id: string; x: number; y: number; w: number; h: number }>({
  layout,
  render,
}: {
  layout: ScreenLayout & { widgets: readonly W[] };
  render(widget: W, box: StackedBox): ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const designWidth = Math.max(0, width - 2 * 8) / ZOOM;
  return (
    <div ref={viewport} className={styles.stacked} data-testid="screen-stacked">
      {width > 0 &&
        stackedOrder(layout).map(({ widget, height }) => (
          <div key={widget.id} className={styles.stackedItem} style={{ height: height * ZOOM }}>
            <div
              className={`${styles.canvas} ${layout.theme === 'navy' ? styles.navy : ''}`}
              style={{ width: designWidth, height, transform: `scale(${ZOOM})` }}
            >
              {render(widget, { left: 0, top: 0, width: designWidth, height })}
            </div>
          </div>
        ))}
    </div>
  );
}
