import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A centrifugal pump: round casing in the state colour, outlet on top, inlet on the left, on a base. */
export function PumpSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <rect x={14} y={84} width={72} height={10} rx={2} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <path d="M34 84 L40 70 H60 L66 84 Z" fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <rect x={56} y={8} width={20} height={30} fill={BODY.light} stroke={BODY.line} strokeWidth={2.5} />
      <rect x={52} y={4} width={28} height={7} rx={1} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <rect x={4} y={40} width={24} height={18} fill={BODY.light} stroke={BODY.line} strokeWidth={2.5} />
      <rect x={2} y={36} width={7} height={26} rx={1} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <circle cx={50} cy={49} r={28} fill={fill} stroke={BODY.line} strokeWidth={3} />
      <path d="M50 31 L66 58 H34 Z" fill="#ffffff" fillOpacity={0.85} stroke={BODY.line} strokeWidth={2} />
      <circle cx={50} cy={49} r={5} fill={BODY.dark} />
    </SymbolFrame>
  );
}
