import type { ChargingRoom, Tariff } from '@fieldlink/domain';
import type { Translate } from '../../../i18n/useTranslation';

/** A room's opening hours in a line: "24 hours" or "06:00–23:30". */
export function hoursText(room: Pick<ChargingRoom, 'openingHours'>, t: Translate): string {
  return room.openingHours.allDay ? t('chargingRooms:allDay') : `${room.openingHours.open}–${room.openingHours.close}`;
}

/** A tariff in a line: its flat prices, or how many peak/valley periods price the day. */
export function tariffText(tariff: Tariff, t: Translate): string {
  if (tariff.timeOfUse) return `${tariff.currency} · ${t('chargingRooms:touSummary', { count: tariff.periods.length })}`;
  return t('chargingRooms:flatSummary', { energy: tariff.energyPrice, time: tariff.timePrice, currency: tariff.currency });
}
