import { expect } from 'chai';
import { defineAll } from '../define-all.js';
import { defineContext } from '../controls/context/context.element.js';
import { fakeService, sleep, until } from '../testing/filter-bar-support.js';
import { deepText } from '../testing/testing.js';

defineAll();
defineContext();

const SIGNED_OUT = 'Sign in to see this data.';

describe('elements before sign-in, in Chromium', () => {
  let service: ReturnType<typeof fakeService>;
  const authorizations: (string | null)[] = [];

  beforeEach(() => {
    authorizations.length = 0;
    service = fakeService((url, init) => {
      if (url.pathname.startsWith('/cubejs-api/')) {
        authorizations.push(new Headers(init?.headers).get('Authorization'));
        return Response.json({ data: [], annotation: { measures: {}, dimensions: {} } });
      }
      if (!url.pathname.startsWith('/api/views/')) return undefined;
      authorizations.push(new Headers(init?.headers).get('Authorization'));
      return Response.json({ data: [], annotation: { currency: 'USD' }, currencyFields: [] });
    });
  });
  afterEach(() => {
    service.restore();
    document.body.innerHTML = '';
  });

  const viewCalls = () => service.calls.filter((url) => url.pathname.startsWith('/api/views/'));
  const cubeCalls = () => service.calls.filter((url) => url.pathname.startsWith('/cubejs-api/'));

  it('shows the neutral signed-out state and asks nothing without a token provider, then loads once one is set', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-overview></tripsight-hotel-savings-overview></tripsight-context>';
    const page = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(page).includes(SIGNED_OUT), 'the signed-out state');
    await sleep(1500);
    const text = deepText(page);
    expect(text).not.to.include('An error has occurred');
    expect(text).not.to.include('Authentication');
    expect(viewCalls()).to.have.length(0);

    document.querySelector('tripsight-context')!.accessTokenProvider = async () => 'host-token';
    await until(() => viewCalls().length > 0, 'the data calls once a token arrives', 5000);
    await until(() => !deepText(page).includes(SIGNED_OUT), 'the signed-out state to go', 5000);
    expect(authorizations.every((value) => value === 'Bearer host-token')).to.equal(true);
  });

  it('treats a provider that resolves nothing as signed out', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-overview></tripsight-hotel-savings-overview></tripsight-context>';
    document.querySelector('tripsight-context')!.accessTokenProvider = async () => null;
    const page = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(page).includes(SIGNED_OUT), 'the signed-out state');
    await sleep(1500);
    expect(viewCalls()).to.have.length(0);
    expect(deepText(page)).not.to.include('An error has occurred');
  });

  it('holds the widgets that query the analytics cube too, until a token arrives', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-negotiated-fare-top-carriers></tripsight-negotiated-fare-top-carriers>' +
      '<tripsight-carrier-availability></tripsight-carrier-availability></tripsight-context>';
    const top = document.querySelector('tripsight-negotiated-fare-top-carriers')!;
    const carriers = document.querySelector('tripsight-carrier-availability')!;
    await until(() => deepText(top).includes(SIGNED_OUT), 'the top carriers signed out');
    await until(() => deepText(carriers).includes(SIGNED_OUT), 'the carrier availability signed out');
    await sleep(1500);
    expect(cubeCalls()).to.have.length(0);
    expect(deepText(top)).not.to.include('An error has occurred');

    document.querySelector('tripsight-context')!.accessTokenProvider = async () => 'host-token';
    await until(() => cubeCalls().length >= 2, 'both cube queries once a token arrives', 5000);
    expect(authorizations.every((value) => value === 'Bearer host-token')).to.equal(true);
  });
});
