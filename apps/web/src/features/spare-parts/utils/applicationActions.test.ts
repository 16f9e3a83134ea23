import { describe, expect, it } from 'vitest';
import { allowedApplicationActions } from './applicationActions';

describe('allowedApplicationActions', () => {
  const approver = { userId: 1, canApprove: true, canIssue: false };
  const storekeeper = { userId: 2, canApprove: false, canIssue: true };
  const repairman = { userId: 3, canApprove: false, canIssue: false };

  it('offers approve, reject and cancel on a pending application to an approver', () => {
    expect(allowedApplicationActions({ status: 'pending', applicantId: 3 }, approver)).toEqual(['approve', 'reject', 'cancel']);
  });

  it('hides approve from an approver on their own application (reject and withdraw stay)', () => {
    expect(allowedApplicationActions({ status: 'pending', applicantId: 1 }, approver)).toEqual(['reject', 'cancel']);
  });

  it('offers issue only on an approved application, to whoever may issue', () => {
    expect(allowedApplicationActions({ status: 'approved', applicantId: 3 }, storekeeper)).toEqual(['issue']);
    expect(allowedApplicationActions({ status: 'pending', applicantId: 3 }, storekeeper)).toEqual([]);
  });

  it('lets the applicant withdraw their own open application only', () => {
    expect(allowedApplicationActions({ status: 'pending', applicantId: 3 }, repairman)).toEqual(['cancel']);
    expect(allowedApplicationActions({ status: 'pending', applicantId: 9 }, repairman)).toEqual([]);
    expect(allowedApplicationActions({ status: 'issued', applicantId: 3 }, repairman)).toEqual([]);
  });
});
