import { describe, expect, it } from 'vitest';
import { auditActions } from './audit-actions';

describe('the audit actions', () => {
  it('are each listed once, as area.verb', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    for (const action of auditActions) expect(action).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });
});
