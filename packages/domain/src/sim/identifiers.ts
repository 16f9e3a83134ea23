/**
 * The numbers of a SIM card: ICCID (the card), IMSI (the subscriber on the network), MSISDN (the
 * number). An ICCID is 19 or 20 digits ending in a Luhn check digit (ITU-T E.118); an IMSI is 15
 * digits (MCC + MNC + MSIN); an MSISDN is 11 to 15 digits (E.164 without "+", IoT numbers in China
 * are 13 digits, e.g. 1440…).
 */
export const ICCID_MAX_LENGTH = 20;
export const IMSI_LENGTH = 15;
export const MSISDN_MAX_LENGTH = 15;
export const ICCID_PATTERN = new RegExp(`^\\d{19,${ICCID_MAX_LENGTH}}$`);
export const IMSI_PATTERN = new RegExp(`^\\d{${IMSI_LENGTH}}$`);
export const MSISDN_PATTERN = new RegExp(`^\\d{11,${MSISDN_MAX_LENGTH}}$`);

/** Whether the digits pass the Luhn check (the last digit being the check digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `body`. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d);
  throw new Error('unreachable');
}

export function iccidValid(iccid: string): boolean {
  return ICCID_PATTERN.test(iccid) && luhnValid(iccid);
}

export function imsiValid(imsi: string): boolean {
  return IMSI_PATTERN.test(imsi);
}

export function msisdnValid(msisdn: string): boolean {
  return MSISDN_PATTERN.test(msisdn);
}
