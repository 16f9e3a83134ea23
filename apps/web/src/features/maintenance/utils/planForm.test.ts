import { MaintenancePlanBodySchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { PlanRow } from '../api/maintenanceApi';
import { PLAN_FORM_DEFAULTS, planToFormValues, toPlanBody } from './planForm';

describe('plan form', () => {
  it('turns the form into a body the shared schema accepts, the start read in the company zone', () => {
    const body = toPlanBody(
      {
        ...PLAN_FORM_DEFAULTS,
        name: 'Monthly check',
        projectId: 3,
        warrantyTime: 2,
        cycle: 1,
        startText: '2027-01-31 09:00',
        phone: '13800138000',
      },
      'Asia/Shanghai',
    );
    expect(body.startTime).toBe('2027-01-31T01:00:00.000Z');
    expect(MaintenancePlanBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves what is missing for the schema to refuse', () => {
    const result = MaintenancePlanBodySchema.safeParse(toPlanBody({ ...PLAN_FORM_DEFAULTS }, 'Asia/Shanghai'));
    expect(result.success).toBe(false);
  });

  it('fills the form from a plan, its start on the company clocks', () => {
    const plan = {
      name: 'P',
      projectId: 1,
      type: 'out_of_warranty',
      warrantyTime: 1,
      warrantyUnit: 'year',
      cycle: 2,
      cycleUnit: 'week',
      startTime: '2027-01-31T01:00:00.000Z',
      advanceNotice: '1w',
      phone: '13800138000',
      stopOnWarrantyEnd: true,
      timeZone: 'Asia/Shanghai',
    } as PlanRow;
    expect(planToFormValues(plan)).toMatchObject({ startText: '2027-01-31 09:00', cycleUnit: 'week', stopOnWarrantyEnd: true });
  });
});
