// A plain TypeScript (or Vue `<script setup lang="ts">`) host that only imports the registering entry:
// the tag names, their properties and the events are typed from it alone.
import '@tripsight/elements/register';
import type { TripsightEventMap } from '@tripsight/elements/register';
// @ts-expect-error the registering entry defines the elements; it exports no functions
import { defineAll } from '@tripsight/elements/register';

const overview = document.createElement('tripsight-savings-overview');
overview.productName = 'Faresaver';
overview.mode = 'demo';
// @ts-expect-error `mode` is a string
overview.mode = 3;

const signIn = document.createElement('tripsight-sign-in');
signIn.redirectUri = '/dashboard/';

const context = document.querySelector('tripsight-context');
if (context) {
  context.accessTokenProvider = async () => 'token';
  // @ts-expect-error the token provider resolves to a string
  context.accessTokenProvider = async () => 42;
  context.addEventListener('tripsight-error', (event) => console.warn(event.detail.message));
  // @ts-expect-error the error event's detail has no `reason`
  context.addEventListener('tripsight-error', (event) => event.detail.reason);
  context.addEventListener('tripsight-change', (event) => console.log(event.detail.state.locale));
}

// @ts-expect-error no such element property
document.createElement('tripsight-accepted-savings').tabTitle = 'Savings';

// A composed page: its header's texts and its widgets' sample settings.
const coverage = document.createElement('tripsight-negotiated-rate-coverage');
coverage.tabTitle = 'Coverage';
coverage.sampleDataKey = 'key';
// @ts-expect-error a composed page has no `minPnrs`
coverage.minPnrs = 3;

export const errorDetail: TripsightEventMap['tripsight-error'] = { message: 'Failed', source: 'host' };
export { defineAll };
