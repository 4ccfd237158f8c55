import { describe, expect, it } from 'vitest';
import { alertRuleProblems, digestProblems, mailDomain, webhookUrlProblem } from './alert-checks.js';

const rule = {
  name: 'Compliance under 80 %',
  view: 'air/policy/complianceOverview',
  field: 'complianceRate',
  operator: 'lt',
  threshold: 0.8,
  schedule: 'monthly',
  recipients: ['alex.morgan@northstar.example'],
};

describe('alertRuleProblems', () => {
  it('accepts a complete rule and names each bad field', () => {
    expect(alertRuleProblems(rule)).toEqual([]);
    const field = (changes: Record<string, unknown>) => alertRuleProblems({ ...rule, ...changes })[0]?.field;
    expect(field({ name: ' ' })).toBe('name');
    expect(field({ view: '/api/views/x' })).toBe('view');
    expect(field({ field: 'a b' })).toBe('field');
    expect(field({ operator: 'eq' })).toBe('operator');
    expect(field({ threshold: '0.8' })).toBe('threshold');
    expect(field({ filters: [] })).toBe('filters');
    // A currency the views do not report in would be read as the branch default, unlike the page.
    for (const currency of ['XYZ', 'eur', 5, {}])
      expect(field({ filters: { currency } })).toBe('filters.currency');
    expect(alertRuleProblems({ ...rule, filters: { currency: 'XYZ' } })[0]?.problem).toBe(
      "Choose USD, GBP, EUR, or leave the currency out for the branches' own.",
    );
    expect(alertRuleProblems({ ...rule, filters: { currency: 'GBP' } })).toEqual([]);
    expect(field({ schedule: 'hourly' })).toBe('schedule');
    expect(field({ recipients: [] })).toBe('recipients');
    expect(field({ webhookUrl: 'ftp://hooks.example/x' })).toBe('webhookUrl');
  });

  it('lists every problem at once, in the form order, each a plain sentence', () => {
    const problems = alertRuleProblems({
      ...rule,
      name: '',
      threshold: 1e300,
      schedule: 'hourly',
      recipients: ['alex.morgan@northstar.example', 'not an address', 'x@'],
      webhookUrl: 'ftp://hooks.example/x',
    });
    expect(problems).toEqual([
      { field: 'name', problem: 'Enter a name.' },
      {
        field: 'threshold',
        problem: 'Enter a threshold between −1,000,000,000,000,000 and 1,000,000,000,000,000.',
      },
      { field: 'schedule', problem: 'Choose daily, weekly or monthly.' },
      { field: 'recipients', problem: 'not an address, x@ are not e-mail addresses.' },
      { field: 'webhookUrl', problem: 'Enter a full web address starting with https:// or http://.' },
    ]);
    for (const { problem } of problems) {
      expect(problem).toMatch(/^[A-Za-z].*\.$/);
      expect(problem).not.toMatch(/\de\d/);
    }
  });

  it('refuses names a reader cannot see, over several lines, or too long', () => {
    const nameProblem = (name: string) => alertRuleProblems({ ...rule, name })[0]?.problem;
    expect(nameProblem('\u200b\u200b')).toBe(
      'Use letters a reader can see; line breaks and direction marks are not allowed.',
    );
    expect(nameProblem('r\r\nBcc: x@evil.example')).toBe(nameProblem('\u200b'));
    expect(nameProblem('Ünïcødé \u202eRTL')).toBe(nameProblem('\u200b'));
    expect(nameProblem('---')).toBe('Use at least one letter or digit.');
    expect(nameProblem('x'.repeat(121))).toBe('Use at most 120 characters.');
    expect(nameProblem('Ünïcødé 🚀')).toBeUndefined();
  });

  it('says a missing threshold in words', () => {
    expect(alertRuleProblems({ ...rule, threshold: 'abc' })).toEqual([
      { field: 'threshold', problem: 'Enter a number for the threshold.' },
    ]);
  });

  it('checks only the fields present when partial', () => {
    expect(alertRuleProblems({ threshold: 2 }, true)).toEqual([]);
    expect(alertRuleProblems({ threshold: 2 }).map((problem) => problem.field)).toEqual([
      'name',
      'view',
      'field',
      'operator',
      'schedule',
      'recipients',
    ]);
    expect(alertRuleProblems({ schedule: 'yearly' }, true)[0]?.field).toBe('schedule');
  });
});

describe('webhookUrlProblem and mailDomain', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(webhookUrlProblem('https://hooks.example/alerts')).toBeNull();
    expect(webhookUrlProblem(undefined)).toBeNull();
    expect(webhookUrlProblem('javascript:alert(1)')?.problem).toContain('http');
    expect(webhookUrlProblem('/relative')?.problem).toContain('https://');
    expect(webhookUrlProblem('https://user:pw@hooks.example/')?.problem).toContain('password');
  });

  it('lower-cases the domain', () => {
    expect(mailDomain(' Alex@NorthStar.Example ')).toBe('northstar.example');
  });
});

describe('digestProblems', () => {
  const digest = {
    name: 'Monthly client figures',
    clients: ['Initech'],
    schedule: 'monthly',
    recipients: ['alex.morgan@northstar.example'],
    sections: ['savings', 'compliance'],
  };
  it('names the bad fields, all at once in the form order', () => {
    expect(digestProblems(digest)).toEqual([]);
    expect(digestProblems({ ...digest, clients: [] })[0]?.field).toBe('clients');
    expect(digestProblems({ ...digest, sections: ['weather'] })[0]?.field).toBe('sections');
    expect(digestProblems({ sections: ['savings'] }, true)).toEqual([]);
    expect(digestProblems({ ...digest, name: '\u200b', clients: [], sections: [] })).toEqual([
      {
        field: 'name',
        problem: 'Use letters a reader can see; line breaks and direction marks are not allowed.',
      },
      { field: 'clients', problem: 'Choose at least one client.' },
      { field: 'sections', problem: 'Choose at least one section.' },
    ]);
  });
});
