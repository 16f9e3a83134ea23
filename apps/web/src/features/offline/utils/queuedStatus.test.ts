import { describe, expect, it } from 'vitest';
import { queuedStatus } from './queuedStatus';

describe('queuedStatus', () => {
  it('moves a dispatched order through accept, start and complete; a part leaves it', () => {
    expect(queuedStatus('dispatched', [])).toBe('dispatched');
    expect(queuedStatus('dispatched', [{ kind: 'accept' }])).toBe('accepted');
    expect(queuedStatus('dispatched', [{ kind: 'accept' }, { kind: 'start' }, { kind: 'part' }])).toBe('processing');
    expect(queuedStatus('dispatched', [{ kind: 'accept' }, { kind: 'start' }, { kind: 'part' }, { kind: 'complete' }])).toBe('completed');
  });

  it('ignores a step the rules do not allow from there', () => {
    expect(queuedStatus('cancelled', [{ kind: 'start' }])).toBe('cancelled');
  });

  it('stops at a refused action', () => {
    expect(queuedStatus('accepted', [{ kind: 'start', conflict: {} }, { kind: 'complete' }])).toBe('accepted');
  });
});
