import { describe, expect, it } from 'vitest';
import { addMonths, cycleStart, extendedExpiry, nextCycleStart, renewedExpiry, usagePercent, wallDate, warningDue } from './cycle.js';
import { iccidValid, imsiValid, luhnCheckDigit, luhnValid, msisdnValid } from './identifiers.js';
import {
  INVOICE_EMAIL_MAX_LENGTH,
  INVOICE_NO_MAX_LENGTH,
  InvoiceApplicationCreateSchema,
  InvoiceProcessSchema,
  OFFERING_ID_MAX_LENGTH,
  SimCardCreateSchema,
  TAX_NUMBER_MAX_LENGTH,
} from './schemas.js';

const iccid19 = `898604112022${'1234567'.slice(0, 6)}`;
const valid19 = iccid19 + luhnCheckDigit(iccid19);
const body20 = '8986041120221234567';
const valid20 = body20 + luhnCheckDigit(body20);

describe('SIM identifiers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('takes an ICCID of 19 or 20 digits with its check digit, and nothing else', () => {
    expect(valid19).toHaveLength(19);
    expect(iccidValid(valid19)).toBe(true);
    expect(iccidValid(valid20)).toBe(true);
    const wrongDigit = valid20.slice(0, -1) + String((Number(valid20.at(-1)) + 1) % 10);
    expect(iccidValid(wrongDigit)).toBe(false);
    const eighteen = '89860411202212345';
    expect(iccidValid(eighteen + luhnCheckDigit(eighteen))).toBe(false);
    const twentyOne = '89860411202212345678';
    expect(iccidValid(twentyOne + luhnCheckDigit(twentyOne))).toBe(false);
    expect(iccidValid(`${valid19.slice(0, -2)}A${valid19.at(-1)}`)).toBe(false);
  });

  it('takes an IMSI of 15 digits and an MSISDN of 11 to 15', () => {
    expect(imsiValid('460040123456789')).toBe(true);
    expect(imsiValid('46004012345678')).toBe(false);
    expect(msisdnValid('1440123456789')).toBe(true);
    expect(msisdnValid('13912345678')).toBe(true);
    expect(msisdnValid('1391234567')).toBe(false);
    expect(msisdnValid('1234567890123456')).toBe(false);
  });
});

describe('SIM cycles and dates', () => {
  it('starts a cycle on the cycle day, the month before when the day is still ahead', () => {
    expect(cycleStart('2026-11-26', 1)).toBe('2026-11-01');
    expect(cycleStart('2026-11-01', 1)).toBe('2026-11-01');
    expect(cycleStart('2026-11-14', 15)).toBe('2026-10-15');
    expect(cycleStart('2026-11-15', 15)).toBe('2026-11-15');
    expect(cycleStart('2027-01-10', 28)).toBe('2026-12-28');
    expect(nextCycleStart('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads the wall date in the company zone (midnight in Shanghai is 16:00 UTC)', () => {
    expect(wallDate(new Date('2026-11-30T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-30');
    expect(wallDate(new Date('2026-11-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01');
  });

  it('renews from the expiry date while valid, from today once lapsed, months clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(renewedExpiry('2026-12-31', '2026-11-26', 12)).toBe('2027-12-31');
    expect(renewedExpiry('2026-10-01', '2026-11-26', 1)).toBe('2026-12-26');
    expect(renewedExpiry('2026-11-26', '2026-11-26', 3)).toBe('2027-02-26');
    expect(extendedExpiry('2026-12-31', '2026-11-26', 1)).toBe('2027-01-01');
    expect(extendedExpiry('2026-10-01', '2026-11-26', 10)).toBe('2026-12-06');
  });

  it('warns once per cycle at or over the level, and again in a new cycle', () => {
    const base = { usedMb: 800, allowanceMb: 1000, warningPercent: 80, warnedCycle: null, cycle: '2026-11-01' };
    expect(warningDue(base)).toBe(true);
    expect(warningDue({ ...base, usedMb: 799 })).toBe(false);
    expect(warningDue({ ...base, warnedCycle: '2026-11-01' })).toBe(false);
    expect(warningDue({ ...base, warnedCycle: '2026-10-01' })).toBe(true);
    expect(warningDue({ ...base, allowanceMb: 0, usedMb: 1 })).toBe(true);
    expect(usagePercent(333, 1000)).toBe(33.3);
  });
});

describe('SIM schemas', () => {
  const card = {
    deviceId: 1,
    iccid: valid20,
    carrier: 'china_mobile',
    provider: 'manual',
    planName: '物联网 1GB',
    planDataMb: 1024,
    expiresOn: '2027-11-30',
  };
  it('takes a card with defaults and refuses a bad ICCID', () => {
    expect(SimCardCreateSchema.parse(card)).toMatchObject({ cycleDay: 1, warningPercent: 80, imsi: null, monthlyFee: 0 });
    const bad = SimCardCreateSchema.safeParse({ ...card, iccid: `${valid20.slice(0, -1)}x` });
    expect(bad.error?.issues[0]?.message).toBe('validation.iccid');
    expect(SimCardCreateSchema.safeParse({ ...card, cycleDay: 29 }).error?.issues[0]?.message).toBe('validation.cycleDay');
    expect(SimCardCreateSchema.safeParse({ ...card, warningPercent: 0 }).error?.issues[0]?.message).toBe('validation.warningPercent');
  });

  it('asks a special invoice for the bank details, and an issued one for its number', () => {
    const application = {
      cardIds: [1],
      kind: 'normal',
      title: '某某公司',
      taxNumber: '91330100MA2AXXXX1K',
      amount: 120.5,
      email: 'a@b.cn',
    };
    expect(InvoiceApplicationCreateSchema.safeParse(application).success).toBe(true);
    const special = InvoiceApplicationCreateSchema.safeParse({ ...application, kind: 'special' });
    expect(special.error?.issues.map((i) => i.path[0])).toEqual(['address', 'phone', 'bank', 'bankAccount']);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, amount: 0 }).success).toBe(false);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, amount: 1.005 }).success).toBe(false);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, taxNumber: 'abc' }).success).toBe(false);
    expect(InvoiceProcessSchema.safeParse({ outcome: 'issued' }).success).toBe(false);
    expect(InvoiceProcessSchema.safeParse({ outcome: 'rejected' }).success).toBe(true);
  });

  it('holds the form limits at each end: the invoice e-mail, its number, the tax number and the offering code', () => {
    const application = { cardIds: [1], kind: 'normal', title: '某某公司', taxNumber: '91330100MA2AXXXX1K', amount: 1, email: 'a@b.cn' };
    const email = (length: number) => `${'a'.repeat(length - 5)}@b.cn`;
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, email: email(INVOICE_EMAIL_MAX_LENGTH) }).success).toBe(true);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, email: email(INVOICE_EMAIL_MAX_LENGTH + 1) }).success).toBe(false);
    const taxNumber = (length: number) => '9'.repeat(length);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, taxNumber: taxNumber(TAX_NUMBER_MAX_LENGTH) }).success).toBe(true);
    expect(InvoiceApplicationCreateSchema.safeParse({ ...application, taxNumber: taxNumber(TAX_NUMBER_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
    const issued = (length: number) => InvoiceProcessSchema.safeParse({ outcome: 'issued', invoiceNo: '1'.repeat(length) }).success;
    expect([issued(INVOICE_NO_MAX_LENGTH), issued(INVOICE_NO_MAX_LENGTH + 1)]).toEqual([true, false]);
    const offering = (length: number) => SimCardCreateSchema.shape.offeringId.safeParse('A'.repeat(length)).success;
    expect([offering(OFFERING_ID_MAX_LENGTH), offering(OFFERING_ID_MAX_LENGTH + 1)]).toEqual([true, false]);
  });
});
