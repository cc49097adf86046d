import { describe, expect, it } from 'vitest';
import { mayTrack } from '~/lib/privacy';

describe('mayTrack', () => {
  it.each([
    [{ globalPrivacyControl: true }, false],
    [{ globalPrivacyControl: false }, true],
    [{}, true],
  ])('navigator %o → %s', (nav, allowed) => {
    expect(mayTrack(nav as unknown as Navigator)).toBe(allowed);
  });
});
