import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A transmitter: round head with a state-coloured ring, a neck and a threaded process connection. */
export function SensorSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <path d="M42 70 H58 V92 H42 Z" fill={BODY.mid} stroke={BODY.line} strokeWidth={2.5} />
      <path d="M42 76 H58 M42 82 H58 M42 88 H58" stroke={BODY.line} strokeWidth={1.5} />
      <rect x={36} y={60} width={28} height={12} rx={2} fill={BODY.light} stroke={BODY.line} strokeWidth={2.5} />
      <circle cx={50} cy={34} r={28} fill={fill} stroke={BODY.line} strokeWidth={3} />
      <circle cx={50} cy={34} r={19} fill="#ffffff" stroke={BODY.line} strokeWidth={2} />
      <path d="M50 34 L61 26" stroke={BODY.line} strokeWidth={3} strokeLinecap="round" />
      <circle cx={50} cy={34} r={3} fill={BODY.line} />
    </SymbolFrame>
  );
}
