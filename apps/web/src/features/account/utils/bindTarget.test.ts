import { describe, expect, it } from 'vitest';
import { BIND_PATHS, BIND_SCHEMAS, bindActionKey, bindBody } from './bindTarget';

describe('bind targets', () => {
  it('names the new value as the server wants it, e-mail in lower case', () => {
    expect(bindBody('phone', ' 13912345678 ')).toEqual({ phone: '13912345678' });
    expect(bindBody('email', ' Ann@Example.COM ')).toEqual({ email: 'ann@example.com' });
  });

  it('checks each kind with its domain rule', () => {
    expect(BIND_SCHEMAS.phone.safeParse('13912345678').success).toBe(true);
    expect(BIND_SCHEMAS.phone.safeParse('ann@example.com').success).toBe(false);
    expect(BIND_SCHEMAS.email.safeParse('ann@example.com').success).toBe(true);
    expect(BIND_SCHEMAS.email.safeParse('13912345678').success).toBe(false);
  });

  it('says bind when nothing is set yet, change otherwise', () => {
    expect(bindActionKey('phone', null)).toBe('account:bind.bindPhone');
    expect(bindActionKey('phone', '13912345678')).toBe('account:bind.changePhone');
    expect(bindActionKey('email', null)).toBe('account:bind.bindEmail');
    expect(bindActionKey('email', 'ann@example.com')).toBe('account:bind.changeEmail');
  });

  it('has a mobile page per kind', () => {
    expect(BIND_PATHS).toEqual({ phone: '/home_page_bind_phone', email: '/home_page_bind_email' });
  });
});
