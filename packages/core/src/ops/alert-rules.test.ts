import { describe, expect, it } from 'vitest';
import {
  alertRuleProblem,
  crossesThreshold,
  digestProblem,
  fieldValue,
  mailDomain,
  webhookUrlProblem,
} from './alert-rules.js';

const rule = {
  name: 'Compliance under 80 %',
  view: 'air/policy/complianceOverview',
  field: 'complianceRate',
  operator: 'lt',
  threshold: 0.8,
  schedule: 'monthly',
  recipients: ['alex.morgan@northstar.example'],
};

describe('crossesThreshold', () => {
  it('compares by each operator, the threshold itself included only by lte and gte', () => {
    expect([crossesThreshold('lt', 0.79, 0.8), crossesThreshold('lt', 0.8, 0.8)]).toEqual([true, false]);
    expect([crossesThreshold('lte', 0.8, 0.8), crossesThreshold('lte', 0.81, 0.8)]).toEqual([true, false]);
    expect([crossesThreshold('gt', 101, 100), crossesThreshold('gt', 100, 100)]).toEqual([true, false]);
    expect([crossesThreshold('gte', 100, 100), crossesThreshold('gte', 99, 100)]).toEqual([true, false]);
  });

  it('never fires on a figure the view could not compute', () => {
    expect(crossesThreshold('lt', null, 1)).toBe(false);
    expect(crossesThreshold('gt', Number.NaN, -1)).toBe(false);
  });
});

describe('fieldValue', () => {
  it('reads a number, reaches into objects, and tells null from missing', () => {
    const data = { a: 3, b: null, nested: { c: 4 }, text: 'x', rows: [1] };
    expect(fieldValue(data, 'a')).toBe(3);
    expect(fieldValue(data, 'nested.c')).toBe(4);
    expect(fieldValue(data, 'b')).toBeNull();
    expect(fieldValue(data, 'missing')).toBeUndefined();
    expect(fieldValue(data, 'text')).toBeUndefined();
    expect(fieldValue(data, 'rows.0')).toBeUndefined();
    expect(fieldValue([{ a: 1 }], 'a')).toBeUndefined();
  });
});

describe('alertRuleProblem', () => {
  it('accepts a complete rule and names the first bad field', () => {
    expect(alertRuleProblem(rule)).toBeNull();
    expect(alertRuleProblem({ ...rule, name: ' ' })?.field).toBe('name');
    expect(alertRuleProblem({ ...rule, view: '/api/views/x' })?.field).toBe('view');
    expect(alertRuleProblem({ ...rule, field: 'a b' })?.field).toBe('field');
    expect(alertRuleProblem({ ...rule, operator: 'eq' })?.field).toBe('operator');
    expect(alertRuleProblem({ ...rule, threshold: '0.8' })?.field).toBe('threshold');
    expect(alertRuleProblem({ ...rule, filters: [] })?.field).toBe('filters');
    expect(alertRuleProblem({ ...rule, schedule: 'hourly' })?.field).toBe('schedule');
    expect(alertRuleProblem({ ...rule, recipients: [] })?.field).toBe('recipients');
    expect(alertRuleProblem({ ...rule, recipients: ['not an address'] })?.problem).toContain(
      'not an address',
    );
    expect(alertRuleProblem({ ...rule, webhookUrl: 'ftp://hooks.example/x' })?.field).toBe('webhookUrl');
  });

  it('checks only the fields present when partial', () => {
    expect(alertRuleProblem({ threshold: 2 }, true)).toBeNull();
    expect(alertRuleProblem({ threshold: 2 })?.field).toBe('name');
    expect(alertRuleProblem({ schedule: 'yearly' }, true)?.field).toBe('schedule');
  });
});

describe('webhookUrlProblem and mailDomain', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(webhookUrlProblem('https://hooks.example/alerts')).toBeNull();
    expect(webhookUrlProblem(undefined)).toBeNull();
    expect(webhookUrlProblem('javascript:alert(1)')?.problem).toContain('http');
    expect(webhookUrlProblem('/relative')?.problem).toContain('absolute');
    expect(webhookUrlProblem('https://user:pw@hooks.example/')?.problem).toContain('credentials');
  });

  it('lower-cases the domain', () => {
    expect(mailDomain(' Alex@NorthStar.Example ')).toBe('northstar.example');
  });
});

describe('digestProblem', () => {
  const digest = {
    name: 'Monthly client figures',
    clients: ['Initech'],
    schedule: 'monthly',
    recipients: ['alex.morgan@northstar.example'],
    sections: ['savings', 'compliance'],
  };
  it('names the bad field', () => {
    expect(digestProblem(digest)).toBeNull();
    expect(digestProblem({ ...digest, clients: [] })?.field).toBe('clients');
    expect(digestProblem({ ...digest, sections: ['weather'] })?.field).toBe('sections');
    expect(digestProblem({ sections: ['savings'] }, true)).toBeNull();
  });
});
