import { pointLabel, type Language } from '@fieldlink/domain';

/** A point named in a trigger or assignment as readers know it: its description in the language, else its key. */
export function pointShown(name: string | null | undefined, description: string | null | undefined, language: Language): string {
  return name ? pointLabel({ name, valueDescription: description }, language) : '';
}
