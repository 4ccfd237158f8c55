import { useId, useMemo, useState } from 'react';
import {
  clampThreshold,
  CURRENT_SAVINGS_THRESHOLD,
  simulateThreshold,
  thresholdSentence,
  THRESHOLD_MAX,
  THRESHOLD_STEP,
  type ClientThresholdOutcome,
  type ThresholdSimulation,
} from '@tripsight/core/savings';
import {
  thresholdBucketsView,
  thresholdClientsView,
  type ThresholdBucketRow,
  type ThresholdClientRow,
} from '@tripsight/core/views';
import { Card } from '../../ui/card.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { Slider } from '../../ui/slider.js';
import { ViewState, type ViewStatus } from '../../ui/view-state.js';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';

interface SimulatorData {
  clients: ThresholdClientRow[];
  buckets: ThresholdBucketRow[];
}

/** The two answers the simulator replays, as one status (loading or failing while either is). */
function useSimulatorData(): ViewStatus<SimulatorData> {
  const clients = useView(thresholdClientsView);
  const buckets = useView(thresholdBucketsView);
  if (clients.status !== 'success') return clients;
  if (buckets.status !== 'success') return buckets;
  return {
    status: 'success',
    data: { clients: clients.data, buckets: buckets.data },
    currency: clients.currency,
  };
}

/**
 * The threshold simulator: a minimum saving (slider and number field, 0 to 1,000 in steps of 10)
 * replayed over the deals of the range in the browser (the service sends at most 100 buckets a
 * client), the sentence of what it would have changed, and the change per client. Parts: simulator,
 * slider, threshold-input, sentence, value (and those of Card, DataTable and the states).
 */
export function ThresholdSimulator() {
  const view = useSimulatorData();
  return (
    <Card
      title="Threshold simulator"
      tooltip="Deals held back under the current minimum would be rebooked as often as the client's deals sent were; deals rebooked under a higher minimum would be lost."
    >
      <ViewState view={view} isEmpty={(d) => d.clients.length === 0} skeletonHeight={260}>
        {(data, currency) => <Simulator data={data} currency={currency} />}
      </ViewState>
    </Card>
  );
}

function Simulator({ data, currency }: { data: SimulatorData; currency: string | null }) {
  const format = useFormat();
  const feeMode = useBusState((s) => s.feeMode);
  const inputId = useId();
  const [draft, setDraft] = useState(String(CURRENT_SAVINGS_THRESHOLD));
  const threshold = clampThreshold(draft.trim() === '' ? Number.NaN : Number(draft));
  const result = useMemo<ThresholdSimulation>(
    () => simulateThreshold(data.clients, data.buckets, threshold),
    [data, threshold],
  );
  const money = (value: number) => format.formatMoney(value, currency, { decimals: 0 });
  const columns = useMemo<Column<ClientThresholdOutcome>[]>(
    () => [
      { key: 'directEnterprise', label: 'Client', rowHeader: true },
      {
        key: 'rebookingRate',
        label: 'Rebooking rate',
        numeric: true,
        render: (r) => format.formatPercent(r.rebookingRate * 100),
      },
      {
        key: 'additionalPnrs',
        label: 'PNRs rebooked',
        numeric: true,
        render: (r) => signed(format.formatNumber(Math.abs(r.additionalPnrs), 1), r.additionalPnrs),
      },
      {
        key: 'additionalNetSavings',
        label: 'Net savings',
        numeric: true,
        render: (r) =>
          signed(format.formatMoney(Math.abs(r.additionalNetSavings), currency), r.additionalNetSavings),
      },
    ],
    [currency, format],
  );
  return (
    <div part="simulator" className="ts-simulator">
      <div className="ts-simulator-controls">
        <Slider
          label="Minimum saving"
          min={0}
          max={THRESHOLD_MAX}
          step={THRESHOLD_STEP}
          value={threshold}
          onChange={(value) => setDraft(String(value))}
          format={(value) => money(value)}
        />
        <div className="ts-threshold-field">
          <label htmlFor={inputId}>Minimum saving ({currency ?? 'branch currency'})</label>
          <input
            id={inputId}
            part="threshold-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={THRESHOLD_MAX}
            step={THRESHOLD_STEP}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => setDraft(String(threshold))}
          />
          <button
            type="button"
            className="ts-toggle"
            disabled={threshold === CURRENT_SAVINGS_THRESHOLD}
            onClick={() => setDraft(String(CURRENT_SAVINGS_THRESHOLD))}
          >
            {`Back to ${money(CURRENT_SAVINGS_THRESHOLD)}`}
          </button>
        </div>
      </div>
      <p part="sentence" className="ts-simulator-sentence" role="status" aria-live="polite">
        {thresholdSentence(result, feeMode, money)}
      </p>
      <dl className="ts-figures">
        <div>
          <dt>PNRs rebooked</dt>
          <dd part="value" className="ts-value" data-change={result.additionalPnrs}>
            {signed(format.formatNumber(Math.abs(result.additionalPnrs), 0), result.additionalPnrs)}
          </dd>
        </div>
        <div>
          <dt>Net savings</dt>
          <dd part="value" className="ts-value" data-change={result.additionalNetSavings}>
            {signed(
              format.formatMoney(Math.abs(result.additionalNetSavings), currency),
              result.additionalNetSavings,
            )}
          </dd>
        </div>
      </dl>
      {result.clients.length > 0 && (
        <DataTable caption="Change per client" columns={columns} rows={result.clients} pageSize={10} />
      )}
    </div>
  );
}

/** A change with its sign: '+12', '−3' (a true minus), or the bare figure when nothing changes. */
function signed(text: string, value: number): string {
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text}`;
  return text;
}
