import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

export interface SignaturePadHandle {
  isEmpty(): boolean;
  clear(): void;
  /** The drawing as a PNG (white background). */
  toBlob(): Promise<Blob>;
}

/**
 * A signature drawn with a finger, pen or mouse (pointer events, so touch and mouse alike) on a
 * canvas sized to its box; the strokes are kept so a resize redraws them.
 */
export function SignaturePad({ ref, height = 180 }: { ref?: Ref<SignaturePadHandle>; height?: number }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<{ x: number; y: number }[][]>([]);
  const [empty, setEmpty] = useState(true);

  const redraw = () => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, el.width, el.height);
    ctx.strokeStyle = '#1f1f3d';
    ctx.lineWidth = 2.5 * (window.devicePixelRatio || 1);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const stroke of strokes.current) {
      ctx.beginPath();
      stroke.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x * el.width, p.y * el.height) : ctx.lineTo(p.x * el.width, p.y * el.height)));
      if (stroke.length === 1) ctx.lineTo(stroke[0]!.x * el.width + 0.5, stroke[0]!.y * el.height + 0.5);
      ctx.stroke();
    }
  };

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      el.width = Math.max(1, Math.round(el.clientWidth * ratio));
      el.height = Math.max(1, Math.round(el.clientHeight * ratio));
      redraw();
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };

  useImperativeHandle(ref, () => ({
    isEmpty: () => strokes.current.length === 0,
    clear: () => {
      strokes.current = [];
      setEmpty(true);
      redraw();
    },
    toBlob: () =>
      new Promise<Blob>((resolve, reject) =>
        canvas.current?.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('signature'))), 'image/png'),
      ),
  }));

  return (
    <div>
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        aria-label={t('workOrders:signature.label')}
        style={{
          width: '100%',
          height,
          border: '1px dashed #bbb',
          borderRadius: 6,
          touchAction: 'none',
          background: '#fff',
          display: 'block',
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          strokes.current.push([point(event)]);
          setEmpty(false);
          redraw();
        }}
        onPointerMove={(event) => {
          if (event.buttons === 0 && event.pointerType === 'mouse') return;
          const stroke = strokes.current.at(-1);
          if (!stroke || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
          stroke.push(point(event));
          redraw();
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: '#888', marginTop: 4 }}>
        <span>{empty ? t('workOrders:signature.hint') : t('workOrders:signature.signed')}</span>
        <a
          role="button"
          data-testid="signature-clear"
          onClick={() => {
            strokes.current = [];
            setEmpty(true);
            redraw();
          }}
        >
          {t('workOrders:signature.clear')}
        </a>
      </div>
    </div>
  );
}
