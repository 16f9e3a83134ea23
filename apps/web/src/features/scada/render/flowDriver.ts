/**
 * Pipe flow: the dashes of every flowing pipe on the page moved by one shared animation-frame loop
 * (not a CSS animation per pipe, which has the browser sample each animation and recompute each
 * pipe's style on every frame). The pipes take turns: each frame moves a third of them, so each
 * pipe's dashes step at 20 Hz, at the speed the CSS animation had (one 24-unit dash pattern every
 * 0.8 s). Nothing moves while the user prefers reduced motion; the loop stops when no pipe flows
 * (and the browser runs no animation frames in a hidden tab).
 */
const PATTERN = 24;
const PERIOD_MS = 800;
const TURNS = 3;

interface Flow {
  node: SVGElement;
  reverse: boolean;
}

const flows = new Set<Flow>();
let frame: number | undefined;
let turn = 0;

/** The dash offset at `now` (ms): forward runs from PATTERN down to 0, reverse from 0 up. */
export function flowOffset(now: number, reverse: boolean): number {
  const phase = (now % PERIOD_MS) / PERIOD_MS;
  return Math.round((reverse ? phase : 1 - phase) * PATTERN * 10) / 10;
}

let motionQuery: MediaQueryList | undefined;

function reducedMotion(): boolean {
  if (typeof matchMedia !== 'function') return false;
  motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)');
  return motionQuery.matches;
}

function tick(now: number): void {
  frame = undefined;
  if (flows.size === 0) return;
  turn = (turn + 1) % TURNS;
  if (!reducedMotion()) {
    let index = 0;
    for (const flow of flows) {
      if (index % TURNS === turn) flow.node.setAttribute('stroke-dashoffset', String(flowOffset(now, flow.reverse)));
      index += 1;
    }
  }
  frame = requestAnimationFrame(tick);
}

/** Moves the dashes of `node` (a flowing pipe's dashed line) until the returned function is called. */
export function startFlow(node: SVGElement, reverse: boolean): () => void {
  const flow = { node, reverse };
  flows.add(flow);
  if (frame === undefined && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(tick);
  return () => {
    flows.delete(flow);
    if (flows.size === 0 && frame !== undefined) {
      cancelAnimationFrame(frame);
      frame = undefined;
    }
  };
}
