export { startSandbox, DEFAULT_SANDBOX_PORT, SANDBOX_CONTROL_PREFIX, SANDBOX_LIMITS, type Sandbox, type SandboxLimits, type SandboxOptions } from './server.ts';
export { SANDBOX_CONTROL_HEADER } from './checks.ts';
export { sandboxFaultKinds, SANDBOX_RETRY_AFTER_SECONDS, type SandboxFault, type SandboxFaultKind } from './faults.ts';
export { ALLOWED_HEADERS, ALLOWED_METHODS, DEFAULT_ALLOWED_ORIGINS, EXPOSED_HEADERS, isAllowedOrigin } from './cors.ts';
