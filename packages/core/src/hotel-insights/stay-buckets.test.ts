import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_BUCKETS,
  availabilityStatus,
  bucketSql,
  COVERED_BUCKETS,
  HOTEL_BUCKETS,
  stayBucket,
} from './stay-buckets.js';

describe('stayBucket', () => {
  it('puts a stay no rate covers in not covered, whatever was offered', () => {
    expect(stayBucket({ contractRateType: null, offered: true, booked: true })).toBe('notCovered');
  });

  it('puts a covered stay whose rate was not offered in rate not available', () => {
    expect(stayBucket({ contractRateType: 'Property', offered: false, booked: false })).toBe(
      'rateNotAvailable',
    );
  });

  it('splits the offered stays by whether the negotiated rate was booked', () => {
    expect(stayBucket({ contractRateType: 'Chainwide', offered: true, booked: false })).toBe(
      'availableNotUsed',
    );
    expect(stayBucket({ contractRateType: 'TMC rate', offered: true, booked: true })).toBe(
      'onNegotiatedRate',
    );
  });

  it('lists the four buckets from not covered to on the negotiated rate', () => {
    expect(HOTEL_BUCKETS).toEqual(['notCovered', 'rateNotAvailable', 'availableNotUsed', 'onNegotiatedRate']);
  });
});

describe('availabilityStatus', () => {
  it('maps the covered buckets onto the spec statuses and leaves not covered without one', () => {
    expect(HOTEL_BUCKETS.map(availabilityStatus)).toEqual([
      null,
      'Not available',
      'Available and not booked',
      'Available and booked',
    ]);
  });
});

describe('the covered and available buckets', () => {
  it('are the buckets of the stays a rate covers, and of those whose rate was offered', () => {
    const covered = HOTEL_BUCKETS.filter((bucket) => availabilityStatus(bucket) !== null);
    expect([...COVERED_BUCKETS].sort()).toEqual([...covered].sort());
    const offered = HOTEL_BUCKETS.filter(
      (bucket) => bucket !== 'notCovered' && bucket !== 'rateNotAvailable',
    );
    expect([...AVAILABLE_BUCKETS].sort()).toEqual([...offered].sort());
  });

  it('write the SQL term the service sums, on the column named', () => {
    expect(bucketSql(AVAILABLE_BUCKETS, 'nights')).toBe(
      "CASE WHEN bucket IN ('availableNotUsed', 'onNegotiatedRate') THEN nights ELSE 0 END",
    );
    expect(bucketSql(['notCovered'], 't.spend_usd', 't.bucket')).toBe(
      "CASE WHEN t.bucket IN ('notCovered') THEN t.spend_usd ELSE 0 END",
    );
  });
});
