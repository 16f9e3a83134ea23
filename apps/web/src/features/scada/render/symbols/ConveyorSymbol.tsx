import styles from '../scene.module.css';
import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** A belt conveyor: the belt in the state colour around two end drums and rollers that turn while running. */
export function ConveyorSymbol({ x, y, width, height, fill, running }: SymbolProps) {
  const rollers = [14, 38, 62, 86];
  return (
    <SymbolFrame x={x} y={y} width={width} height={height} viewBox="0 0 100 60">
      <path d="M20 42 L16 58 M80 42 L84 58 M50 42 V58" stroke={BODY.line} strokeWidth={3} strokeLinecap="round" />
      <rect x={2} y={14} width={96} height={28} rx={14} fill={fill} stroke={BODY.line} strokeWidth={3} />
      <rect x={8} y={19} width={84} height={18} rx={9} fill={BODY.light} stroke={BODY.line} strokeWidth={1.5} />
      {rollers.map((x) => (
        <g key={x} className={running ? styles.spin : undefined}>
          <circle cx={x} cy={28} r={7} fill={BODY.mid} stroke={BODY.line} strokeWidth={2} />
          <path d={`M${x - 5} 28 H${x + 5} M${x} 23 V33`} stroke={BODY.line} strokeWidth={1.5} />
        </g>
      ))}
    </SymbolFrame>
  );
}
