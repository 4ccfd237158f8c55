/**
 * oidc-provider 9 announces on import "Unsupported runtime. Use Node.js v22.x LTS, or a later LTS
 * release." It runs on Node 20, the version these machines have and the one this service supports
 * (docs/rules/service.md#toolchain), so that one notice is noise at every start. Installed before the
 * provider is imported, this drops exactly that line; every other warning still shows.
 */
const RUNTIME_NOTICE = /oidc-provider WARNING: Unsupported runtime\b/;

/** Drops oidc-provider's runtime notice from `console.warn`; returns the function that restores it. */
export function quietRuntimeNotice(target: Pick<Console, 'warn'> = console): () => void {
  const warn = target.warn;
  target.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && RUNTIME_NOTICE.test(args[0])) return;
    warn.apply(target, args);
  };
  return () => {
    target.warn = warn;
  };
}
