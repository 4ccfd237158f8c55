import { visual } from './air-report-parts.js';
import {
  exportableReport,
  reportPage,
  type ReportDefinition,
  type ReportValueFormat,
  type ReportVisualDefinition,
} from './report-definition.js';

/** The e-mail assistant's conversations cube: the audit log's conversations, through the query API. */
const AGENT_CUBE = 'AgentConversations';
const agent = (member: string) => `${AGENT_CUBE}.${member}`;
/** The day the report's date range applies to: the UTC day a request was received. */
const RECEIVED = agent('receivedAt');

const requests = agent('conversations');
const automationRate = agent('automationRate');
const agentHours = agent('agentHours');
const FORMATS: Record<string, ReportValueFormat> = {
  [automationRate]: 'percent',
  [agent('handOffRate')]: 'percent',
  [agent('editedReplyShare')]: 'percent',
  [agent('draftChangedShare')]: 'percent',
  [agent('averageFirstReplyMinutes')]: 'number',
  [agent('medianFirstReplyMinutes')]: 'number',
  [agent('averageEditDistance')]: 'number',
  [agentHours]: 'number',
  [agent('agentMinutesPerRequest')]: 'number',
};

/** A visual of the assistant's conversations, dated on the day received. */
function agentVisual(...args: Parameters<typeof visual>): ReportVisualDefinition {
  const [id, title, kind, layout, query, extra] = args;
  return visual(id, title, kind, layout, query, { formats: FORMATS, ...extra, dateDimension: RECEIVED });
}

const agentKpi = (id: string, title: string, measure: string, note?: string) =>
  agentVisual(id, title, 'kpi', 'third', { measures: [measure] }, note ? { note } : {});

/** What the variants switch: the Demo tabs read the demo company's window (730 days, docs/rules/shell.md#dates). */
interface AgentVariant {
  reportName: string;
  title: string;
  demo: boolean;
}

function agentOverview({ reportName, title, demo }: AgentVariant): ReportDefinition {
  return exportableReport(
    reportName,
    title,
    'The e-mail assistant’s work on the conversations of the audit log: requests by intent and status, what it handled alone, why it handed over or failed, how fast it replied and how much agents changed its drafts.',
    [
      reportPage('requests', 'Requests', [
        agentKpi('requests', 'Requests received', requests),
        agentKpi(
          'automation',
          'Handled without an agent',
          automationRate,
          'Closed requests (completed, handed off, failed or expired) the assistant completed with every reply sent as it drafted it.',
        ),
        agentKpi('first-reply', 'Median time to first reply (minutes)', agent('medianFirstReplyMinutes')),
        agentVisual('by-intent', 'Requests by intent', 'horizontalBar', 'half', {
          measures: [requests],
          dimensions: [agent('intent')],
          order: { [requests]: 'desc' },
        }),
        agentVisual('by-status', 'Requests by status', 'pie', 'half', {
          measures: [requests],
          dimensions: [agent('status')],
          order: { [requests]: 'desc' },
        }),
        agentVisual('by-week', 'Requests by week', 'line', 'wide', {
          measures: [requests],
          timeDimensions: [{ dimension: RECEIVED, granularity: 'week' }],
          order: { [`${RECEIVED}.week`]: 'asc' },
        }),
        agentVisual('intent-status', 'Intents and their resolution', 'table', 'wide', {
          measures: [requests, agent('closedConversations'), automationRate, agent('handOffRate')],
          dimensions: [agent('intent'), agent('resolution')],
          order: [
            [agent('intent'), 'asc'],
            [requests, 'desc'],
          ],
        }),
      ]),
      reportPage('hand-offs', 'Hand-offs and failures', [
        agentKpi('hand-off-rate', 'Closed requests handed off', agent('handOffRate')),
        agentKpi('handed-off', 'Handed off to an agent', agent('handedOffConversations')),
        agentKpi('failed', 'Failed or expired', agent('failedConversations')),
        agentVisual('hand-off-reasons', 'Hand-off reasons', 'horizontalBar', 'half', {
          measures: [requests],
          dimensions: [agent('handoffReason')],
          filters: [{ member: agent('handoffReason'), operator: 'set' }],
          order: { [requests]: 'desc' },
        }),
        agentVisual('failure-reasons', 'Failure reasons', 'horizontalBar', 'half', {
          measures: [requests],
          dimensions: [agent('failureReason')],
          filters: [{ member: agent('failureReason'), operator: 'set' }],
          order: { [requests]: 'desc' },
        }),
      ]),
      reportPage('replies', 'Replies and drafts', [
        agentKpi(
          'average-first-reply',
          'Average time to first reply (minutes)',
          agent('averageFirstReplyMinutes'),
        ),
        agentKpi('edited', 'Replies edited before sending', agent('editedReplyShare')),
        agentKpi(
          'edit-distance',
          'Characters changed per sent reply',
          agent('averageEditDistance'),
          'The edit distance between the assistant’s draft (as the traveller reads it) and the reply sent: characters inserted, deleted or replaced. 0 means sent as drafted.',
        ),
        agentVisual('first-reply', 'Time to first reply', 'bar', 'half', {
          measures: [requests],
          dimensions: [agent('firstReplyBand')],
          order: { [agent('firstReplyBand')]: 'asc' },
        }),
        agentVisual('edits-by-intent', 'Draft text changed by intent', 'bar', 'half', {
          measures: [agent('draftChangedShare')],
          dimensions: [agent('intent')],
          filters: [{ member: agent('sentReplies'), operator: 'gt', values: ['0'] }],
          order: { [agent('draftChangedShare')]: 'desc' },
        }),
      ]),
    ],
    { demo },
  );
}

function agentOpportunities({ reportName, title, demo }: AgentVariant): ReportDefinition {
  return exportableReport(
    reportName,
    title,
    'The intents where automating the assistant’s work further would save the most agent time.',
    [
      reportPage('opportunities', 'Opportunities', [
        agentKpi(
          'agent-hours',
          'Agent hours spent',
          agentHours,
          'Time agents spent on requests the assistant did not complete alone: handling hand-offs and failures, reviewing and editing drafts.',
        ),
        agentKpi('minutes-per-request', 'Agent minutes per request', agent('agentMinutesPerRequest')),
        agentKpi('automation', 'Handled without an agent', automationRate),
        agentVisual('hours-by-intent', 'Agent hours by intent', 'horizontalBar', 'wide', {
          measures: [agentHours],
          dimensions: [agent('intent')],
          order: { [agentHours]: 'desc' },
        }),
        agentVisual('intents', 'Automation opportunities by intent', 'table', 'wide', {
          measures: [
            agentHours,
            requests,
            agent('agentMinutesPerRequest'),
            automationRate,
            agent('handOffRate'),
          ],
          dimensions: [agent('intent')],
          order: { [agentHours]: 'desc' },
        }),
      ]),
      reportPage('causes', 'Where the time goes', [
        agentVisual('hours-by-resolution', 'Agent hours by resolution', 'pie', 'half', {
          measures: [agentHours],
          dimensions: [agent('resolution')],
          order: { [agentHours]: 'desc' },
        }),
        agentVisual('hours-by-hand-off', 'Agent hours by hand-off reason', 'horizontalBar', 'half', {
          measures: [agentHours],
          dimensions: [agent('handoffReason')],
          filters: [{ member: agent('handoffReason'), operator: 'set' }],
          order: { [agentHours]: 'desc' },
        }),
        agentVisual('hours-by-client', 'Agent hours by client', 'table', 'wide', {
          measures: [agentHours, requests, automationRate],
          dimensions: [agent('directEnterprise')],
          order: { [agentHours]: 'desc' },
          limit: 100,
        }),
      ]),
    ],
    { demo },
  );
}

/** The agent reports the reference report service draws (Agentsee's AgentAI tabs and their demos). */
export const AGENT_REPORTS: readonly ReportDefinition[] = [
  agentOverview({ reportName: 'AgentAIOverview', title: 'Agent AI overview', demo: false }),
  agentOpportunities({ reportName: 'AgentAIOpportunities', title: 'Agent AI opportunities', demo: false }),
  agentOverview({ reportName: 'AgentAIOverviewDemo', title: 'Agent AI overview (Demo)', demo: true }),
  agentOpportunities({
    reportName: 'AgentAIOpportunitiesDemo',
    title: 'Agent AI opportunities (Demo)',
    demo: true,
  }),
];
