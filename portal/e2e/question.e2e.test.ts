import { describe, expect, it } from 'vitest';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { NOT_UNDERSTOOD_MESSAGE } from '@tripsight/core/question';
import { sharedStackPage, screenshot, waitForText } from './harness.js';

const TAG = 'tripsight-ask-a-question';

describe('the question screen in the portal', () => {
  const opened = sharedStackPage('Alex Morgan');

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`answers a question and refuses another at ${width} px`, async () => {
      const { page } = opened;
      await page.setViewportSize({ width, height });
      await page.goto(`${opened.stack.url}${tabRoute(findTab('TravelSpendAIDemo')!)}`);
      await waitForText(
        page,
        TAG,
        (t) => t.includes('Hi Alex') && t.includes('What can I ask?'),
        'the greeting',
      );
      const box = page.locator(`${TAG} input[type="text"]`);
      await box.fill('top 5 carriers by spend last year');
      await box.press('Enter');
      const text = await waitForText(
        page,
        TAG,
        (t) => t.includes('Answer') && t.includes('Airlines') && !t.includes('Loading'),
        'the answer',
      );
      expect(text).not.toContain(NOT_UNDERSTOOD_MESSAGE);
      // Alex is not the demo company: the answer is for real dates, never the mocked 2019 window.
      expect(text).not.toContain('2019');
      expect(await page.locator(`${TAG} [part="answer"]`).getAttribute('data-chart')).toBe('pie');
      // The chart's code loads after the answer's figures: wait for its drawing.
      await page.locator(`${TAG} [part="answer"] svg`).first().waitFor();
      expect(await page.locator(`${TAG} [part="answer"] svg`).count()).toBeGreaterThan(0);
      await screenshot(page, `question-answer-${width}`);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
        ),
      ).toBe(true);

      await box.fill('what is the weather in Atlantis');
      await box.press('Enter');
      await waitForText(
        page,
        TAG,
        (t) => t.includes(NOT_UNDERSTOOD_MESSAGE) && t.includes('Try:'),
        'the refusal',
      );
      await screenshot(page, `question-refused-${width}`);
      expect(opened.errors).toEqual([]);
    });
  }
});
