import { describe, expect, it } from 'vitest';
import { auditActionKey, auditDetailLine } from '@/features/admin/audit-text';

const words = { yes: 'yes', no: 'no' };

describe('audit texts', () => {
  it('knows the actions of the contract and leaves others alone', () => {
    expect(auditActionKey('support.request')).toBe('supportRequest');
    expect(auditActionKey('admin.plan.granted')).toBe('planGranted');
    expect(auditActionKey('something.new')).toBeNull();
    expect(auditActionKey('toString')).toBeNull();
  });

  it('shows a request in support mode as method and route, then the rest', () => {
    expect(auditDetailLine({ method: 'PATCH', route: '/api/events/:id', eventId: 'e1' }, words)).toBe('PATCH /api/events/:id · eventId: e1');
  });

  it('shows other details as name: value pairs', () => {
    expect(auditDetailLine({ fields: ['role', 'admin'], amount: -5, note: null }, words)).toBe('fields: role, admin · amount: -5 · note: —');
    expect(auditDetailLine({ refreshed: false, admin: true }, words)).toBe('refreshed: no · admin: yes');
    expect(auditDetailLine({}, words)).toBe('');
  });
});
