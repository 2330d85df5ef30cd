// @vitest-environment happy-dom
/** The number display element: server HTML and hydration agree, and a bound value re-formats. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { f } from '@kit/runtime-react/authoring';
import { renderFormSite } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { numberDisplay } from './builder';
import { numberDisplayElement } from './definition';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

describe('number display', () => {
  it('renders the formatted number on the server, hydrates, and follows its bound value', async () => {
    site = await renderFormSite(
      [
        numberDisplay({ uid: 'total', value: f("variables['total']") }),
        numberDisplay({ uid: 'rate', value: 0.125, style: 'percent', decimals: 1 }),
      ],
      { definitions: [numberDisplayElement], variables: [{ id: 'total', name: 'total', type: 'number', defaultValue: 1999.5 }] },
    );
    expect(site.serverHtml).toContain('$1,999.50');
    expect(site.container.querySelector('[data-uid="rate"]')!.textContent).toBe('12.5%');
    await act(async () => void site!.runtime.variables.set('total', 25000));
    expect(site.container.querySelector('[data-uid="total"]')!.textContent).toBe('$25,000.00');
    expect(site.errors).not.toHaveBeenCalled();
  });
});
