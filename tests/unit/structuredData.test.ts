import { describe, expect, it } from 'vitest';
import { jsonLdText } from '~/lib/structuredData';

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
