import type { ReactNode } from 'react';

export interface SymbolProps {
  /** Where the symbol's box starts (default 0, 0). */
  x?: number;
  y?: number;
  width: number;
  height: number;
  /** The state colour (from the element's colour rules). */
  fill: string;
  /** Running: moving parts (a fan's blades, a conveyor's rollers) turn. */
  running?: boolean;
}

/** Neutral body colours: mid greys with a dark outline read on light and dark backgrounds. */
export const BODY = {
  light: '#c9d1d9',
  mid: '#8f9ba7',
  dark: '#56616d',
  line: '#2f3942',
} as const;

/** A symbol drawn on a 100×100 grid, scaled into the element's box keeping its proportions. */
export function SymbolFrame({
  x,
  y,
  width,
  height,
  children,
  viewBox = '0 0 100 100',
}: {
  x?: number;
  y?: number;
  width: number;
  height: number;
  children: ReactNode;
  viewBox?: string;
}) {
  return (
    <svg x={x} y={y} width={width} height={height} viewBox={viewBox} overflow="visible" strokeLinejoin="round">
      {children}
    </svg>
  );
}
