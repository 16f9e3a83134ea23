import type { chargingMessagesZhCN } from './messages.zh-CN.js';

/** `chargingMessages` in en-US: exactly the zh-CN keys. */
export const chargingMessagesEnUS: Record<keyof typeof chargingMessagesZhCN, string> = {
  'validation.timeOfDay': 'A time is HH:mm (00:00 to 24:00)',
  'validation.tariffPrice': 'A price is 0 to 1000 with at most 4 decimals',
  'validation.tariffPeriodsMax': 'At most 12 periods',
  'validation.tariffPeriodEmpty': 'A period cannot start and end at the same time',
  'validation.tariffPeriodsOverlap': 'Two tariff periods overlap',
  'validation.tariffPeriodsGap': 'With peak/valley pricing the periods must cover all 24 hours of the day',
  'validation.idleGrace': 'The free idle time is a whole number of minutes from 0 to 240',
  'validation.openingHours': 'Opening and closing times cannot be the same',
  'validation.cabinetSlots': 'A cabinet has 1 to 60 slots (a whole number)',
  'validation.chargingRoomName': 'A charging room name is 1 to 20 characters',
  'validation.chargingRoomAddress': 'The address is at most 100 characters',
  'validation.chargingCapacity': 'The capacity (charging bays) is a whole number from 1 to 999',
  'validation.cabinetTwice': 'A cabinet can be added only once',
  'validation.capacityBelowSlots': 'The capacity cannot be less than the slots of the cabinets in the room',
  'error.chargingRoomNotFound': 'The charging room does not exist or you have no access to it',
  'error.chargingRoomNameTaken': 'This project already has a charging room with that name',
  'error.cabinetNotInProject': 'A cabinet must be a device of the room’s project',
  'error.cabinetInOtherRoom': 'That cabinet is already in another charging room',
};
