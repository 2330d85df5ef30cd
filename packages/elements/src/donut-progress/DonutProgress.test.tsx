// @vitest-environment happy-dom
/** The donut progress bar rendered and hydrated: default 65, progressbar semantics, clamping, change event. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { donutProgress } from './builder';
import { donutProgressElement } from './definition';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('donut progress', () => {
  it('shows 65 by default as a labelled progressbar with the fill drawn to that share', async () => {
    const errors = spyConsoleErrors();
    const site = await renderBasicSite([donutProgress({ uid: 'd', ariaLabel: 'Upload' })], { definitions: [donutProgressElement] });
    const svg = byUid(site.container, 'd').querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('progressbar');
    expect(svg.getAttribute('aria-valuenow')).toBe('65');
    expect(svg.getAttribute('aria-label')).toBe('Upload');
    expect(byUid(site.container, 'd').textContent).toBe('65%');
    const fill = svg.querySelector('.ww-donut__fill')!;
    const circumference = Number(fill.getAttribute('stroke-dasharray'));
    expect(Number(fill.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * 0.35);
    expect(fill.getAttribute('style')).toContain('transition:stroke-dashoffset 500ms ease 0ms');
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('clamps value, thickness and animation, and fires change when the bound value changes', async () => {
    const site = await renderBasicSite(
      [
        donutProgress({
          uid: 'd',
          ariaLabel: 'Score',
          value: f("variables['score']"),
          thickness: 90,
          emptyThickness: 0,
          animationDuration: 5000,
          animationDelay: 20,
          style: 'out',
          workflows: [workflow('changed', 'change', [setVariable('seen', f('event.value'))])],
        }),
      ],
      {
        definitions: [donutProgressElement],
        variables: [
          { id: 'score', name: 'score', type: 'number', defaultValue: 150 },
          { id: 'seen', name: 'seen', type: 'number', defaultValue: -1 },
        ],
      },
    );
    const svg = byUid(site.container, 'd').querySelector('svg')!;
    expect(svg.getAttribute('aria-valuenow')).toBe('100');
    expect(svg.querySelector('.ww-donut__fill')!.getAttribute('stroke-width')).toBe('50');
    expect(svg.querySelector('.ww-donut__empty')!.getAttribute('stroke-width')).toBe('1');
    expect(svg.querySelector('.ww-donut__fill')!.getAttribute('style')).toContain('999ms ease 20ms');
    expect(site.runtime.variables.get('seen')).toBe(-1);
    await act(async () => site.runtime.variables.set('score', 40));
    expect(svg.getAttribute('aria-valuenow')).toBe('40');
    expect(site.runtime.variables.get('seen')).toBe(40);
    site.unmount();
  });
});
