import { ApiError } from '../../../lib/http/ApiError';
import type { FieldErrors } from '../../../lib/forms/serverFieldErrors';

/** The wizard's parts, in step order: the server names a field `project.name` or `device.boxId`. */
export const WIZARD_PARTS = ['project', 'device'] as const;
export type WizardPart = (typeof WIZARD_PARTS)[number];

export interface WizardErrors {
  fields: Record<WizardPart, FieldErrors[]>;
  /** The first step with a field error, to go back to; null when no field was named. */
  step: number | null;
}

/** Splits the server's field messages of POST /projects/with-device by part. */
export function wizardErrors(error: unknown): WizardErrors {
  const fields: Record<WizardPart, Map<string, string[]>> = { project: new Map(), device: new Map() };
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const [part, name] = issue.path.split('.');
      if (!name || !(WIZARD_PARTS as readonly string[]).includes(part ?? '')) continue;
      const byName = fields[part as WizardPart];
      byName.set(name, [...(byName.get(name) ?? []), issue.message]);
    }
  }
  const list = (part: WizardPart) => [...fields[part]].map(([name, errors]) => ({ name, errors }));
  const step = WIZARD_PARTS.findIndex((part) => fields[part].size > 0);
  return { fields: { project: list('project'), device: list('device') }, step: step === -1 ? null : step };
}
