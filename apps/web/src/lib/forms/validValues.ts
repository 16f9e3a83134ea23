import type { FormInstance } from 'antd';
import { announceIncompleteForm } from './incompleteForm';

/** What antd's validateFields rejects with when a rule fails (the form already shows the messages). */
export function isFieldErrors(error: unknown): error is { errorFields: unknown[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errorFields?: unknown }).errorFields);
}

/**
 * The form's values when every rule passes, else undefined: the field errors are on the form, the
 * app says "please complete the form", and nothing is thrown, so an empty submit never ends as an
 * uncaught error. Anything else is rethrown.
 */
export async function validValues<T>(
  form: Pick<FormInstance<T>, 'validateFields'>,
  onIncomplete: () => void = announceIncompleteForm,
): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (isFieldErrors(error)) {
      onIncomplete();
      return undefined;
    }
    throw error;
  }
}
