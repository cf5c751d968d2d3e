import { Agent, setGlobalDispatcher } from 'undici';
import { vi } from 'vitest';

// A worker runs file after file (isolate: false): each starts with what a fresh process has, so
// the §9 retry rule or fake clock one file installed never changes how another's requests go.
setGlobalDispatcher(new Agent());
vi.useRealTimers();
