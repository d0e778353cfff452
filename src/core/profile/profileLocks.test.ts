import { describe, expect, it } from 'vitest';
import { requirement, task } from '../forms/test-support/taskFixtures.js';
import { profileFields } from './profileFields.js';
import { profileFieldLock, profileLockAt, profileLocksOf } from './profileLocks.js';

const ask = (id: string, profilePointer: string, status: string) =>
  requirement(id, { status, request: { type: 'profile', profilePointer } });

describe('given tasks that ask for profile values', () => {
  it('should hold a field whose answer is in review, and every part under a held address', () => {
    const locks = profileLocksOf([
      task([ask('r1', '/individual/residentialAddress', 'in_review'), ask('r2', '/individual/email', 'action_required')], {
        status: 'in_review',
      }),
    ]);
    expect(profileLockAt('/individual/residentialAddress/city', locks)).toBe('in_review');
    expect(profileLockAt('/individual/email', locks)).toBeNull();
    expect(profileLockAt('/individual/residentialAddressee', locks)).toBeNull();
    expect(profileFieldLock(profileFields('individual'), 'residentialAddress.postalCode', locks)).toBe('in_review');
    expect(profileFieldLock(profileFields('individual'), 'mailingAddress.postalCode', locks)).toBeNull();
  });

  it('should call a field accepted in a satisfied task verified, over a copy still in review', () => {
    const locks = profileLocksOf([
      task([ask('r1', '/individual/lastName', 'in_review')], { id: 'tsk_2', status: 'in_review' }),
      task([ask('r1', '/individual/lastName', 'satisfied')], { status: 'satisfied' }),
    ]);
    expect(profileLockAt('/individual/lastName', locks)).toBe('verified');
  });

  it('should leave editable a value the platform filled in a task still open, and any in a canceled task', () => {
    const locks = profileLocksOf([
      task([ask('r1', '/individual/firstName', 'satisfied'), ask('r2', '/individual/phone', 'action_required')]),
      task([ask('r1', '/individual/birthDate', 'in_review')], { id: 'tsk_3', status: 'canceled' }),
    ]);
    expect(profileLockAt('/individual/firstName', locks)).toBeNull();
    expect(profileLockAt('/individual/phone', locks)).toBeNull();
    expect(profileLockAt('/individual/birthDate', locks)).toBeNull();
  });
});
