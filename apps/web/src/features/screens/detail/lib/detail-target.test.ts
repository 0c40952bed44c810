import { describe, expect, it } from 'vitest';
import { detailTarget } from './detail-target';

const target = (search: string) => detailTarget(new URLSearchParams(search));

describe('the address of a detail wall', () => {
  it('asks for one project or one device by id', () => {
    expect(target('project=12')).toEqual({ kind: 'project', id: 12 });
    expect(target('device=7')).toEqual({ kind: 'device', id: 7 });
  });

  it('asks for nothing it can show without an id, with both, or with an id that is no id', () => {
    for (const search of [
      '',
      'project=',
      'device=abc',
      'project=0',
      'project=-3',
      'project=1.5',
      'project=1&device=2',
      'project=99999999999',
    ]) {
      expect(target(search), search).toEqual({ kind: 'invalid' });
    }
  });
});
