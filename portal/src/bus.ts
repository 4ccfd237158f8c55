import { Bus } from '@tripsight/core';

/** The one bus of the portal: every element of the shell shares it through `<tripsight-context>`. */
export const portalBus = new Bus({ apiBase: '' });
