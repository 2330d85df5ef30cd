/**
 * The form showcase pages: each renders on the server with its fields labelled, and no page of the showcase trips
 * the form design checks (every form container has a submit button; no submit button carries workflows).
 */
import { describe, expect, it } from 'vitest';
import { formDesignWarnings } from '@kit/elements/authoring';
import { renderShowcasePage } from '../../../render';
import { buildShowcaseSite } from '../../site';

describe('form showcase pages', () => {
  const site = buildShowcaseSite();

  it('pass the form design checks on every page', () => {
    const warnings = Object.entries(site.pages).flatMap(([pageId, page]) =>
      formDesignWarnings(page).map((warning) => `${pageId}: ${warning.uid} ${warning.message}`),
    );
    expect(warnings).toEqual([]);
  });

  it.each([
    ['element-form-container', ['<form', 'aria-label="Contact form"', '<label for="contact-email-input"']],
    ['element-form-input', ['<label for="input-price-input"', 'value="1.234,50"', 'type="date"', 'min="2026-01-01"', 'Show password']],
    ['element-select', ['role="combobox"', 'aria-labelledby="select-city-label"', '>Bergen<']],
    ['element-file-drop', ['Images, up to 5 MB, several files', 'accept="image/*"', 'Choose a PDF']],
    ['element-number-display', ['$1,234,567.89', '9.876,50\u00a0€', '12345.679', '45.7%', '$250.00']],
  ])('%s renders on the server', async (pageId, fragments) => {
    const pageData = site.pages[pageId];
    expect(pageData).toBeDefined();
    const page = await renderShowcasePage(site, {
      pageData: pageData!,
      lang: 'en',
      search: '',
      canonicalUrl: `https://example.test/${pageId}`,
    });
    for (const fragment of fragments) expect(page.html).toContain(fragment);
  });
});
