import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** An electric motor: finned body, end shield, shaft, terminal box in the state colour, on feet. */
export function MotorSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <rect x={14} y={86} width={64} height={8} rx={2} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <rect x={84} y={52} width={14} height={8} rx={1} fill={BODY.dark} stroke={BODY.line} strokeWidth={1.5} />
      <rect x={72} y={36} width={14} height={40} rx={4} fill={BODY.mid} stroke={BODY.line} strokeWidth={2.5} />
      <rect x={8} y={30} width={68} height={56} rx={8} fill={BODY.light} stroke={BODY.line} strokeWidth={3} />
      <path d="M18 40 H66 M18 49 H66 M18 58 H66 M18 67 H66 M18 76 H66" stroke={BODY.mid} strokeWidth={3} strokeLinecap="round" />
      <rect x={30} y={12} width={28} height={20} rx={3} fill={fill} stroke={BODY.line} strokeWidth={2.5} />
      <text x={44} y={27} textAnchor="middle" fontSize={15} fontWeight="bold" fill="#ffffff">
        M
      </text>
    </SymbolFrame>
  );
}
