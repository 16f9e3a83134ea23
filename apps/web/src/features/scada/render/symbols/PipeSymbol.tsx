import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A straight pipe section between two flanges; the medium shows in the state colour. */
export function PipeSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <rect x={6} y={34} width={88} height={32} fill={BODY.light} stroke={BODY.line} strokeWidth={3} />
      <rect x={12} y={44} width={76} height={12} rx={3} fill={fill} />
      <rect x={2} y={26} width={10} height={48} rx={2} fill={BODY.mid} stroke={BODY.line} strokeWidth={2.5} />
      <rect x={88} y={26} width={10} height={48} rx={2} fill={BODY.mid} stroke={BODY.line} strokeWidth={2.5} />
      <path d="M16 38 H84" stroke="#ffffff" strokeOpacity={0.7} strokeWidth={3} strokeLinecap="round" />
    </SymbolFrame>
  );
}
