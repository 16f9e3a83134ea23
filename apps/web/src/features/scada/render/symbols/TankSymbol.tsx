import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A vertical vessel with a domed top and bottom on legs; its band shows the state colour. */
export function TankSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <path d="M28 80 L22 97 M72 80 L78 97" stroke={BODY.line} strokeWidth={4} strokeLinecap="round" />
      <path d="M20 22 Q20 6 50 6 Q80 6 80 22 V78 Q80 92 50 92 Q20 92 20 78 Z" fill={BODY.light} stroke={BODY.line} strokeWidth={3} />
      <rect x={20} y={44} width={60} height={22} fill={fill} stroke={BODY.line} strokeWidth={2} />
      <path d="M30 22 V78" stroke="#ffffff" strokeOpacity={0.7} strokeWidth={4} strokeLinecap="round" />
      <rect x={44} y={2} width={12} height={6} rx={1} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
    </SymbolFrame>
  );
}
