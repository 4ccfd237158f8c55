import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import {
  digestForm,
  digestInput,
  filtersForRule,
  filtersText,
  formFieldError,
  formFieldErrors,
  formErrorsSummary,
  newDigestForm,
  newRuleForm,
  parseClients,
  parseRecipients,
  ruleConditionText,
  ruleForm,
  ruleInput,
} from './alert-form.js';
import type { AlertRule } from './alert-rules.js';

const stored: AlertRule = {
  id: 7,
  name: 'Tracked PNRs low',
  view: 'air/faresaver/savingsOverview',
  field: 'trackedPnrs',
  operator: 'lt',
  threshold: 1500,
  filters: { corporate: ['Acme'] },
  schedule: 'weekly',
  recipients: ['alex.morgan@northstar.example', 'ops@northstar.example'],
  webhookUrl: null,
  paused: false,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('alert rule form', () => {
  it('splits recipients on commas, semicolons, spaces and lines', () => {
    expect(parseRecipients(' a@x.example, b@x.example;c@x.example\nd@x.example  ')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ]);
    expect(parseRecipients('  ')).toEqual([]);
  });

  it('starts a new rule on the first view and figure, monthly, to the user, with the given filters', () => {
    expect(newRuleForm('alex.morgan@northstar.example', { currency: 'EUR' })).toMatchObject({
      view: 'air/faresaver/savingsOverview',
      field: 'acceptedSavings',
      schedule: 'monthly',
      recipients: 'alex.morgan@northstar.example',
      filters: { currency: 'EUR' },
    });
    expect(newRuleForm(null).recipients).toBe('');
  });

  it('round-trips a stored rule through the form: what the service stored of it comes back', () => {
    const { id: _id, paused: _paused, createdAt: _created, updatedAt: _updated, ...input } = stored;
    expect(ruleInput(ruleForm(stored))).toEqual(input);
  });

  it('sends a blank or unreadable threshold as null, so the service names it, and trims the webhook', () => {
    const form = { ...ruleForm(stored), threshold: ' ', webhookUrl: ' https://hooks.example/a ' };
    expect(ruleInput(form)).toMatchObject({ threshold: null, webhookUrl: 'https://hooks.example/a' });
    expect(ruleInput({ ...form, threshold: '12abc' }).threshold).toBeNull();
    expect(ruleInput({ ...form, threshold: '-2.5' }).threshold).toBe(-2.5);
  });

  it('keeps the selected filter groups and the currency, never the dates', () => {
    expect(filtersForRule({ corporate: ['Acme', 'Globex'], gds: [], region: ['EMEA'] }, 'EUR')).toEqual({
      region: ['EMEA'],
      corporate: ['Acme', 'Globex'],
      currency: 'EUR',
    });
    expect(filtersForRule({}, null)).toEqual({});
    expect(filtersText({ corporate: ['Acme', 'Globex'], currency: 'EUR', pccName: ['NSUS1S'] })).toBe(
      'Client: Acme, Globex · Currency: EUR · PCC: NSUS1S',
    );
    expect(filtersText({})).toBe('None');
  });

  it('reads a rule as its condition, money in its currency and the threshold as it was set', () => {
    expect(ruleConditionText(stored, 'EUR')).toBe('Savings overview: Tracked PNRs < 1,500');
    expect(ruleConditionText({ ...stored, operator: 'gte', threshold: 0.5 }, null)).toBe(
      'Savings overview: Tracked PNRs ≥ 0.5',
    );
    const savings = { ...stored, field: 'acceptedSavings', threshold: 0.0001 };
    expect(ruleConditionText({ ...savings, filters: { currency: 'GBP' } }, 'EUR')).toBe(
      'Savings overview: Accepted savings < £0.0001',
    );
    expect(ruleConditionText({ ...savings, filters: {}, threshold: 2500 }, 'USD')).toBe(
      'Savings overview: Accepted savings < $2,500',
    );
  });
});

describe('digest form', () => {
  it('splits clients on commas and lines only: a corporate name holds spaces', () => {
    expect(parseClients('Acme Corp, Globex Ltd\n Initech ,,')).toEqual([
      'Acme Corp',
      'Globex Ltd',
      'Initech',
    ]);
  });

  it('starts with every section and the filter bar corporates, and round-trips a stored digest', () => {
    const form = newDigestForm('a@x.example', ['Acme Corp', 'Globex Ltd']);
    expect(form.sections).toEqual(['savings', 'rebooking', 'compliance', 'emissions']);
    expect(form.clients).toBe('Acme Corp, Globex Ltd');
    const digest = {
      id: 1,
      name: ' Monthly ',
      clients: ['Acme'],
      schedule: 'monthly' as const,
      recipients: ['a@x.example'],
      sections: ['savings' as const],
      paused: false,
      createdAt: '',
      updatedAt: '',
    };
    expect(digestInput(digestForm(digest))).toEqual({
      name: 'Monthly',
      clients: ['Acme'],
      schedule: 'monthly',
      recipients: ['a@x.example'],
      sections: ['savings'],
    });
  });
});

/** A 400 of the service refusing `field`, its message led by the field's name. */
const refused = (field: string, message: string) =>
  new ApiError(400, 'BAD_REQUEST', `${field}: ${message}`, field);

describe('formFieldError', () => {
  it('puts a 400 under the field it names, without repeating the name', () => {
    expect(formFieldError(refused('recipients', 'x@y.example is outside the mail domains'))).toEqual({
      field: 'recipients',
      message: 'x@y.example is outside the mail domains',
    });
  });

  it('puts a filter problem under the filters, naming the filter', () => {
    expect(formFieldError(refused('filters.feeMode', 'must be equal to one of the allowed values'))).toEqual({
      field: 'filters',
      message: 'feeMode: must be equal to one of the allowed values',
    });
  });

  it('leaves other failures to the form as a whole', () => {
    expect(formFieldError(new ApiError(403, 'FORBIDDEN', 'Access denied.'))).toBeNull();
    expect(formFieldError(new ApiError(400, 'BAD_REQUEST', 'bad'))).toBeNull();
    expect(formFieldError(new Error('x'))).toBeNull();
  });
});

describe('formFieldErrors', () => {
  it('puts every problem of a 400 under its field at once, the filters naming the filter', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'name: Enter a name.', 'name', undefined, [
      { field: 'name', message: 'Enter a name.' },
      { field: 'threshold', message: 'Enter a number.' },
      { field: 'recipients', message: 'someone@gmail.com is outside the mail domains of this TMC.' },
      { field: 'filters.currency', message: 'Choose a currency the views know.' },
      { field: 'recipients', message: 'List at most 20 addresses.' },
    ]);
    expect(formFieldErrors(error)).toEqual({
      name: 'Enter a name.',
      threshold: 'Enter a number.',
      recipients: 'someone@gmail.com is outside the mail domains of this TMC. List at most 20 addresses.',
      filters: 'currency: Choose a currency the views know.',
    });
  });

  it('falls back to the one field a 400 names without problems', () => {
    const error = refused('threshold', 'must be a number');
    expect(formFieldErrors(error)).toEqual({ threshold: 'must be a number' });
  });

  it('is empty for any other failure', () => {
    expect(formFieldErrors(new ApiError(429, 'RATE_LIMITED', 'Rate limit exceeded.'))).toEqual({});
    expect(formFieldErrors(new ApiError(400, 'BAD_REQUEST', 'bad'))).toEqual({});
    expect(formFieldErrors(null)).toEqual({});
  });
});

describe('formErrorsSummary', () => {
  it('counts the fields marked above, and says nothing without any', () => {
    expect(formErrorsSummary({ name: 'Enter a name.' })).toBe('Correct the field marked above.');
    expect(formErrorsSummary({ name: 'Enter a name.', threshold: 'Enter a number.' })).toBe(
      'Correct the 2 fields marked above.',
    );
    expect(formErrorsSummary({})).toBeNull();
  });
});
