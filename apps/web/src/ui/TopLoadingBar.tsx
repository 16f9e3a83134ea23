import { useEffect, useState } from 'react';

const DELAY_MS = 120;

/** A thin bar across the top of the page while foreground requests run (shown after a short delay). */
export function TopLoadingBar({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);

  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      data-testid="loading-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        zIndex: 3000,
        pointerEvents: 'none',
        background: 'linear-gradient(90deg, #165DFF, #60D4FF)',
        width: visible ? '85%' : 0,
        opacity: visible ? 1 : 0,
        transition: visible ? 'width 8s cubic-bezier(0.1, 0.6, 0.2, 1), opacity 0.2s' : 'opacity 0.3s',
      }}
    />
  );
}
