import styles from '../scene.module.css';
import { BODY, SymbolFrame, type SymbolProps } from './SymbolFrame';

/** An axial fan: round housing, blades in the state colour that turn while running. */
export function FanSymbol({ x, y, width, height, fill, running }: SymbolProps) {
  const blade = 'M50 50 C44 38 44 22 50 14 C58 22 60 38 50 50 Z';
  return (
    <SymbolFrame x={x} y={y} width={width} height={height}>
      <circle cx={50} cy={50} r={46} fill={BODY.light} stroke={BODY.line} strokeWidth={3} />
      <circle cx={50} cy={50} r={40} fill="none" stroke={BODY.mid} strokeWidth={2} />
      <g className={running ? styles.spin : undefined}>
        {[0, 90, 180, 270].map((angle) => (
          <path key={angle} d={blade} transform={`rotate(${angle} 50 50)`} fill={fill} stroke={BODY.line} strokeWidth={2} />
        ))}
        {/* keeps the spinning group's box centred on the hub */}
        <circle cx={50} cy={50} r={38} fill="none" />
      </g>
      <circle cx={50} cy={50} r={8} fill={BODY.dark} stroke={BODY.line} strokeWidth={2} />
    </SymbolFrame>
  );
}
