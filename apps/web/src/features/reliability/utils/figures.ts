import type { OrderEvidence, VerificationState } from '@fieldlink/domain';

/** What the order page reads about the data: its verification state, or "being repaired" before completion. */
export type EvidenceLabel = VerificationState | 'handling';

export function evidenceLabel(status: string, state: OrderEvidence['state']): EvidenceLabel | null {
  if (state !== null) return state;
  return status === 'completed' || status === 'cancelled' ? null : 'handling';
}

export const EVIDENCE_COLORS: Record<EvidenceLabel, string> = {
  handling: 'processing',
  awaiting: 'gold',
  verified: 'green',
  not_verifiable: 'default',
  recurred: 'red',
  manual: 'blue',
};

/** Whether a dispatcher may confirm the repair by hand now (the server's rule, mirrored). */
export function mayConfirmByHand(status: string, state: OrderEvidence['state']): boolean {
  return status === 'completed' && (state === 'awaiting' || state === 'not_verifiable');
}

/** Milliseconds as hours with one decimal ('—' when there is no figure). */
export function hours(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : (Math.round(ms / 360_000) / 10).toString();
}

/** A share 0..1 as a percentage with one decimal ('—' when there is none). */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 1000) / 10}%`;
}

/** A window in seconds in its largest whole unit: [count, unit]. */
export function durationParts(seconds: number): [number, 's' | 'min' | 'h' | 'd'] {
  if (seconds % 86_400 === 0) return [seconds / 86_400, 'd'];
  if (seconds % 3600 === 0) return [seconds / 3600, 'h'];
  if (seconds % 60 === 0) return [seconds / 60, 'min'];
  return [seconds, 's'];
}

/** The period the device views show: the last 90 days up to the next whole hour. */
export function recentPeriod(now = new Date(), days = 90): { from: string; to: string } {
  const to = new Date(now);
  to.setMinutes(0, 0, 0);
  to.setHours(to.getHours() + 1);
  return { from: new Date(to.getTime() - days * 86_400_000).toISOString(), to: to.toISOString() };
}
