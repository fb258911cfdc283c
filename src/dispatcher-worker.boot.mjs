// The webhook dispatcher thread's first module, in plain JavaScript: a worker thread does not
// inherit `--import tsx` (nor vitest's transform), so it registers tsx before loading the sources.
import { register } from 'tsx/esm/api';

register();
await import('./dispatcher-worker.ts');
