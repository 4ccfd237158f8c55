import { defineLazyElement } from '../../internal/define.js';

/**
 * @summary The question screen (Travel spend AI): a plain-language question about the Faresaver
 * itineraries or deals, read offline into an analytics query shown as editable chips, answered as a
 * figure, chart or table; questions saved in the browser (`localStorage` `savedQueries`).
 *
 * The answer follows the context bus: its filters, its dates when the question names no period, its
 * currency when the question names none.
 *
 * @attr mode - Accepted for the catalogue's variants; the screen is the same in every mode and its
 * answers are always live (dates are mocked only for the demo company, by the dashboard's rules).
 * @event tripsight-error - The answer's query failed ({ message, source: 'ask-a-question' }).
 *
 * @csspart base - The element's root container.
 * @csspart card - Every card (question, answer, saved questions, the side panel).
 * @csspart title - A card's title (the greeting heads the question card).
 * @csspart panel - The "What can I ask?" side panel.
 * @csspart chips - The reading of the question as chips.
 * @csspart chip - One chip (measure, grouping, filter, period, granularity, limit).
 * @csspart answer - The drawn answer.
 * @csspart banner - A single figure's answer.
 * @csspart saved-list - The saved questions.
 * @csspart skeleton - The placeholder shown while the answer loads.
 * @csspart empty - The no-data text.
 * @csspart error - The refusal text.
 *
 * @cssprop --tripsight-color-primary - Buttons, the active sub-tab and chart choice.
 * @cssprop --tripsight-color-surface - Card, chip and input background.
 * @cssprop --tripsight-color-border - Card, chip and input borders.
 */
export const defineAskAQuestion = (): CustomElementConstructor =>
  defineLazyElement(
    'tripsight-ask-a-question',
    () => import('./ask-a-question.js').then((m) => ({ component: m.AskAQuestion, styles: m.styles })),
    {
      props: { mode: 'string' },
    },
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-ask-a-question': HTMLElement & { mode?: string };
  }
}
