import { fitTransform, type ScreenLayout } from '@fieldlink/domain';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './screens.module.css';

/**
 * The design canvas fitted to the whole window (letterbox or stretch, as the screen says), never
 * larger than it: the page has no scrollbars at any size.
 */
export function ScreenStage({ layout, children }: { layout: ScreenLayout; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fit = fitTransform(layout, size, layout.fit);
  return (
    <div ref={viewport} className={styles.viewport} data-testid="screen-viewport">
      {size.width > 0 && (
        <div
          className={`${styles.canvas} ${layout.theme === 'navy' ? styles.navy : ''}`}
          style={{
            width: layout.width,
            height: layout.height,
            transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scaleX}, ${fit.scaleY})`,
          }}
          data-testid="screen-canvas"
          data-fit={layout.fit}
        >
          {children}
        </div>
      )}
    </div>
  );
}
