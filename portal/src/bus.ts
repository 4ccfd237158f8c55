import { Bus } from '@tripsight/core/bus';
import { configureSampleData, DEVELOPMENT_SAMPLE_DATA_KEY } from '@tripsight/core/policy';

/** The one bus of the portal: every element of the shell shares it through `<tripsight-context>`. */
export const portalBus = new Bus({ apiBase: '' });

// The POC and demo tabs read the sample-data API with this key: the reference service's development
// key unless the portal is built with VITE_SAMPLE_DATA_KEY (the service's SAMPLE_DATA_KEY).
configureSampleData(portalBus, {
  key: (import.meta.env.VITE_SAMPLE_DATA_KEY as string | undefined) || DEVELOPMENT_SAMPLE_DATA_KEY,
});
