export { startSandbox, DEFAULT_SANDBOX_PORT } from './server.ts';
export { SANDBOX_CONTROL_HEADER } from './checks.ts';
;
export { DEFAULT_ALLOWED_ORIGINS } from './cors.ts';
