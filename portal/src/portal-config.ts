import { useEffect, useState } from 'react';
import type { Bus } from '@tripsight/core/bus';
import {
  configureErrorReporting,
  errorEnvironment,
  errorReportEndpoint,
  type ErrorEnvironment,
} from '@tripsight/core/errors';

/** The portal's runtime settings, from the service (GET /api/portal/config). */
export interface PortalConfig {
  /** The support chat script the Direct support button opens; null: the button is the support mailbox link. */
  supportWidgetUrl: string | null;
  /** Where error reports go; null: none are sent. */
  errorReportUrl: string | null;
  /** Sets the share of sessions whose errors are reported (production 20 %, staging all). */
  environment: ErrorEnvironment;
}

/** Until the service answers (or when it cannot): no chat script, no reports, production sampling. */
const NONE: PortalConfig = { supportWidgetUrl: null, errorReportUrl: null, environment: 'production' };

let loading: Promise<PortalConfig> | null = null;

/** Reads the settings once per page load. */
export function loadPortalConfig(): Promise<PortalConfig> {
  loading ??= fetch('/api/portal/config', { headers: { Accept: 'application/json' } })
    .then((response): Promise<Partial<PortalConfig>> | Partial<PortalConfig> =>
      response.ok ? response.json() : {},
    )
    .then((body) => ({
      supportWidgetUrl: typeof body.supportWidgetUrl === 'string' ? body.supportWidgetUrl : null,
      errorReportUrl: typeof body.errorReportUrl === 'string' ? body.errorReportUrl : null,
      environment: errorEnvironment(body.environment),
    }))
    .catch(() => NONE);
  return loading;
}

/**
 * The portal's settings (the fallback until they arrive). Once they are in, the bus's errors go to the
 * configured endpoint; the environment is set on the `<tripsight-context>` (see ProvidedContext).
 */
export function usePortalConfig(bus: Bus): PortalConfig {
  const [config, setConfig] = useState<PortalConfig>(NONE);
  useEffect(() => {
    let live = true;
    void loadPortalConfig().then((loaded) => {
      if (!live) return;
      if (loaded.errorReportUrl) {
        configureErrorReporting(bus, { send: errorReportEndpoint(bus, loaded.errorReportUrl) });
      }
      setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, [bus]);
  return config;
}
