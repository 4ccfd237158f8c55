// A React 19 + TypeScript host using the tags with the package's JSX typings: correct uses compile,
// and each `@ts-expect-error` line must stay an error (the test fails if the typings go loose).
import { TripsightContext, TripsightSavingsOverview } from '@tripsight/elements/react';
import { useRef } from 'react';

export function Dashboard() {
  const context = useRef<HTMLElementTagNameMap['tripsight-context']>(null);
  return (
    <tripsight-context
      ref={context}
      api-base="https://analytics.example"
      currency="EUR"
      product="hotel"
      ontripsight-change={(event) => console.log(event.detail.state.currency)}
    >
      <tripsight-date-range />
      <tripsight-currency-select disabled />
      <tripsight-savings-overview
        mode="demo"
        product-name="Faresaver"
        tabTitle="Savings"
        className="dashboard"
        ontripsight-error={(event) => console.warn(event.detail.message, event.detail.source)}
      />
      <tripsight-accepted-savings mode="poc" />
      <tripsight-export-menu prefix="northstar" />

      {/* @ts-expect-error `mode` is a string */}
      <tripsight-savings-overview mode={3} />
      {/* @ts-expect-error `product` is air, hotel, hotelInsights or hpaPremium */}
      <tripsight-context product="train" />
      {/* @ts-expect-error `disabled` is a boolean */}
      <tripsight-currency-select disabled="yes" />
      {/* @ts-expect-error the error event's detail has no `reason` */}
      <tripsight-accepted-savings ontripsight-error={(event) => event.detail.reason} />
      {/* @ts-expect-error no such element */}
      <tripsight-savings-overvieww />
    </tripsight-context>
  );
}

// The wrappers of @tripsight/elements/react (React 18 hosts use them; React 19 hosts may).
export function WrappedDashboard() {
  const overview = useRef<HTMLElementTagNameMap['tripsight-savings-overview']>(null);
  return (
    <TripsightContext
      api-base="https://analytics.example"
      accessTokenProvider={async () => 'token'}
      onTripsightChange={(event) => console.log(event.detail.state.currency)}
    >
      <TripsightSavingsOverview
        ref={overview}
        mode="demo"
        tabTitle="Savings"
        className="dashboard"
        onTripsightError={(event) => console.warn(event.detail.message)}
      />
      {/* @ts-expect-error `accessTokenProvider` is a function returning a promise of the token */}
      <TripsightContext accessTokenProvider="token" />
      {/* @ts-expect-error the error event's detail has no `reason` */}
      <TripsightSavingsOverview onTripsightError={(event) => event.detail.reason} />
      {/* @ts-expect-error `mode` is a string */}
      <TripsightSavingsOverview mode={3} />
    </TripsightContext>
  );
}
