/// <reference types="vitest/config" />
// Unit tests share Astro's Vite config, so the ~/ alias and astro:* modules resolve as in the build.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
});
