import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A gate valve: two triangles point to point in the state colour, a stem and a handwheel on top. */
export function ValveSymbol({ x, y, width, height, fill }: SymbolProps) {
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <rect x={2} y={56} width={8} height={32} rx={1} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <rect x={90} y={56} width={8} height={32} rx={1} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
      <path d="M10 58 L50 72 L10 86 Z M90 58 L50 72 L90 86 Z" fill={fill} stroke={BODY.line} strokeWidth={3} />
      <rect x={47} y={26} width={6} height={46} fill={BODY.dark} stroke={BODY.line} strokeWidth={1.5} />
      <rect x={22} y={18} width={56} height={10} rx={5} fill={BODY.mid} stroke={BODY.line} strokeWidth={2.5} />
      <circle cx={50} cy={72} r={5} fill={BODY.light} stroke={BODY.line} strokeWidth={2} />
    </SymbolFrame>
  );
}
