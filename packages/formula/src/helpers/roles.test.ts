/** Table tests of matchAnyRoles and matchAllRoles. */
import { describe, expect, it } from 'vitest';
import { createHelperLibrary } from './library';

const signedIn = createHelperLibrary({
  getUserRoles: () => [{ id: 'r1', name: 'editor' }, 'r2'],
}) as Record<string, (...args: unknown[]) => unknown>;

describe('role helpers', () => {
  it.each([
    ['matchAnyRoles', [['r1']], true],
    ['matchAnyRoles', [['editor']], true],
    ['matchAnyRoles', [['r2', 'r9']], true],
    ['matchAnyRoles', [['r9']], false],
    ['matchAnyRoles', [[]], false],
    ['matchAnyRoles', ['r2'], true],
    ['matchAnyRoles', [[{ id: 'r1' }]], true],
    ['matchAllRoles', [['r1', 'r2']], true],
    ['matchAllRoles', [['r1', 'r9']], false],
    ['matchAllRoles', [[]], true],
    ['matchAnyRoles', [['admin'], ['admin', 'x']], true],
    ['matchAnyRoles', [{ roles: [{ id: 'a' }] }, ['a']], true],
    ['matchAllRoles', [['a'], ['a', 'b']], false],
    ['matchAllRoles', [null, ['a']], false],
    ['matchAnyRoles', [null, null], false],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(signedIn[name]?.(...args)).toBe(expected);
  });

  it('a visitor without roles matches none', () => {
    const visitor = createHelperLibrary() as Record<string, (...args: unknown[]) => unknown>;
    expect(visitor.matchAnyRoles?.(['r1'])).toBe(false);
    expect(visitor.matchAllRoles?.(['r1'])).toBe(false);
  });
});
