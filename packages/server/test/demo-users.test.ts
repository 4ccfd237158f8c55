import { readFileSync } from 'node:fs';
import { datesForTab, findTab, TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, EVERY_TAB } from '../src/auth/demo-users.js';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The rows of the README's demo-user table (`| user | TMC | what differs |`), and what follows it. */
function userTable(): { rows: string[][]; after: string } {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\| user \| TMC \|/.test(line));
  let end = start + 2;
  while (end < lines.length && lines[end]!.startsWith('|')) end++;
  const rows = lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
  return { rows, after: lines[end] ?? '' };
}

describe('demo users', () => {
  it('reach every page of the catalogue: the travel manager is entitled to every visible tab', () => {
    const visible = TAB_CATALOGUE.filter((tab) => tab.isVisible).map((tab) => tab.tabName);
    expect(DEMO_USERS.manager.claims.entitled_tabs).toEqual(visible);
    expect(EVERY_TAB).toEqual(visible);
    const reachable = new Set(Object.values(DEMO_USERS).flatMap((user) => user.claims.entitled_tabs));
    expect(visible.filter((tab) => !reachable.has(tab))).toEqual([]);
    for (const tab of [
      'SavingsPerformance',
      'SavingsPerformanceBCD',
      'AgentAIOverviewDemo',
      'HotelsAnalyticsOverview',
    ]) {
      expect(reachable.has(tab), tab).toBe(true);
    }
  });

  it('include a hotel-focused user and an HPA user besides the travel manager', () => {
    const others = Object.values(DEMO_USERS).filter((user) => user !== DEMO_USERS.manager);
    const groups = (user: (typeof others)[number]) =>
      new Set(user.claims.entitled_tabs.map((tab) => TAB_CATALOGUE.find((t) => t.tabName === tab)?.group));
    expect(
      others.some((user) => groups(user).has('Hotelsaver') && !groups(user).has('Policy Insights')),
    ).toBe(true);
    expect(others.some((user) => groups(user).has('HPA Core') && groups(user).has('HPA Premium'))).toBe(true);
  });

  it('are the users of the README table, with their TMCs, and the table ends before the next paragraph', () => {
    const { rows, after } = userTable();
    expect(rows.map(([name, tmc]) => [name, tmc])).toEqual(
      Object.values(DEMO_USERS).map((user) => [user.claims.name, user.tmcName]),
    );
    // A paragraph right after a table row is swallowed into the table: a blank line must follow.
    expect(after).toBe('');
  });
});

describe('the README', () => {
  const section = (title: string) => {
    const start = readme.indexOf(`## ${title}`);
    return readme.slice(start, readme.indexOf('\n## ', start + 3));
  };

  it("tells the truth about Dana's dates: the demo company's windows are mocked to July 2019", () => {
    const dana = userTable().rows.find(([name]) => name === DEMO_USERS.demo.claims.name)!;
    expect(dana[2]).toContain('July 2019');
    const dates = datesForTab({}, null, findTab('Savingsoverview')!, { demoCompany: true });
    expect(dates.air?.endDate.startsWith('2019-07-')).toBe(true);
  });

  it('says how to stop the service and how to start again from a fresh data folder', () => {
    const start = section('Two commands');
    expect(start).toContain('Ctrl+C');
    expect(start).toContain('rm -rf .data');
  });

  it('lists pages that are built: each named element is defined by the SDK', () => {
    const elements = readFileSync(new URL('../../elements/src/elements.ts', import.meta.url), 'utf8');
    const tags = [...section('Pages').matchAll(/`tripsight-([a-z-]+)`/g)].map((m) => m[1]!);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    // A page, or a control that draws a tab (`tripsight-report` draws the embedded reports).
    for (const tag of tags)
      expect(elements, tag).toMatch(new RegExp(`/(pages|controls)/${tag}/${tag}\\.element\\.js`));
  });

  it('names the element of every tab of the catalogue, and no group as not built', () => {
    const named = new Set([...section('Pages').matchAll(/`(tripsight-[a-z-]+)`/g)].map((m) => m[1]!));
    const tags = new Set(TAB_CATALOGUE.filter((tab) => tab.isVisible).map((tab) => tab.content.tag));
    expect([...tags].filter((tag) => !named.has(tag))).toEqual([]);
    expect(section('Pages')).not.toMatch(/not built/);
  });
});
