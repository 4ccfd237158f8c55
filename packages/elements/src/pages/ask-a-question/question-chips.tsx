import {
  dropDimension,
  dropFilter,
  namedDimensions,
  setGranularity,
  setPeriod,
  swapMeasure,
  type InterpretationSpan,
  type QuestionField,
} from '@tripsight/core/question';
import type { CubeGranularity, CubeQuery } from '@tripsight/core/cube';

/** The periods a date chip offers (relative ranges the query API reads). */
const PERIOD_CHOICES = [
  'last 7 days',
  'last 30 days',
  'last month',
  'last quarter',
  'this year',
  'last year',
];
/** The granularities a chip offers; '' is one figure (no series). */
const GRANULARITY_CHOICES: readonly ['' | CubeGranularity, string][] = [
  ['', 'Total'],
  ['day', 'Per day'],
  ['week', 'Per week'],
  ['month', 'Per month'],
  ['quarter', 'Per quarter'],
  ['year', 'Per year'],
];

export interface QuestionChipsProps {
  query: CubeQuery;
  interpretation: readonly InterpretationSpan[];
  measures: readonly QuestionField[];
  dimensions: readonly QuestionField[];
  dateDimension: string;
  /** The dashboard's dates, shown on the period chip when the question names no period. */
  dashboardDates?: { startDate: string; endDate: string };
  /** Runs the edited query as it is (the question is not read again). */
  onChange: (query: CubeQuery) => void;
}

const periodText = (range: string | [string, string] | undefined) =>
  range === undefined ? 'Dashboard dates' : Array.isArray(range) ? `${range[0]} to ${range[1]}` : range;

/**
 * The reading of a question as chips the user corrects: each measure a choice of the view's measures,
 * each grouping and filter removable, the period and the granularity choices. Each chip says which
 * words of the question it was read from.
 */
export function QuestionChips({
  query,
  interpretation,
  measures,
  dimensions,
  dateDimension,
  dashboardDates,
  onChange,
}: QuestionChipsProps) {
  const titleOf = (name: string) =>
    [...measures, ...dimensions].find((f) => f.name === name)?.shortTitle ?? name.split('.')[1] ?? name;
  const from = (member: string | undefined, kind: InterpretationSpan['kind']) => {
    const span = interpretation.find((s) => s.kind === kind && s.member === member && s.text);
    if (!span) return 'Added by default';
    return span.readAs ? `Read from “${span.text}” as “${span.readAs}”` : `Read from “${span.text}”`;
  };
  const time = query.timeDimensions?.[0];
  const range = time?.dateRange;
  return (
    <div className="chips" part="chips" role="group" aria-label="How the question was read">
      {(query.measures ?? []).map((measure) => (
        <label key={measure} className="chip" part="chip" title={from(measure, 'measure')}>
          <span className="chip-kind">Measure</span>
          <select
            aria-label="Measure"
            value={measure}
            onChange={(e) => onChange(swapMeasure(query, measure, e.target.value))}
          >
            {measures.map((m) => (
              <option key={m.name} value={m.name}>
                {m.shortTitle}
              </option>
            ))}
          </select>
        </label>
      ))}
      {namedDimensions(query).map((dimension) => (
        <RemovableChip
          key={dimension}
          kind="By"
          label={titleOf(dimension)}
          removeLabel={`Remove grouping by ${titleOf(dimension)}`}
          source={from(dimension, 'dimension')}
          onRemove={() => onChange(dropDimension(query, dimension))}
        />
      ))}
      {(query.filters ?? []).map((filter, index) => {
        const label = `${titleOf(filter.member)} ${filter.operator === 'equals' ? '' : `${filter.operator} `}${(filter.values ?? []).join(', ')}`;
        return (
          <RemovableChip
            key={`${filter.member}-${index}`}
            kind="Filter"
            label={label}
            removeLabel={`Remove filter ${label}`}
            source={from(filter.member, 'filter')}
            onRemove={() => onChange(dropFilter(query, index))}
          />
        );
      })}
      <label className="chip" part="chip">
        <span className="chip-kind">Period</span>
        <select
          aria-label="Period"
          value={typeof range === 'string' ? range : range ? 'asked' : ''}
          onChange={(e) => {
            // 'asked' is the period the question named, already in the query.
            if (e.target.value !== 'asked') onChange(setPeriod(query, dateDimension, e.target.value || null));
          }}
        >
          <option value="">
            {dashboardDates
              ? `Dashboard dates: ${periodText([dashboardDates.startDate, dashboardDates.endDate])}`
              : 'Dashboard dates'}
          </option>
          {Array.isArray(range) && <option value="asked">{periodText(range)}</option>}
          {PERIOD_CHOICES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="chip" part="chip">
        <span className="chip-kind">Granularity</span>
        <select
          aria-label="Granularity"
          value={time?.granularity ?? ''}
          onChange={(e) =>
            onChange(setGranularity(query, dateDimension, (e.target.value || null) as CubeGranularity | null))
          }
        >
          {GRANULARITY_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {query.limit !== undefined && query.order && (
        <span className="chip" part="chip">
          <span className="chip-kind">Limit</span> {query.limit}
        </span>
      )}
    </div>
  );
}

interface RemovableChipProps {
  kind: string;
  label: string;
  removeLabel: string;
  /** Which words of the question it was read from. */
  source: string;
  onRemove: () => void;
}

/** A chip the user can take out of the query (a grouping or a filter). */
function RemovableChip({ kind, label, removeLabel, source, onRemove }: RemovableChipProps) {
  return (
    <span className="chip" part="chip" title={source}>
      <span className="chip-kind">{kind}</span> {label}
      <button type="button" aria-label={removeLabel} onClick={onRemove}>
        ×
      </button>
    </span>
  );
}
