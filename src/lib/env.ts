// Build-time overrides, in a module of their own: code that reads one (the plan year's pinned date)
// then carries no host settings into the islands that import it.

/** Reads a build-time override; `import.meta.env` is absent when Node loads this file directly. */
export function fromEnv(name: string, fallback: string): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  const value = env?.[name] ?? (typeof process === 'undefined' ? undefined : process.env[name]);
  return value && value.trim() !== '' ? value.trim() : fallback;
}
