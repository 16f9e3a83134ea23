import { DEFAULT_TIME_ZONE } from '@fieldlink/domain';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from './useProfile';

/** The signed-in user's company time zone (from the profile): maintenance calendars and quiet hours run in it. */
export function useCompanyTimeZone(): string {
  return useProfile(useShellKind()).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
