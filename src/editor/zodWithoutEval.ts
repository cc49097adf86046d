// The deployed editor's policy forbids eval. Zod would probe for it with `new Function('')` when
// its first object schema is built (to compile faster parsers), and the browser reports each probe
// as a policy violation; jitless parsing never probes. Imported before any schema is built.
import { z } from 'astro/zod';

z.config({ jitless: true });
