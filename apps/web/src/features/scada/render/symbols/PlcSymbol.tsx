import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A PLC rack: a power supply, a CPU and I/O modules; the status LEDs show the state colour. */
export function PlcSymbol({ x, y, width, height, fill }: SymbolProps) {
  const modules = [30, 46, 62, 78];
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <rect x={4} y={14} width={92} height={72} rx={4} fill={BODY.mid} stroke={BODY.line} strokeWidth={3} />
      <rect x={9} y={20} width={18} height={60} rx={2} fill={BODY.dark} stroke={BODY.line} strokeWidth={1.5} />
      {modules.map((x) => (
        <g key={x}>
          <rect x={x} y={20} width={14} height={60} rx={2} fill={BODY.light} stroke={BODY.line} strokeWidth={1.5} />
          <rect x={x + 3} y={26} width={8} height={4} rx={1} fill={fill} />
          <rect x={x + 3} y={33} width={8} height={4} rx={1} fill={fill} opacity={0.6} />
          <path
            d={`M${x + 3} 48 H${x + 11} M${x + 3} 54 H${x + 11} M${x + 3} 60 H${x + 11} M${x + 3} 66 H${x + 11}`}
            stroke={BODY.mid}
            strokeWidth={2}
          />
        </g>
      ))}
      <circle cx={18} cy={30} r={4} fill={fill} stroke={BODY.line} strokeWidth={1} />
    </SymbolFrame>
  );
}
